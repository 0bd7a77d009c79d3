import { endpoints, type ConnectionsScreenData } from '@vs/contract';
import { describe, expect, it } from 'vitest';
import { TestBrowser } from '../../test/browser';
import { loggedInMember, PASSWORD, sendDelete } from '../../test/member-fixtures';
import { useTestApp } from '../../test/use-test-app';
import { listOutbox } from '../mail/outbox.adapter';
import { ALL_SCOPES, authorizeWithConsent, tokenCall, userinfoCall } from './oidc-flow.test-kit';

const NEW_PASSWORD = 'N3w-Passw0rd-Oidc';

describe('signing out everywhere also ends what connected apps hold', () => {
  const t = useTestApp();

  /** A member with demo-spa linked (offline_access): its refresh and access tokens. */
  async function linkedMember(email: string) {
    const { browser, member } = await loggedInMember(t.app, t.db, email);
    const tokens = await authorizeWithConsent(t.app, browser, ALL_SCOPES);
    expect(tokens.refresh_token).toBeTruthy();
    return { browser, member, tokens };
  }

  /** What the app can still do: refresh ('ok' or the OAuth error) and read userinfo (its status). */
  async function appHold(tokens: { refresh_token?: string; access_token: string }) {
    const refresh = await tokenCall(t.app, {
      grant_type: 'refresh_token',
      refresh_token: String(tokens.refresh_token),
    });
    return {
      refresh: refresh.statusCode === 200 ? 'ok' : refresh.json<{ error: string }>().error,
      userinfo: (await userinfoCall(t.app, tokens.access_token)).statusCode,
    };
  }

  it('“sign out everywhere” on the sessions page revokes the apps’ tokens and keeps the connection', async () => {
    const { browser, tokens } = await linkedMember('oidc-everywhere@example.com');
    const untouched = await linkedMember('oidc-everywhere-other@example.com');
    const ended = await sendDelete(t.app, browser, endpoints.endOtherSessions.path);
    expect(ended.statusCode, ended.body).toBe(204);
    expect(await appHold(tokens)).toEqual({ refresh: 'invalid_grant', userinfo: 401 });
    // The consent stays: the app is still listed and asks no consent at the next login.
    const listed = (await browser.screenData('/mypage/connections')).json<ConnectionsScreenData>();
    expect(listed.grants.map((grant) => grant.clientId)).toEqual(['demo-spa']);
    // Another member's app is not touched.
    expect((await appHold(untouched.tokens)).userinfo).toBe(200);
  });

  it('a password change on My Page revokes them and the notice names the app', async () => {
    const { browser, member, tokens } = await linkedMember('oidc-password-edit@example.com');
    const changed = await browser.post(endpoints.passwordEdit.path, {
      oldPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await appHold(tokens)).toEqual({ refresh: 'invalid_grant', userinfo: 401 });
    const [notice] = await listOutbox(t.db.database.db, 'demo', { to: member.email });
    expect(notice?.text).toContain('連携中のアプリ（デモ シングルページアプリ）からもログアウトしました。');
  });

  it('a password reset revokes them and the notice names the app', async () => {
    const { member, tokens } = await linkedMember('oidc-password-reset@example.com');
    const guest = await new TestBrowser(t.app, 'localhost', { 'accept-language': 'en' }, '10.9.2.1').open();
    expect((await guest.post('/zapi/auth/password/forgot', { email: member.email })).statusCode).toBe(200);
    const [link] = await listOutbox(t.db.database.db, 'demo', { to: member.email });
    const token = /token=([A-Za-z0-9_-]+)/.exec(link?.text ?? '')?.[1];
    const reset = await guest.post('/zapi/auth/password/reset', {
      token,
      password: NEW_PASSWORD,
      passwordConfirm: NEW_PASSWORD,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await appHold(tokens)).toEqual({ refresh: 'invalid_grant', userinfo: 401 });
    const [notice] = await listOutbox(t.db.database.db, 'demo', { to: member.email });
    expect(notice?.text).toContain('Connected apps were signed out too: Demo single-page app.');
  });
});
