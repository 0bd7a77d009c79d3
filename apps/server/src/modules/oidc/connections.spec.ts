import type { AccountGrant, ConnectionDetailScreenData, ConnectionsScreenData } from '@vs/contract';
import { describe, expect, it } from 'vitest';
import { TestBrowser } from '../../test/browser';
import { loggedInMember } from '../../test/member-fixtures';
import { useTestApp } from '../../test/use-test-app';
import { connectionsOf } from './connections';
import {
  ALL_SCOPES,
  authorizeUrl,
  authorizeWithConsent,
  follow,
  pkce,
  tokenCall,
  userinfoCall,
} from './oidc-flow.test-kit';
import type { OidcClientRow, OidcScopeRow } from './oidc.repository';

const client = (clientId: string): OidcClientRow => ({
  storeId: 'demo',
  clientId,
  metadata: {},
  clientName: `${clientId} app`,
  clientNameJa: `${clientId} アプリ`,
  logoUri: null,
  description: 'what it does',
  providerName: 'Provider',
  tosUri: null,
  privacyUri: null,
  enabled: true,
  clientSecretSealed: null,
});
const scope = (scopeKey: string, displayOrder: number): OidcScopeRow => ({
  storeId: 'demo',
  scopeKey,
  nameJa: `${scopeKey}（日本語）`,
  nameEn: `${scopeKey} (English)`,
  descriptionJa: `${scopeKey}の説明`,
  descriptionEn: `about ${scopeKey}`,
  claims: [],
  required: false,
  displayOrder,
});

describe('connectionsOf (the grant listing)', () => {
  const scopes = [scope('openid', 10), scope('membership', 20), scope('email', 30)];
  const at = (day: number) => new Date(Date.UTC(2026, 0, day));

  it('shows one connection per client, the newest grant standing for it, newest first', () => {
    const list = connectionsOf(
      [
        { grantId: 'g-old', clientId: 'a', scope: 'openid', createdAt: at(1) },
        { grantId: 'g-b', clientId: 'b', scope: 'openid membership', createdAt: at(2) },
        { grantId: 'g-new', clientId: 'a', scope: 'openid email', createdAt: at(3) },
      ],
      [client('a'), client('b')],
      scopes,
      'ja',
    );
    expect(list.map((grant) => [grant.clientId, grant.grantId])).toEqual([
      ['a', 'g-new'],
      ['b', 'g-b'],
    ]);
    expect(list[0]?.issuedAt).toBe('2026-01-03T00:00:00.000Z');
    expect(list[0]?.client).toEqual({
      client_name_ja: 'a アプリ',
      client_name: 'a app',
      logo_uri: null,
      description: 'what it does',
      provider_name: 'Provider',
    });
  });

  it("names the granted scopes in the store's order and the member's language; unknown ones are left out", () => {
    const [grant] = connectionsOf(
      [{ grantId: 'g', clientId: 'a', scope: 'email retired openid', createdAt: at(1) }],
      [client('a')],
      scopes,
      'en',
    );
    expect(grant?.authorizedScopes).toEqual([
      { scopeName: 'openid (English)', scopeDescription: 'about openid' },
      { scopeName: 'email (English)', scopeDescription: 'about email' },
    ]);
  });

  it('leaves out a grant whose client the store no longer has', () => {
    expect(connectionsOf([{ grantId: 'g', clientId: 'gone', scope: '', createdAt: at(1) }], [], scopes, 'ja')).toEqual(
      [],
    );
  });
});

