import type { OidcConsentScreenData } from '@vs/contract';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { oidcPayloads } from '../../db/schema';
import { latestPin, TestBrowser } from '../../test/browser';
import { enableFactor } from '../mfa/factors.repository';
import { sealOtpSecret } from '../mfa/otp-secret-seal';
import { newOtpSecret, totpCodeAt } from '../mfa/totp';
import { loggedInMember } from '../../test/member-fixtures';
import { useTestApp } from '../../test/use-test-app';
import { ACR_TWO_FACTORS } from './login-result';
import { tokenDigestOf } from './oidc-adapter';
import {
  authorizeUrl,
  authorizeWithConsent,
  follow,
  pkce,
  REDIRECT_URI,
  tokenCall,
  tokenOf,
  userinfoCall,
} from './oidc-flow.test-kit';

describe('the OIDC interaction flow (server side, demo-spa with PKCE)', () => {
  const t = useTestApp();

  it('logs the site member in, asks consent, honours a refused scope, and asks nothing the second time', async () => {
    const { browser, member } = await loggedInMember(t.app, t.db, 'oidc-flow@example.com');
    const first = pkce();
    const consentPage = await follow(browser, authorizeUrl(first.challenge));
    expect(consentPage).toBe('/oidc/consent');
    const consent = (await browser.screenData('/oidc/consent')).json<OidcConsentScreenData>();
    expect(consent.clientInfo.clientName).toBe('Demo single-page app');
    expect(consent.unauthorizedScopeKeys).toEqual(['openid', 'membership', 'profile', 'email']);
    expect(consent.storeScopeSettings.find((s) => s.scopeKey === 'membership')?.required).toBe(true);

    // A required scope cannot be refused.
    const refused = await browser.post('/oidc/consent/form', {
      addScope: ['openid', 'profile'],
      rejectScope: ['membership', 'email'],
    });
    expect(refused.statusCode).toBe(400);

    const allowed = await browser.post('/oidc/consent/form', {
      addScope: ['openid', 'membership', 'profile'],
      rejectScope: ['email'],
    });
    expect(allowed.statusCode, allowed.body).toBe(200);
    const callback = new URL(await follow(browser, allowed.json<{ redirectTo: string }>().redirectTo));
    expect(callback.searchParams.get('state')).toBe('state-1');
    const tokens = await tokenOf(t.app, String(callback.searchParams.get('code')), first.verifier);
    expect(tokens.scope.split(' ').sort()).toEqual(['membership', 'openid', 'profile']);

    const userinfo = await t.app.inject({
      url: '/oidc-op/me',
      headers: { host: 'localhost', authorization: `Bearer ${tokens.access_token}` },
    });
    expect(userinfo.statusCode).toBe(200);
    const claims = userinfo.json<Record<string, unknown>>();
    expect(claims['sub']).toBe(member.authId);
    expect(claims['membership']).toBe('member');
    expect(claims['email']).toBeUndefined();

    // Consent belongs to member and client: a new browser of the same member is not asked again.
    const second = pkce();
    const again = await follow(browser, authorizeUrl(second.challenge, { state: 'state-2' }));
    expect(again.startsWith(REDIRECT_URI)).toBe(true);
    expect(new URL(again).searchParams.get('code')).toBeTruthy();
  });

  it('takes the consent page’s answer as the whole decision: a scope refused, then allowed, is granted', async () => {
    const { browser, member } = await loggedInMember(t.app, t.db, 'oidc-consent-again@example.com');
    const consentTo = async (addScope: string[], rejectScope: string[]) => {
      const flow = pkce();
      expect(await follow(browser, authorizeUrl(flow.challenge, { prompt: 'consent' }))).toBe('/oidc/consent');
      const answer = await browser.post('/oidc/consent/form', { addScope, rejectScope });
      expect(answer.statusCode, answer.body).toBe(200);
      const callback = new URL(await follow(browser, answer.json<{ redirectTo: string }>().redirectTo));
      const tokens = await tokenOf(t.app, String(callback.searchParams.get('code')), flow.verifier);
      return { tokens, claims: (await userinfoCall(t.app, tokens.access_token)).json<Record<string, unknown>>() };
    };
    const refused = await consentTo(['openid', 'membership', 'profile'], ['email']);
    expect(refused.claims['email']).toBeUndefined();

    const allowed = await consentTo(['openid', 'membership', 'profile', 'email'], []);
    expect(allowed.tokens.scope.split(' ')).toContain('email');
    expect(allowed.claims['email']).toBe(member.email);

    // And back: refusing it now takes it away again.
    const again = await consentTo(['openid', 'membership', 'profile'], ['email']);
    expect(again.tokens.scope.split(' ')).not.toContain('email');
    expect(again.claims['email']).toBeUndefined();
  });

  it('answers login_required to prompt=none without a site login, access_denied to a cancel', async () => {
    const guest = await new TestBrowser(t.app, 'localhost').open();
    const none = await follow(guest, authorizeUrl(pkce().challenge, { prompt: 'none' }));
    expect(new URL(none).searchParams.get('error')).toBe('login_required');

    const { browser } = await loggedInMember(t.app, t.db, 'oidc-cancel@example.com');
    expect(await follow(browser, authorizeUrl(pkce().challenge))).toBe('/oidc/consent');
    const abort = await browser.post('/oidc/consent/form/abort', {});
    expect(abort.statusCode, abort.body).toBe(200);
    const denied = new URL(await follow(browser, abort.json<{ redirectTo: string }>().redirectTo));
    expect(denied.searchParams.get('error')).toBe('access_denied');
  });

  it('sends a guest to /oidc/login and back into the flow after the password', async () => {
    const { member } = await loggedInMember(t.app, t.db, 'oidc-login@example.com');
    const guest = await new TestBrowser(t.app, 'localhost', {}, '10.9.0.1').open();
    expect(await follow(guest, authorizeUrl(pkce().challenge))).toBe('/oidc/login');
    const page = await guest.screenData('/oidc/login');
    expect(page.json<{ clientInfo: { clientId: string } }>().clientInfo.clientId).toBe('demo-spa');
    const login = await guest.post('/oidc/login', {
      emailUserId: member.email,
      password: 'Passw0rdDemo',
      loginMethod: 'Password',
    });
    expect(login.statusCode, login.body).toBe(200);
    // The login answers the interaction itself: straight back to the provider, then to consent.
    const next = login.json<{ redirectTo: string }>().redirectTo;
    expect(new URL(next).pathname).toMatch(/^\/oidc-op\/auth\//);
    expect(await follow(guest, next)).toBe('/oidc/consent');
  });

  it('lets the member continue, or switch to another member (a different sub), on prompt=select_account', async () => {
    const { browser, member } = await loggedInMember(t.app, t.db, 'oidc-select-a@example.com');
    const { member: other } = await loggedInMember(t.app, t.db, 'oidc-select-b@example.com');
    const consentAll = async () => {
      const allowed = await browser.post('/oidc/consent/form', {
        addScope: ['openid', 'membership', 'profile', 'email'],
        rejectScope: [],
      });
      return follow(browser, allowed.json<{ redirectTo: string }>().redirectTo);
    };
    const first = pkce();
    expect(await follow(browser, authorizeUrl(first.challenge, { prompt: 'select_account' }))).toBe(
      '/oidc/select-account',
    );
    const page = await browser.screenData('/oidc/select-account');
    expect(page.json<{ account: { email: string } }>().account.email).toBe(member.email);
    const chosen = await browser.post('/oidc/selectAccount/form', {});
    expect(await follow(browser, chosen.json<{ redirectTo: string }>().redirectTo)).toBe('/oidc/consent');
    const firstCode = new URL(await consentAll()).searchParams.get('code');
    expect((await tokenOf(t.app, String(firstCode), first.verifier)).id_token).toBeTruthy();

    const second = pkce();
    expect(await follow(browser, authorizeUrl(second.challenge, { prompt: 'select_account' }))).toBe(
      '/oidc/select-account',
    );
    const switched = await browser.post('/oidc/selectAccount/form/switch', {});
    expect(switched.json<{ redirectTo: string }>().redirectTo).toBe('/oidc/login');
    await browser.open(); // the page loads /oidc/login in full: a new pre-session and CSRF cookie
    const login = await browser.post('/oidc/login', {
      emailUserId: other.email,
      password: 'Passw0rdDemo',
      loginMethod: 'Password',
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(await follow(browser, login.json<{ redirectTo: string }>().redirectTo)).toBe('/oidc/consent');
    const secondCode = new URL(await consentAll()).searchParams.get('code');
    const tokens = await tokenOf(t.app, String(secondCode), second.verifier);
    const userinfo = await t.app.inject({
      url: '/oidc-op/me',
      headers: { host: 'localhost', authorization: `Bearer ${tokens.access_token}` },
    });
    expect(userinfo.json<{ sub: string }>().sub).toBe(other.authId);
    expect(other.authId).not.toBe(member.authId);
  });

  it('never skips the second factor in the flow: the OIDC pages ask it, then on (amr, acr say so)', async () => {
    const { member } = await loggedInMember(t.app, t.db, 'oidc-mfa@example.com');
    const secret = newOtpSecret();
    await enableFactor(t.db.database.db, member.id, 'OTP', t.app.now(), await sealOtpSecret(t.db.database.db, secret));
    const guest = await new TestBrowser(t.app, 'localhost', {}, '10.9.0.2').open();
    const flow = pkce();
    expect(await follow(guest, authorizeUrl(flow.challenge))).toBe('/oidc/login');
    const login = await guest.post('/oidc/login', {
      emailUserId: member.email,
      password: 'Passw0rdDemo',
      loginMethod: 'Password',
    });
    expect(login.json<{ redirectTo: string }>().redirectTo).toBe('/oidc/login/multi-factor');
    // The password alone is no login: the entry still asks for one, and nothing reaches the client.
    expect(await follow(guest, '/oidc/loginInteraction')).toBe('/oidc/login');
    expect((await guest.screenData('/oidc/login/multi-factor')).json()).toEqual({
      types: ['OTP'],
      preferredType: null,
    });
    const entry = await guest.screenData('/oidc/login/multi-factor/otp');
    expect(entry.json()).toMatchObject({ type: 'OTP', canChooseAnother: false });
    const wrong = await guest.post('/zapi/oidc/login/multi-factor/otp', { value: '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json<{ code: string }>().code).toBe('PIN_CODE_ERROR');
    const second = await guest.post('/zapi/oidc/login/multi-factor/otp', {
      value: await totpCodeAt(secret, t.app.now()),
    });
    expect(second.statusCode, second.body).toBe(200);
    // The second factor answers the interaction itself: to the provider, then consent.
    const next = second.json<{ redirectTo: string }>().redirectTo;
    expect(new URL(next).pathname).toMatch(/^\/oidc-op\/auth\//);
    expect(await follow(guest, next)).toBe('/oidc/consent');
    // The ID token says how: password and authenticator app, two factors.
    const allowed = await guest.post('/oidc/consent/form', {
      addScope: ['openid', 'membership', 'profile', 'email'],
      rejectScope: [],
    });
    const callback = new URL(await follow(guest, allowed.json<{ redirectTo: string }>().redirectTo));
    const { id_token: idToken } = await tokenOf(t.app, String(callback.searchParams.get('code')), flow.verifier);
    const claims = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    expect(claims).toMatchObject({ amr: ['pwd', 'otp', 'mfa'], acr: ACR_TWO_FACTORS });
  });

  it('sends a second step without a pending login to /oidc/login, a gone interaction to /oidc/error', async () => {
    const guest = await new TestBrowser(t.app, 'localhost', {}, '10.9.0.3').open();
    expect(await follow(guest, authorizeUrl(pkce().challenge))).toBe('/oidc/login');
    expect((await guest.screenData('/oidc/login/multi-factor')).json()).toEqual({ redirectTo: '/oidc/login' });
    const lost = await guest.post('/zapi/oidc/login/multi-factor/otp', { value: '123456' });
    expect(lost.statusCode).toBe(401);
    expect(lost.json<{ code: string; redirectTo?: string }>()).toMatchObject({
      code: 'INVALID_SESSION_FLOW',
      redirectTo: '/oidc/login',
    });
    const stranger = await new TestBrowser(t.app, 'localhost', {}, '10.9.0.4').open();
    const gone = (await stranger.screenData('/oidc/login/multi-factor/otp')).json<{ redirectTo: string }>();
    expect(gone.redirectTo).toMatch(/^\/oidc\/error\?/);
  });

  it('logs in with a mailed code inside the flow (/oidc/login/code), then goes on to consent', async () => {
    const { member } = await loggedInMember(t.app, t.db, 'oidc-code@example.com');
    const guest = await new TestBrowser(t.app, 'localhost', {}, '10.9.0.5').open();
    expect(await follow(guest, authorizeUrl(pkce().challenge))).toBe('/oidc/login');
    const sent = await guest.post('/oidc/login/code', { email: member.email });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ redirectTo: '/oidc/login/code' });
    expect((await guest.screenData('/oidc/login/code')).json()).toMatchObject({ email: member.email, returnTo: null });
    const code = await latestPin(t.db.database, 'demo', member.email);
    const login = await guest.post('/oidc/login', {
      emailUserId: member.email,
      authCode: code,
      loginMethod: 'AuthCode',
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(await follow(guest, login.json<{ redirectTo: string }>().redirectTo)).toBe('/oidc/consent');
  });

  it('takes an authorization code once, lives at most 10 minutes, and a replay revokes its tokens', async () => {
    const { browser } = await loggedInMember(t.app, t.db, 'oidc-code-once@example.com');
    const flow = pkce();
    expect(await follow(browser, authorizeUrl(flow.challenge, { prompt: 'consent' }))).toBe('/oidc/consent');
    const allowed = await browser.post('/oidc/consent/form', {
      addScope: ['openid', 'membership', 'profile', 'email'],
      rejectScope: [],
    });
    const callback = new URL(await follow(browser, allowed.json<{ redirectTo: string }>().redirectTo));
    const code = String(callback.searchParams.get('code'));
    const [stored] = await t.db.database.db
      .select()
      .from(oidcPayloads)
      .where(eq(oidcPayloads.id, tokenDigestOf(code)));
    const { iat, exp } = stored?.payload as { iat: number; exp: number };
    expect(exp - iat).toBeGreaterThan(0);
    expect(exp - iat).toBeLessThanOrEqual(600);

    const tokens = await tokenOf(t.app, code, flow.verifier);
    const replay = await tokenCall(t.app, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
      code_verifier: flow.verifier,
    });
    expect(replay.json<{ error: string }>().error).toBe('invalid_grant');
    expect((await userinfoCall(t.app, tokens.access_token)).statusCode).toBe(401);
  });

  it('rotates refresh tokens, and a replayed one revokes the grant', async () => {
    const { browser } = await loggedInMember(t.app, t.db, 'oidc-refresh@example.com');
    const flow = pkce();
    const scope = 'openid membership offline_access';
    expect(await follow(browser, authorizeUrl(flow.challenge, { scope, prompt: 'consent' }))).toBe('/oidc/consent');
    const allowed = await browser.post('/oidc/consent/form', {
      addScope: ['openid', 'membership', 'offline_access'],
      rejectScope: [],
    });
    const callback = new URL(await follow(browser, allowed.json<{ redirectTo: string }>().redirectTo));
    const tokens = await tokenOf(t.app, String(callback.searchParams.get('code')), flow.verifier);
    const first = (tokens as { refresh_token?: string }).refresh_token;
    expect(first).toBeTruthy();
    const refresh = (refreshToken: string) =>
      t.app.inject({
        method: 'POST',
        url: '/oidc-op/token',
        headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: refreshToken,
          client_id: 'demo-spa',
        }).toString(),
      });
    const rotated = await refresh(String(first));
    expect(rotated.statusCode, rotated.body).toBe(200);
    const second = rotated.json<{ refresh_token: string; access_token: string }>();
    expect(second.refresh_token).toBeTruthy();
    expect(second.refresh_token).not.toBe(first);

    const replay = await refresh(String(first));
    expect(replay.statusCode).toBe(400);
    expect(replay.json<{ error: string }>().error).toBe('invalid_grant');
    // The whole grant went with it: the newer refresh token and its access token are dead too.
    expect((await refresh(second.refresh_token)).json<{ error: string }>().error).toBe('invalid_grant');
    const userinfo = await t.app.inject({
      url: '/oidc-op/me',
      headers: { host: 'localhost', authorization: `Bearer ${second.access_token}` },
    });
    expect(userinfo.statusCode).toBe(401);
  });

  it('keeps codes and tokens at rest only as digests: no row holds a token’s value', async () => {
    const { browser, member } = await loggedInMember(t.app, t.db, 'oidc-digests@example.com');
    const tokens = await authorizeWithConsent(t.app, browser, ['openid', 'membership', 'offline_access']);
    const rows = await t.db.database.db.select().from(oidcPayloads).where(eq(oidcPayloads.accountId, member.authId));
    const stored = JSON.stringify(rows);
    expect(rows.map((row) => row.kind)).toEqual(expect.arrayContaining(['AccessToken', 'RefreshToken']));
    for (const value of [tokens.access_token, String(tokens.refresh_token)]) {
      expect(stored).not.toContain(value);
      expect(rows.map((row) => row.id)).toContain(tokenDigestOf(value));
    }
    // And they still work: the provider finds them by their value.
    expect((await userinfoCall(t.app, tokens.access_token)).statusCode).toBe(200);
  });

  it('leaves no grant, token or provider session of a closed account', async () => {
    const { browser, member } = await loggedInMember(t.app, t.db, 'oidc-closed@example.com');
    expect(await follow(browser, authorizeUrl(pkce().challenge))).toBe('/oidc/consent');
    await browser.post('/oidc/consent/form', {
      addScope: ['openid', 'membership', 'profile', 'email'],
      rejectScope: [],
    });
    const rowsOf = async () =>
      t.db.database.db.select().from(oidcPayloads).where(eq(oidcPayloads.accountId, member.authId));
    expect((await rowsOf()).map((row) => row.kind)).toContain('Grant');
    await t.db.database.db.transaction((tx) => t.app.accountClosers.closeAll(tx, member));
    expect(await rowsOf()).toEqual([]);
  });

  it('refuses a cross-site post of the consent form (the CSRF check of every write)', async () => {
    const { browser } = await loggedInMember(t.app, t.db, 'oidc-csrf@example.com');
    expect(await follow(browser, authorizeUrl(pkce().challenge))).toBe('/oidc/consent');
    const body = { addScope: ['openid', 'membership', 'profile', 'email'], rejectScope: [] };
    const forged = await browser.post('/oidc/consent/form', body, {
      origin: 'http://evil.example',
      'x-csrf-token': '',
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json<{ code: string }>().code).toBe('CSRF_INVALID');
    // The interaction is untouched: the member's own answer still goes through.
    expect((await browser.post('/oidc/consent/form', body)).statusCode).toBe(200);
  });

  it('shows an unknown redirect_uri on the OIDC error page, never at the client', async () => {
    const guest = await new TestBrowser(t.app, 'localhost').open();
    const response = await guest.get(authorizeUrl(pkce().challenge, { redirect_uri: 'http://evil.example/cb' }));
    expect(response.statusCode).toBe(303);
    const location = new URL(String(response.headers.location), 'http://localhost');
    expect(location.pathname).toBe('/oidc/error');
    expect(location.searchParams.get('type')).toBe('invalid_redirect_uri');
  });

  it('refuses an authorization without PKCE', async () => {
    const guest = await new TestBrowser(t.app, 'localhost').open();
    const query = new URLSearchParams({
      client_id: 'demo-spa',
      response_type: 'code',
      scope: 'openid',
      redirect_uri: REDIRECT_URI,
      state: 's',
    });
    const response = await guest.get(`/oidc-op/auth?${query.toString()}`);
    const location = new URL(String(response.headers.location));
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('error_description')).toContain('PKCE');
  });
});
