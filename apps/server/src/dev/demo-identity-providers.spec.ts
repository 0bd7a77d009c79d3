import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_SANDBOX_DEMO_CLIENT } from '../config';
import { accountSettingsOf } from '../modules/store/account-settings';
import { enabledProviderOf } from '../modules/external-identity/providers.repository';
import { buildTestApp } from '../test/app';
import { TestBrowser } from '../test/browser';
import { createTestDatabase, type TestDatabase } from '../test/database';

const demoInProduction = { NODE_ENV: 'production', DEMO: '1', ALLOW_DEMO_IN_PRODUCTION: '1' };

/** The sandbox's discovery documents only: enough for the server to send a browser to its login page. */
async function discoveryOnly(): Promise<{ origin: string; server: Server }> {
  const server = createServer((req, res) => {
    const [, key] = (req.url ?? '').split('/');
    const issuer = `${origin}/${key}`;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ issuer, authorization_endpoint: `${issuer}/auth`, token_endpoint: `${issuer}/token` }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, server };
}

describe('the demo store with the identity sandbox (DEMO=1 and IDENTITY_SANDBOX_URL)', () => {
  let db: TestDatabase;
  let sandbox: { origin: string; server: Server };
  beforeAll(async () => {
    [db, sandbox] = await Promise.all([createTestDatabase(), discoveryOnly()]);
  });
  afterAll(async () => {
    sandbox.server.close();
    await db.close();
  });

  it('offers nothing without IDENTITY_SANDBOX_URL, nor with it outside the demo', async () => {
    for (const env of [demoInProduction, { IDENTITY_SANDBOX_URL: sandbox.origin }]) {
      const app = await buildTestApp(db.database, env);
      await app.close();
      expect((await accountSettingsOf(db.database.db, 'demo')).externalIdentities).toEqual([]);
    }
  });

  it('saves LINE (HS256) and Google at the sandbox issuers; sends browsers there in production', async () => {
    const app = await buildTestApp(db.database, { ...demoInProduction, IDENTITY_SANDBOX_URL: `${sandbox.origin}/` });
    try {
      const line = await enabledProviderOf(app.db, 'demo', 'Line');
      expect(line).toMatchObject({
        method: 'oidc',
        issuer: `${sandbox.origin}/line`,
        idTokenAlg: 'HS256',
        ...IDENTITY_SANDBOX_DEMO_CLIENT,
      });
      expect(await enabledProviderOf(app.db, 'demo', 'Google')).toMatchObject({
        issuer: `${sandbox.origin}/google`,
        idTokenAlg: null,
      });
      expect((await accountSettingsOf(app.db, 'demo')).externalIdentities).toEqual([
        { type: 'Line', name: 'LINE' },
        { type: 'Google', name: 'Google' },
      ]);
      expect((await accountSettingsOf(app.db, 'second')).externalIdentities).toEqual([]);

      // The demo runs the production build: its plain-http sandbox is still spoken to.
      const start = await new TestBrowser(app).get('/auth/authorize?userIdentifierType=Line');
      const target = new URL(start.headers.location ?? '');
      expect(`${target.origin}${target.pathname}`).toBe(`${sandbox.origin}/line/auth`);
      expect(target.searchParams.get('client_id')).toBe(IDENTITY_SANDBOX_DEMO_CLIENT.clientId);
      expect(target.searchParams.get('redirect_uri')).toBe('http://localhost/auth/callback');
    } finally {
      await app.close();
    }
  });
});
