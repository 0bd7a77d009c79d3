import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { externalAuthAttempts, externalIdentityProviders, storeAccountSettings } from '../../db/schema';
import { loggerOptions } from '../../logger';
import { buildTestApp } from '../../test/app';
import { TestBrowser } from '../../test/browser';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { loggedInMember } from '../../test/member-fixtures';
import { openClientSecret } from './provider-secret';
import {
  enabledProviderOf,
  insecureEnabledProviders,
  InsecureProviderError,
  saveExternalProviders,
  type ProviderInput,
} from './providers.repository';
import { offerStandInProviders, type StandInProviders } from './test-kit/stand-in-store';
import { tripThroughProvider } from './test-kit/provider-trip';

let db: TestDatabase;
let app: FastifyInstance;
let providers: StandInProviders;
const written: string[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      written.push(chunk.toString());
      done();
    },
  });
  const options = loggerOptions(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'debug' }));
  app = await buildTestApp(db.database, {}, undefined, { logger: { ...(options as object), stream } });
  providers = await offerStandInProviders(app);
});
afterAll(async () => {
  await providers.close();
  await app.close();
  await db.close();
});

const secretsOf = () =>
  [providers.google, providers.line, providers.apple, providers.x, providers.facebook].map((kit) => kit.clientSecret);

describe("a store's identity providers", () => {
  it('keep their client secrets sealed at rest, opened only for the server', async () => {
    const rows = await db.database.db.select().from(externalIdentityProviders);
    expect(rows).toHaveLength(5);
    const stored = JSON.stringify(rows);
    for (const secret of secretsOf()) expect(stored).not.toContain(secret);
    const line = rows.find((row) => row.type === 'Line');
    expect(line?.clientSecretSealed).toMatch(/^v1\./);
    expect(await openClientSecret(db.database.db, line?.clientSecretSealed ?? '')).toBe(providers.line.clientSecret);
    expect((await enabledProviderOf(db.database.db, 'demo', 'Line'))?.clientSecret).toBe(providers.line.clientSecret);
  });

  it('write the display list My Page reads from the enabled rows, in their order', async () => {
    const [settings] = await db.database.db
      .select({ list: storeAccountSettings.externalIdentities })
      .from(storeAccountSettings)
      .where(eq(storeAccountSettings.storeId, 'demo'));
    expect(settings?.list).toEqual([
      { type: 'Google', name: 'Google' },
      { type: 'Line', name: 'LINE' },
      { type: 'Apple', name: 'Apple' },
      { type: 'X', name: 'X' },
      { type: 'Facebook', name: 'Facebook' },
    ]);
  });

  it('never send a secret to the browser, nor write one (or a code, state or token) to the log', async () => {
    const { browser } = await loggedInMember(app, db, 'settings.secrets@example.com');
    const screens = await Promise.all(
      ['/', '/mypage', '/login'].map(async (path) =>
        path === '/'
          ? (await browser.get('/zapi/internal/root/screen-data')).body
          : (await browser.screenData(path)).body,
      ),
    );
    providers.google.next = { user: { sub: 'g-log', email: 'g-log@example.com', emailVerified: true } };
    const trip = await tripThroughProvider(
      app,
      await new TestBrowser(app).open(),
      '/auth/authorize?userIdentifierType=Google',
    );
    expect(trip.location).toBe('/signup/auth');
    const callback = new URL(trip.callbackUrl, 'http://localhost');
    const log = written.join('');
    expect(log).toContain('external identity: unknown, sign-up offered');
    for (const secret of secretsOf()) {
      expect(log).not.toContain(secret);
      for (const screen of screens) expect(screen).not.toContain(secret);
    }
    for (const value of [callback.searchParams.get('code'), callback.searchParams.get('state')])
      expect(log).not.toContain(value);
    expect(
      await db.database.db
        .select()
        .from(externalAuthAttempts)
        .where(eq(externalAuthAttempts.stateDigest, callback.searchParams.get('state') ?? '')),
    ).toEqual([]);
  });
});

describe('a production server', () => {
  const plainHttp: ProviderInput = {
    type: 'Line',
    name: 'LINE',
    method: 'oidc',
    clientId: 'c',
    clientSecret: 's',
    issuer: 'http://access.line.me',
    scopes: 'openid',
  };

  it('refuses to save a provider whose issuer or endpoints are not https', async () => {
    await expect(
      saveExternalProviders(db.database.db, 'second', [plainHttp], { requireHttps: true }),
    ).rejects.toBeInstanceOf(InsecureProviderError);
    await expect(
      saveExternalProviders(
        db.database.db,
        'second',
        [
          {
            ...plainHttp,
            type: 'X',
            method: 'oauth2',
            issuer: 'https://x.com',
            authorizationEndpoint: 'https://x.com/i/oauth2/authorize',
            tokenEndpoint: 'http://api.x.com/2/oauth2/token',
            profileEndpoint: 'https://api.x.com/2/users/me',
          },
        ],
        { requireHttps: true },
      ),
    ).rejects.toThrow('X http://api.x.com/2/oauth2/token');
    await saveExternalProviders(db.database.db, 'second', [{ ...plainHttp, issuer: 'https://access.line.me' }], {
      requireHttps: true,
    });
  });

  it('lists every enabled provider that is not https, for the refusal at start', async () => {
    const insecure = await insecureEnabledProviders(db.database.db);
    expect(insecure).toContain(`demo/Google ${providers.google.issuer}`);
    expect(insecure).toContain(`demo/X ${providers.x.origin}/token`);
    expect(insecure.filter((line) => line.startsWith('second/'))).toEqual([]);
  });
});
