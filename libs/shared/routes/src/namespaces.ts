import type { RemoteName } from './route-table';

/**
 * The i18n namespaces a first visit needs: the shell's chrome, and each remote's pages. The shell
 * fetches a remote's catalogue in parallel with its code, and the server preloads both (route data,
 * so the server can read it without the browser-only i18n lib). A namespace without a file costs nothing.
 */
export const shellNamespaces = ['common', 'layout'] as const;

export const remoteNamespaces: Readonly<Record<RemoteName, readonly string[]>> = {
  'auth-login': ['auth', 'ui', 'validation'],
  signup: ['signup', 'profile', 'ui', 'validation'],
  'oidc-interaction': ['oidc', 'auth', 'ui', 'validation'],
  mypage: ['mypage', 'account', 'profile', 'credentials', 'consent', 'payment', 'ui', 'validation'],
  'plans-checkout': ['plans', 'payment'],
};
