import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { externalIdentityProviders } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { derivedKeyOf, opensWith } from '../mfa/otp-secret-seal';
import { openClientSecret, resealClientSecrets } from './provider-secret';
import { saveExternalProviders } from './providers.repository';

/** Keys are read once per database handle: a new handle on the same database is a process with new settings. */
const processWith = (db: Db, env: { OTP_SEAL_KEY: string; OTP_SEAL_KEY_PREVIOUS?: string }): Db => {
  process.env['OTP_SEAL_KEY'] = env.OTP_SEAL_KEY;
  if (env.OTP_SEAL_KEY_PREVIOUS) process.env['OTP_SEAL_KEY_PREVIOUS'] = env.OTP_SEAL_KEY_PREVIOUS;
  else delete process.env['OTP_SEAL_KEY_PREVIOUS'];
  return Object.create(db) as Db;
};
const newKey = () => randomBytes(32).toString('base64url');

describe('rotating OTP_SEAL_KEY with identity providers', () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  const saved = { key: process.env['OTP_SEAL_KEY'], previous: process.env['OTP_SEAL_KEY_PREVIOUS'] };
  beforeAll(async () => {
    db = await createTestDatabase();
    app = await buildTestApp(db.database);
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
    await app.close();
    await db.close();
  });

  it('opens secrets under the previous key, then reseals them under the new one', async () => {
    const [oldKey, nextKey] = [newKey(), newKey()];
    const before = processWith(db.database.db, { OTP_SEAL_KEY: oldKey });
    await saveExternalProviders(
      before,
      'demo',
      [
        {
          type: 'Line',
          name: 'LINE',
          method: 'oidc',
          clientId: 'c',
          clientSecret: 'line-secret',
          issuer: 'https://access.line.me',
          scopes: 'openid',
        },
      ],
      { requireHttps: true },
    );
    const after = processWith(db.database.db, { OTP_SEAL_KEY: nextKey, OTP_SEAL_KEY_PREVIOUS: oldKey });
    const [row] = await after.select().from(externalIdentityProviders);
    expect(await openClientSecret(after, row?.clientSecretSealed ?? '')).toBe('line-secret');
    expect(await resealClientSecrets(after)).toBe(1);
    expect(await resealClientSecrets(after)).toBe(0);
    const done = processWith(db.database.db, { OTP_SEAL_KEY: nextKey });
    const [resealed] = await done.select().from(externalIdentityProviders);
    expect(
      opensWith(await derivedKeyOf(done, 'external-identity-client-secret'), resealed?.clientSecretSealed ?? ''),
    ).toBe(true);
    expect(await openClientSecret(done, resealed?.clientSecretSealed ?? '')).toBe('line-secret');
  });
});
