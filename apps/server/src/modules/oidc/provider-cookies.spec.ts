import { describe, expect, it } from 'vitest';
import { loggedInMember } from '../../test/member-fixtures';
import { useTestApp, type TestApp } from '../../test/use-test-app';
import { authorizeUrl, authorizeWithConsent, pkce } from './oidc-flow.test-kit';

interface SeenCookie {
  readonly name: string;
  readonly path?: string;
  readonly domain?: string;
  readonly secure?: boolean;
  readonly httpOnly?: boolean;
  readonly sameSite?: string;
}

/** Every cookie the server sets while a logged-in member goes through a whole authorization. */
async function cookiesOfAFlow(t: TestApp, email: string): Promise<SeenCookie[]> {
  const { browser } = await loggedInMember(t.app, t.db, email);
  const seen: SeenCookie[] = [];
  // Each response passes through here on its way to the test browser.
  const app = t.app as unknown as { inject: (options: object) => Promise<{ cookies: SeenCookie[] }> };
  const inject = app.inject.bind(app);
  app.inject = async (options: object) => {
    const response = await inject(options);
    seen.push(...response.cookies);
    return response;
  };
  try {
    await authorizeWithConsent(t.app, browser, ['openid', 'membership']);
  } finally {
    app.inject = inject;
  }
  return seen.filter((cookie) => cookie.name.includes('oidc'));
}

describe('the provider’s cookies under COOKIE_SECURE (the default outside development)', () => {
  const t = useTestApp();

  it('are Secure, HttpOnly, SameSite=Lax and __Host- prefixed (path /, no Domain); resume is __Secure-', async () => {
    const cookies = await cookiesOfAFlow(t, 'provider-cookies@example.com');
    const names = new Set(cookies.map((cookie) => cookie.name.replace(/\.sig$/, '')));
    expect([...names].sort()).toEqual([
      '__Host-vs-oidc-interaction',
      '__Host-vs-oidc-session',
      '__Secure-vs-oidc-resume',
    ]);
    for (const cookie of cookies) {
      expect(cookie, cookie.name).toMatchObject({ secure: true, httpOnly: true, sameSite: 'lax' });
      expect(cookie.domain, cookie.name).toBeUndefined();
      if (cookie.name.startsWith('__Host-')) expect(cookie.path, cookie.name).toBe('/');
    }
  });
});

describe('the provider’s cookies with COOKIE_SECURE=0 (plain-http development)', () => {
  const t = useTestApp({ COOKIE_SECURE: '0' });

  it('have no prefix and no Secure flag, like the site’s own cookies there', async () => {
    const started = await t.app.inject({ url: authorizeUrl(pkce().challenge), headers: { host: 'localhost' } });
    expect(started.statusCode, started.body).toBe(303);
    const cookies = started.cookies.filter((cookie) => cookie.name.includes('oidc'));
    expect([...new Set(cookies.map((cookie) => cookie.name.replace(/\.sig$/, '')))].sort()).toEqual([
      'vs-oidc-interaction',
      'vs-oidc-resume',
    ]);
    for (const cookie of cookies) expect(cookie.secure, cookie.name).toBeFalsy();
  });
});
