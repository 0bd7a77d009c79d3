import type { ConnectionsScreenData, OidcLogoutScreenData } from '@vs/contract';
import { describe, expect, it } from 'vitest';
import { TestBrowser } from '../../test/browser';
import { loggedInMember } from '../../test/member-fixtures';
import { useTestApp } from '../../test/use-test-app';
import { authorizeUrl, authorizeWithConsent, follow, pkce, tokenCall, userinfoCall } from './oidc-flow.test-kit';

const POST_LOGOUT_URI = 'http://localhost:8765/logged-out';

/** The client's logout request (OpenID Connect RP-Initiated Logout 1.0 §2), as its link sends the browser. */
function endSessionUrl(params: Record<string, string>): string {
  return `/oidc-op/session/end?${new URLSearchParams(params).toString()}`;
}

describe('RP-initiated logout: the client asks, the member confirms, the store’s session ends', () => {
  const t = useTestApp();

  /** A member logged in on the site and through demo-spa: its tokens (the ID token is the logout's hint). */
  async function linkedMember(email: string) {
    const { browser, member } = await loggedInMember(t.app, t.db, email);
    const tokens = await authorizeWithConsent(t.app, browser, ['openid', 'membership', 'offline_access']);
    return { browser, member, tokens };
  }

  it('advertises the end_session endpoint and back-channel logout in discovery', async () => {
    const response = await t.app.inject({
      url: '/.well-known/openid-configuration',
      headers: { host: '127.0.0.1:3000' },
    });
    const discovery = response.json<Record<string, unknown>>();
    expect(discovery['end_session_endpoint']).toBe('http://127.0.0.1:3000/oidc-op/session/end');
    expect(discovery['backchannel_logout_supported']).toBe(true);
    expect(discovery['backchannel_logout_session_supported']).toBe(true);
  });

  it('refuses an unregistered post_logout_redirect_uri on the error page, never redirecting there', async () => {
    const { browser, tokens } = await linkedMember('oidc-logout-mismatch@example.com');
    for (const uri of [
      'http://localhost:8765/logged-out/',
      'http://localhost:8765/logged-out?next=x',
      'http://LOCALHOST:8765/logged-out',
      'http://evil.example/logged-out',
    ]) {
      const response = await browser.get(
        endSessionUrl({ id_token_hint: tokens.id_token, post_logout_redirect_uri: uri, state: 's' }),
        { accept: 'text/html' },
      );
      expect(response.statusCode, `${uri} ${response.body}`).toBe(303);
      const location = new URL(String(response.headers.location), 'http://localhost');
      expect(location.pathname, uri).toBe('/oidc/error');
      expect(location.searchParams.get('type')).toBe('invalid_request');
      expect(location.searchParams.get('description')).toContain('post_logout_redirect_uri');
    }
    // Nothing ended: the member is still logged in on the site.
    expect((await browser.screenData('/mypage')).json()).not.toHaveProperty('redirectTo');
  });

  it('asks first, then ends the provider’s and the site’s sessions and returns with the state', async () => {
    const { browser, member, tokens } = await linkedMember('oidc-logout@example.com');
    const asked = await browser.get(
      endSessionUrl({ id_token_hint: tokens.id_token, post_logout_redirect_uri: POST_LOGOUT_URI, state: 'st-42' }),
    );
    expect(asked.statusCode, asked.body).toBe(303);
    expect(asked.headers.location).toBe('/oidc/logout');
    // Asking ends nothing: the member is still logged in until the confirmation.
    expect((await browser.screenData('/mypage')).json()).not.toHaveProperty('redirectTo');

    const page = (await browser.screenData('/oidc/logout')).json<OidcLogoutScreenData>();
    expect(page.clientInfo?.clientId).toBe('demo-spa');
    expect(page.account?.email).toBe(member.email);

    const confirmed = await browser.post('/oidc/logout/form', {});
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<{ redirectTo: string }>().redirectTo).toBe(`${POST_LOGOUT_URI}?state=st-42`);

    // The site's session is gone (My Page asks for a login), and so is the provider's (prompt=none fails).
    expect((await browser.screenData('/mypage')).json()).toEqual({ redirectTo: '/login?redirect=%2Fmypage' });
    const silent = await follow(browser, authorizeUrl(pkce().challenge, { prompt: 'none' }));
    expect(new URL(silent).searchParams.get('error')).toBe('login_required');
    // The tokens of that login end with it; the consent stays (still a connected app).
    const refresh = await tokenCall(t.app, {
      grant_type: 'refresh_token',
      refresh_token: String(tokens.refresh_token),
    });
    expect(refresh.json<{ error?: string }>().error).toBe('invalid_grant');
    expect((await userinfoCall(t.app, tokens.access_token)).statusCode).toBe(401);

    // The confirmation works once: a second post (with the new pre-session's CSRF token) finds no logout to finish.
    await browser.open();
    const replay = await browser.post('/oidc/logout/form', {});
    expect(new URL(replay.json<{ redirectTo: string }>().redirectTo, 'http://localhost').pathname).toBe('/oidc/error');
  });

  it('keeps the consent after the logout: the connected app is still listed', async () => {
    const { browser, tokens } = await linkedMember('oidc-logout-grant@example.com');
    await browser.get(endSessionUrl({ id_token_hint: tokens.id_token, post_logout_redirect_uri: POST_LOGOUT_URI }));
    const confirmed = await browser.post('/oidc/logout/form', {});
    // No state asked, none added.
    expect(confirmed.json<{ redirectTo: string }>().redirectTo).toBe(POST_LOGOUT_URI);
    await browser.open();
    const login = await browser.post('/login', {
      emailUserId: 'oidc-logout-grant@example.com',
      password: 'Passw0rdDemo',
      loginMethod: 'Password',
    });
    expect(login.statusCode, login.body).toBe(200);
    const connections = (await browser.screenData('/mypage/connections')).json<ConnectionsScreenData>();
    expect(connections.grants.map((grant) => grant.clientId)).toEqual(['demo-spa']);
  });

  it('“stay logged in” keeps the site session, ends the client’s tokens and returns to it', async () => {
    const { browser, tokens } = await linkedMember('oidc-logout-stay@example.com');
    await browser.get(
      endSessionUrl({ id_token_hint: tokens.id_token, post_logout_redirect_uri: POST_LOGOUT_URI, state: 'keep' }),
    );
    const stayed = await browser.post('/oidc/logout/form/stay', {});
    expect(stayed.statusCode, stayed.body).toBe(200);
    expect(stayed.json<{ redirectTo: string }>().redirectTo).toBe(`${POST_LOGOUT_URI}?state=keep`);
    expect((await browser.screenData('/mypage')).json()).not.toHaveProperty('redirectTo');
    expect((await userinfoCall(t.app, tokens.access_token)).statusCode).toBe(401);
  });

  it('without a verified client, redirects nowhere: the logout ends on the site’s own page', async () => {
    const { browser } = await linkedMember('oidc-logout-nohint@example.com');
    // A post_logout_redirect_uri with neither id_token_hint nor client_id cannot be checked: it is dropped.
    await browser.get(endSessionUrl({ post_logout_redirect_uri: POST_LOGOUT_URI, state: 'x' }));
    const page = (await browser.screenData('/oidc/logout')).json<OidcLogoutScreenData>();
    expect(page.clientInfo).toBeNull();
    const confirmed = await browser.post('/oidc/logout/form', {});
    expect(confirmed.json<{ redirectTo: string }>().redirectTo).toBe('/oidc/logout/complete');
    expect((await browser.screenData('/mypage')).json()).toEqual({ redirectTo: '/login?redirect=%2Fmypage' });
  });

  it('refuses a confirmation posted by another site, and asks a guest on the same page', async () => {
    const { browser, tokens } = await linkedMember('oidc-logout-csrf@example.com');
    await browser.get(endSessionUrl({ id_token_hint: tokens.id_token, post_logout_redirect_uri: POST_LOGOUT_URI }));
    const forged = await t.app.inject({
      method: 'POST',
      url: '/oidc/logout/form',
      headers: { host: 'localhost', origin: 'http://evil.example', cookie: browser.cookie },
      payload: {},
    });
    expect(forged.statusCode).toBe(403);
    expect((await browser.screenData('/mypage')).json()).not.toHaveProperty('redirectTo');

    // Without a provider login the library would auto-post an inline-script form: our page asks instead.
    const guest = await new TestBrowser(t.app, 'localhost').open();
    const asked = await guest.get(endSessionUrl({ client_id: 'demo-spa', post_logout_redirect_uri: POST_LOGOUT_URI }));
    expect(asked.statusCode).toBe(303);
    expect(asked.headers.location).toBe('/oidc/logout');
    expect((await guest.screenData('/oidc/logout')).json<OidcLogoutScreenData>().account).toBeNull();
    const confirmed = await guest.post('/oidc/logout/form', {});
    expect(confirmed.json<{ redirectTo: string }>().redirectTo).toBe(POST_LOGOUT_URI);
  });

  it('sends /oidc/logout without a pending logout to the error page', async () => {
    const { browser } = await loggedInMember(t.app, t.db, 'oidc-logout-none@example.com');
    const page = (await browser.screenData('/oidc/logout')).json<{ redirectTo: string }>();
    expect(new URL(page.redirectTo, 'http://localhost').pathname).toBe('/oidc/error');
  });
});
