import type { OidcSeed } from './types';

/**
 * The demo store's relying parties: anyone can try the flow with their own client on
 * loopback port 8765. The secret of `demo-web` is public on purpose (README "OpenID Connect"); a
 * real store registers its own clients.
 */
export const DEMO_WEB_CLIENT_SECRET = 'demo-web-secret-change-me-in-a-real-store';

const redirectUris = ['http://127.0.0.1:8765/callback', 'http://localhost:8765/callback'];
/** Where a client sends the member back after RP-initiated logout (exactly one of these, or no redirect). */
const postLogoutRedirectUris = ['http://127.0.0.1:8765/logged-out', 'http://localhost:8765/logged-out'];

export const demoOidc: OidcSeed = {
  clients: [
    {
      clientId: 'demo-web',
      metadata: {
        client_secret: DEMO_WEB_CLIENT_SECRET,
        token_endpoint_auth_method: 'client_secret_basic',
        redirect_uris: redirectUris,
        post_logout_redirect_uris: postLogoutRedirectUris,
        // Told of the member's logout at the store by a logout token (OpenID Connect Back-Channel Logout 1.0).
        backchannel_logout_uri: 'http://127.0.0.1:8765/backchannel-logout',
        backchannel_logout_session_required: true,
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
      },
      clientName: 'Demo web app',
      clientNameJa: 'デモ Web アプリ',
      description: 'A confidential demo client of the store (a server-side web application).',
      providerName: 'Demo Provider',
      tosUri: 'http://127.0.0.1:8765/terms',
      privacyUri: 'http://127.0.0.1:8765/privacy',
    },
    {
      clientId: 'demo-spa',
      metadata: {
        token_endpoint_auth_method: 'none',
        redirect_uris: redirectUris,
        post_logout_redirect_uris: postLogoutRedirectUris,
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
      },
      clientName: 'Demo single-page app',
      clientNameJa: 'デモ シングルページアプリ',
      description: 'A public demo client of the store (a browser application using PKCE).',
      providerName: 'Demo Provider',
    },
  ],
  scopes: [
    {
      scopeKey: 'openid',
      nameJa: '会員の識別子',
      nameEn: 'Your member identifier',
      descriptionJa: 'このサービスであなたを識別するための番号',
      descriptionEn: 'A number that identifies you to this service',
      claims: ['sub'],
      required: true,
    },
    {
      scopeKey: 'membership',
      nameJa: '会員情報',
      nameEn: 'Membership',
      descriptionJa: 'ストアの会員であること',
      descriptionEn: 'That you are a member of the store',
      claims: ['membership'],
      required: true,
    },
    {
      scopeKey: 'profile',
      nameJa: 'プロフィール',
      nameEn: 'Profile',
      descriptionJa: 'ニックネームと氏名',
      descriptionEn: 'Your nickname and name',
      claims: ['name', 'nickname', 'given_name', 'family_name'],
      required: false,
    },
    {
      scopeKey: 'email',
      nameJa: 'メールアドレス',
      nameEn: 'E-mail address',
      descriptionJa: '連絡先メールアドレスと確認状態',
      descriptionEn: 'Your contact e-mail address and whether it is verified',
      claims: ['email', 'email_verified'],
      required: false,
    },
    {
      scopeKey: 'offline_access',
      nameJa: 'ログインしていない間のアクセス',
      nameEn: 'Access while you are away',
      descriptionJa: 'ログインしていない間も上記の情報にアクセスすること',
      descriptionEn: 'Access to the information above while you are not signed in',
      claims: [],
      required: false,
    },
  ],
  precautions: [
    {
      language: 'ja',
      title: 'ご利用にあたっての注意事項',
      renderData:
        '<ul><li>許可した情報は、連携先のサービスの利用規約とプライバシーポリシーに従って扱われます。</li>' +
        '<li>デモビデオストアは、連携先のサービスの内容に責任を負いません。</li>' +
        '<li>許可はマイページの「連携中のアプリ」からいつでも取り消せます。</li></ul>',
    },
    {
      language: 'en',
      title: 'Before you continue',
      renderData:
        '<ul><li>The information you allow is handled under the terms and privacy policy ' +
        'of the connected service.</li>' +
        '<li>Demo Video Store is not responsible for the connected service.</li>' +
        '<li>You can withdraw this permission at any time under "Connected apps" on My Page.</li></ul>',
    },
  ],
};
