import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { oidcClients, oidcSigningKeys } from '../../db/schema';
import { DEMO_WEB_CLIENT_SECRET } from '../../db/seed/demo-oidc';
import { buildTestApp } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { loggedInMember } from '../../test/member-fixtures';
import { demoWebAuthenticates } from './client-secret.test-kit';
import { authorizeWithConsent } from './oidc-flow.test-kit';
import { kidOf, publishedKeysOf, verifiesWith } from './signing-keys.test-kit';

const newKey = () => randomBytes(32).toString('base64url');
const SCOPES = ['openid', 'membership', 'profile', 'email'];

describe('rotating OTP_SEAL_KEY with the OIDC provider in use (docs/deploy.md "Rotating OTP_SEAL_KEY")', () => {
  let db: TestDatabase;
  const apps: FastifyInstance[] = [];
  const saved = { key: process.env['OTP_SEAL_KEY'], previous: process.env['OTP_SEAL_KEY_PREVIOUS'] };

  /** A server process booted with these settings: keys are read once per database handle. */
  async function bootWith(env: { OTP_SEAL_KEY: string; OTP_SEAL_KEY_PREVIOUS?: string }) {
    process.env['OTP_SEAL_KEY'] = env.OTP_SEAL_KEY;
    if (env.OTP_SEAL_KEY_PREVIOUS) process.env['OTP_SEAL_KEY_PREVIOUS'] = env.OTP_SEAL_KEY_PREVIOUS;
    else delete process.env['OTP_SEAL_KEY_PREVIOUS'];
    const database: Database = { ...db.database, db: Object.create(db.database.db) as Database['db'] };
    const app = await buildTestApp(database);
    apps.push(app);
    return app;
  }
  const sealedValues = async () => ({
    keys: (await db.database.db.select().from(oidcSigningKeys)).map((row) => row.sealedJwk).sort(),
    secret: (
      await db.database.db
        .select()
        .from(oidcClients)
        .where(and(eq(oidcClients.storeId, 'demo'), eq(oidcClients.clientId, 'demo-web')))
    )[0]?.clientSecretSealed,
  });

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterEach(() => {
    for (const [name, value] of [
      ['OTP_SEAL_KEY', saved.key],
      ['OTP_SEAL_KEY_PREVIOUS', saved.previous],
    ] as const)
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await db.close();
  });

  it('reseals signing keys and client secrets at boot; once the old key is gone OIDC still works', async () => {
    const [oldKey, nextKey] = [newKey(), newKey()];
    const before = await bootWith({ OTP_SEAL_KEY: oldKey });
    const { browser } = await loggedInMember(before, db, 'r@example.com');
    const issued = await authorizeWithConsent(before, browser, SCOPES);
    expect(await demoWebAuthenticates(before, DEMO_WEB_CLIENT_SECRET)).toBe(true);
    const sealedBefore = await sealedValues();

    // Step 1 of the rotation: every process with the new key and the old one beside it.
    const rotating = await bootWith({ OTP_SEAL_KEY: nextKey, OTP_SEAL_KEY_PREVIOUS: oldKey });
    const sealedDuring = await sealedValues();
    expect(sealedDuring.keys.some((value) => sealedBefore.keys.includes(value))).toBe(false);
    expect(sealedDuring.secret).not.toBe(sealedBefore.secret);
    expect(await demoWebAuthenticates(rotating, DEMO_WEB_CLIENT_SECRET)).toBe(true);

    // Step 3: the old key unset. The provider still signs with the same keys, and the client still authenticates.
    const after = await bootWith({ OTP_SEAL_KEY: nextKey });
    const published = await publishedKeysOf(after);
    expect(verifiesWith(issued.id_token, published)).toBe(true);
    expect(await demoWebAuthenticates(after, DEMO_WEB_CLIENT_SECRET)).toBe(true);
    const member = await loggedInMember(after, db, 'r2@example.com');
    const fresh = await authorizeWithConsent(after, member.browser, SCOPES);
    expect(kidOf(fresh.id_token)).toBe(kidOf(issued.id_token));
  });
});