describe('My Page connections and unlinking (POST /zapi/oidc/revoke/grant/{grantId})', () => {
  const t = useTestApp();

  it('lists nothing for a member who linked no app', async () => {
    const { browser } = await loggedInMember(t.app, t.db, 'conn-empty@example.com');
    const page = await browser.screenData('/mypage/connections');
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json<ConnectionsScreenData>()).toEqual({ grants: [] });
  });

  it('lists the linked app with its granted scopes, and shows its detail page', async () => {
    const { browser } = await loggedInMember(t.app, t.db, 'conn-list@example.com', {
      headers: { 'accept-language': 'en' },
    });
    await authorizeWithConsent(t.app, browser, ['openid', 'membership', 'email']);
    const { grants } = (await browser.screenData('/mypage/connections')).json<ConnectionsScreenData>();
    expect(grants).toHaveLength(1);
    const [grant] = grants as [AccountGrant];
    expect(grant.clientId).toBe('demo-spa');
    expect(grant.client.client_name).toBe('Demo single-page app');
    expect(grant.authorizedScopes.map((s) => s.scopeName)).toEqual([
      'Your member identifier',
      'Membership',
      'E-mail address',
    ]);
    const detail = await browser.screenData('/mypage/connections/client/demo-spa');
    expect(detail.json<ConnectionDetailScreenData>().grant).toEqual(grant);
    expect((await browser.screenData('/mypage/connections/client/demo-web')).statusCode).toBe(404);
  });

  it('unlinks: grant, refresh and access tokens end at once; the next authorization asks again', async () => {
    const { browser } = await loggedInMember(t.app, t.db, 'conn-revoke@example.com');
    const tokens = await authorizeWithConsent(t.app, browser, ALL_SCOPES);
    expect(tokens.refresh_token).toBeTruthy();
    expect((await userinfoCall(t.app, tokens.access_token)).statusCode).toBe(200);
    const { grants } = (await browser.screenData('/mypage/connections')).json<ConnectionsScreenData>();
    const grantId = grants[0]?.grantId ?? '';

    const revoked = await browser.post(`/zapi/oidc/revoke/grant/${grantId}`, {});
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toEqual({ redirectTo: '/mypage/connections' });

    const refresh = await tokenCall(t.app, {
      grant_type: 'refresh_token',
      refresh_token: String(tokens.refresh_token),
    });
    expect(refresh.statusCode).toBe(400);
    expect(refresh.json<{ error: string }>().error).toBe('invalid_grant');
    expect((await userinfoCall(t.app, tokens.access_token)).statusCode).toBe(401);
    expect((await browser.screenData('/mypage/connections')).json<ConnectionsScreenData>().grants).toEqual([]);
    // The provider's session of the member is still live, yet consent is asked again.
    expect(await follow(browser, authorizeUrl(pkce().challenge))).toBe('/oidc/consent');
    // A second unlink of the same grant finds nothing.
    expect((await browser.post(`/zapi/oidc/revoke/grant/${grantId}`, {})).statusCode).toBe(404);
  });

  it("refuses another member's grant with NOT_FOUND, leaving it and its tokens alone", async () => {
    const owner = await loggedInMember(t.app, t.db, 'conn-owner@example.com');
    const tokens = await authorizeWithConsent(t.app, owner.browser, ALL_SCOPES);
    const { grants } = (await owner.browser.screenData('/mypage/connections')).json<ConnectionsScreenData>();
    const grantId = grants[0]?.grantId ?? '';
    const intruder = await loggedInMember(t.app, t.db, 'conn-intruder@example.com');

    const refused = await intruder.browser.post(`/zapi/oidc/revoke/grant/${grantId}`, {});
    expect(refused.statusCode).toBe(404);
    expect(refused.json<{ code: string; message: string }>()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'この連携は見つかりませんでした。すでに解除されている可能性があります。',
    });
    // The same answer as for a grant that never existed: nothing tells the two apart.
    const unknown = await intruder.browser.post('/zapi/oidc/revoke/grant/no-such-grant', {});
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ message: string }>().message).toBe(refused.json<{ message: string }>().message);
    expect((await userinfoCall(t.app, tokens.access_token)).statusCode).toBe(200);
    expect((await owner.browser.screenData('/mypage/connections')).json<ConnectionsScreenData>().grants).toHaveLength(
      1,
    );
  });

  it('checks CSRF on the unlink, and answers 401 to a guest', async () => {
    const { browser } = await loggedInMember(t.app, t.db, 'conn-csrf@example.com');
    await authorizeWithConsent(t.app, browser, ['openid', 'membership']);
    const { grants } = (await browser.screenData('/mypage/connections')).json<ConnectionsScreenData>();
    const path = `/zapi/oidc/revoke/grant/${grants[0]?.grantId ?? ''}`;
    const forged = await browser.post(path, {}, { origin: 'http://evil.example', 'x-csrf-token': '' });
    expect(forged.statusCode).toBe(403);
    expect(forged.json<{ code: string }>().code).toBe('CSRF_INVALID');
    expect((await browser.screenData('/mypage/connections')).json<ConnectionsScreenData>().grants).toHaveLength(1);
    const guest = await new TestBrowser(t.app, 'localhost').open();
    expect((await guest.post(path, {})).statusCode).toBe(401);
  });

  it('sends a guest to the login, and the app browser back to My Page', async () => {
    const guest = await new TestBrowser(t.app, 'localhost').open();
    expect((await guest.screenData('/mypage/connections')).json<{ redirectTo: string }>().redirectTo).toBe(
      `/login?redirect=${encodeURIComponent('/mypage/connections')}`,
    );
    const { browser } = await loggedInMember(t.app, t.db, 'conn-app@example.com', {
      headers: { 'user-agent': 'PVS/1.0 (iPhone)' },
    });
    expect((await browser.screenData('/mypage/connections')).json()).toEqual({ redirectTo: '/mypage' });
    expect((await browser.screenData('/mypage/connections/client/demo-spa')).json()).toEqual({ redirectTo: '/mypage' });
  });
});
