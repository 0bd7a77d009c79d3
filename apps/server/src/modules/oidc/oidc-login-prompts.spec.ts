import { describe, expect, it } from 'vitest';
import { TestBrowser, testClock } from '../../test/browser';
import { loggedInMember, PASSWORD } from '../../test/member-fixtures';
import { useTestApp } from '../../test/use-test-app';
import { ACR_ONE_FACTOR } from './login-result';
import { authorizeUrl, authorizeWithConsent, follow, pkce, REDIRECT_URI, tokenOf } from './oidc-flow.test-kit';

/** The claims of an ID token (the provider signed it; the specs only read it). */
function idTokenClaims(idToken: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
const SCOPES = ['openid', 'membership', 'profile', 'email'];

describe('the OIDC login prompts: prompt=login, max_age, prompt=none, id_token_hint, select_account', () => {
  // The site's clock runs an hour behind the provider's: a login time taken from the site session
  // can never be mistaken for "now" in an ID token.
  const clock = testClock(new Date(Date.now() - 3_600_000));
  const t = useTestApp({}, { now: clock.now });

  /** The password form inside the interaction, then the flow to the client's callback. */
  async function passwordLogin(browser: TestBrowser, email: string): Promise<string> {
    const login = await browser.post('/oidc/login', {
      emailUserId: email,
      password: PASSWORD,
      loginMethod: 'Password',
    });
    expect(login.statusCode, login.body).toBe(200);
    return follow(browser, login.json<{ redirectTo: string }>().redirectTo);
  }

  it('prompt=login with a live session: not the chooser, the password form answers it; auth_time', async () => {
    const { browser, member } = await loggedInMember(t.app, t.db, 'oidc-prompt-login@example.com');
    await authorizeWithConsent(t.app, browser, SCOPES);
    clock.advance(60_000);

    const flow = pkce();
    expect(await follow(browser, authorizeUrl(flow.challenge, { prompt: 'login' }))).toBe('/oidc/login');
    // "Continue as" is no login: posting the chooser's form leaves the login owed.
    const chooser = await browser.post('/oidc/selectAccount/form', {});
    expect(chooser.statusCode, chooser.body).toBe(200);
    expect(chooser.json<{ redirectTo: string }>().redirectTo).toBe('/oidc/login');
    expect((await browser.screenData('/oidc/select-account')).json()).toEqual({ redirectTo: '/oidc' });

    clock.advance(60_000);
    const loggedInAt = clock.now();
    const callback = new URL(await passwordLogin(browser, member.email));
    expect(callback.origin + callback.pathname).toBe(REDIRECT_URI);
    const tokens = await tokenOf(t.app, String(callback.searchParams.get('code')), flow.verifier);
    const claims = idTokenClaims(tokens.id_token);
    expect(claims['sub']).toBe(member.authId);
    expect(claims['auth_time']).toBe(epochSeconds(loggedInAt));
    expect(claims['amr']).toEqual(['pwd']);
    expect(claims['acr']).toBe(ACR_ONE_FACTOR);
  });

  it('max_age=0 with a live session shows the password form, and auth_time is the new login', async () => {
    const { browser, member } = await loggedInMember(t.app, t.db, 'oidc-max-age@example.com');
    await authorizeWithConsent(t.app, browser, SCOPES);
    clock.advance(60_000);

    const flow = pkce();
    expect(await follow(browser, authorizeUrl(flow.challenge, { max_age: '0' }))).toBe('/oidc/login');
    const chooser = await browser.post('/oidc/selectAccount/form', {});
    expect(chooser.json<{ redirectTo: string }>().redirectTo).toBe('/oidc/login');

    clock.advance(60_000);
    const loggedInAt = clock.now();
    const callback = new URL(await passwordLogin(browser, member.email));
    const tokens = await tokenOf(t.app, String(callback.searchParams.get('code')), flow.verifier);
    expect(idTokenClaims(tokens.id_token)['auth_time']).toBe(epochSeconds(loggedInAt));
  });

  it('hands the provider the site login’s own time when no new login was asked', async () => {
    const { browser } = await loggedInMember(t.app, t.db, 'oidc-auth-time@example.com');
    const loggedInAt = clock.now();
    clock.advance(120_000);
    // The entry answers the login prompt from the site session: its time becomes the provider's.
    await authorizeWithConsent(t.app, browser, SCOPES);
    const flow = pkce();
    const callback = new URL(await follow(browser, authorizeUrl(flow.challenge, { max_age: '86400' })));
    const tokens = await tokenOf(t.app, String(callback.searchParams.get('code')), flow.verifier);
    expect(idTokenClaims(tokens.id_token)['auth_time']).toBe(epochSeconds(loggedInAt));
  });

  it('answers login_required to prompt=none after the member logged out of the store', async () => {
    const { browser } = await loggedInMember(t.app, t.db, 'oidc-none-logout@example.com');
    await authorizeWithConsent(t.app, browser, SCOPES);
    const silent = await follow(browser, authorizeUrl(pkce().challenge, { prompt: 'none' }));
    expect(new URL(silent).searchParams.get('code')).toBeTruthy();

    expect((await browser.post('/logout', {})).statusCode).toBe(204);
    const none = new URL(await follow(browser, authorizeUrl(pkce().challenge, { prompt: 'none' })));
    expect(none.searchParams.get('error')).toBe('login_required');
  });

  it('ends an id_token_hint naming another member on the error page, not in a redirect loop', async () => {
    const { browser: first } = await loggedInMember(t.app, t.db, 'oidc-hint-a@example.com');
    const { id_token: hint } = await authorizeWithConsent(t.app, first, SCOPES);
    const { browser: other } = await loggedInMember(t.app, t.db, 'oidc-hint-b@example.com');
    await authorizeWithConsent(t.app, other, SCOPES);

    const page = new URL(
      await follow(other, authorizeUrl(pkce().challenge, { id_token_hint: hint })),
      'http://localhost',
    );
    expect(page.pathname).toBe('/oidc/error');
    expect(page.searchParams.get('type')).toBe('login_required');
    // The member the hint names goes through as before.
    const own = await follow(first, authorizeUrl(pkce().challenge, { id_token_hint: hint }));
    expect(new URL(own).searchParams.get('code')).toBeTruthy();
  });

  it('does not show the account chooser right after a fresh login in the same flow', async () => {
    const { member } = await loggedInMember(t.app, t.db, 'oidc-select-fresh@example.com');
    const guest = await new TestBrowser(t.app, 'localhost', {}, '10.9.1.1').open();
    expect(await follow(guest, authorizeUrl(pkce().challenge, { prompt: 'select_account' }))).toBe('/oidc/login');
    expect(await passwordLogin(guest, member.email)).toBe('/oidc/consent');
  });
});
