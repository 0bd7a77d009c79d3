import type { AccountGrant } from '@vs/contract';

/** A connected application as the server lists it (the demo store's confidential client). */
export function aGrant(overrides: Partial<AccountGrant> = {}): AccountGrant {
  return {
    clientId: 'demo-web',
    grantId: 'grant-1',
    issuedAt: '2026-03-01T15:30:00Z',
    authorizedScopes: [
      { scopeName: '会員の識別子', scopeDescription: 'このサービスであなたを識別するための番号' },
      { scopeName: 'メールアドレス', scopeDescription: '連絡先メールアドレスと確認状態' },
    ],
    client: {
      client_name_ja: 'デモ Web アプリ',
      client_name: 'Demo web app',
      logo_uri: null,
      description: 'A confidential demo client of the store.',
      provider_name: 'Demo Provider',
    },
    ...overrides,
  };
}
