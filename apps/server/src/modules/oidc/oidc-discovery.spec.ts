import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app';
import { useTestApp } from '../../test/use-test-app';

describe('the per-store OpenID Connect provider', () => {
  const t = useTestApp();

  it('answers discovery on the store’s own host, as its own issuer, with code flow and PKCE S256 only', async () => {
    const response = await t.app.inject({
      url: '/.well-known/openid-configuration',
      headers: { host: '127.0.0.1:3000' },
    });
    expect(response.statusCode).toBe(200);
    const discovery = response.json<Record<string, unknown>>();
    expect(discovery['issuer']).toBe('http://127.0.0.1:3000');
    expect(discovery['authorization_endpoint']).toBe('http://127.0.0.1:3000/oidc-op/auth');
    expect(discovery['response_types_supported']).toEqual(['code']);
    expect(discovery['code_challenge_methods_supported']).toEqual(['S256']);
    expect(discovery['revocation_endpoint']).toBe('http://127.0.0.1:3000/oidc-op/token/revocation');
    expect(discovery['end_session_endpoint']).toBe('http://127.0.0.1:3000/oidc-op/session/end');
    expect(discovery['scopes_supported']).toEqual(
      expect.arrayContaining(['openid', 'profile', 'email', 'offline_access', 'membership']),
    );
    // Our headers stay on the provider's own answers.
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');

    const other = await t.app.inject({ url: '/.well-known/openid-configuration', headers: { host: 'localhost:3000' } });
    expect(other.json<Record<string, unknown>>()['issuer']).toBe('http://localhost:3000');
  });

  it('builds discovery’s endpoint URLs from the issuer (PUBLIC_ORIGIN), never from the Host header', async () => {
    const app = await buildTestApp(t.db.database, { PUBLIC_ORIGIN: 'https://localhost:8443' });
    try {
      const response = await app.inject({
        url: '/.well-known/openid-configuration',
        headers: { host: 'localhost:3000' },
      });
      const discovery = response.json<Record<string, unknown>>();
      expect(discovery['issuer']).toBe('https://localhost:8443');
      for (const name of ['authorization_endpoint', 'token_endpoint', 'userinfo_endpoint', 'jwks_uri'])
        expect(String(discovery[name]), name).toMatch(/^https:\/\/localhost:8443\/oidc-op\//);
    } finally {
      await app.close();
    }
  });

  it('answers 404 on every OIDC path of a store with OIDC off', async () => {
    for (const url of ['/.well-known/openid-configuration', '/oidc-op/auth?client_id=x', '/oidc-op/jwks']) {
      const response = await t.app.inject({ url, headers: { host: 'second.localhost' } });
      expect(response.statusCode).toBe(404);
    }
  });

  it('sends an unknown client to the OIDC error page, never to a stack trace', async () => {
    const response = await t.app.inject({
      url: '/oidc-op/auth?client_id=nobody&response_type=code&scope=openid&redirect_uri=http://127.0.0.1:8765/callback',
      headers: { host: '127.0.0.1:3000' },
    });
    expect(response.statusCode).toBe(303);
    const location = new URL(response.headers.location as string, 'http://127.0.0.1:3000');
    expect(location.pathname).toBe('/oidc/error');
    expect(location.searchParams.get('type')).toBe('invalid_client');
    expect(location.searchParams.get('status')).toBe('400');
  });
});
