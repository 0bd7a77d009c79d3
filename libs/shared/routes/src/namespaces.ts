import type { RemoteName } from './route-table';

/**
 * The i18n namespaces a first visit needs: the shell's chrome, and each remote's pages. The shell
 * fetches a remote's catalogue in parallel with its code, and the server preloads both (route data,
 * so the server can read it without the browser-only i18n lib). A namespace without a file costs nothing.
 */
export const shellNamespaces = ['common', 'layout'] as const;

/**
 * Every namespace any page of the remote renders with, the shared components' ones included (`ui` for the
 * field kit and the step bar, `validation` for field errors, `errors` for an error panel): one missing is
 * loaded while the page renders, whose loading state then moves the page (`npm run bench` flags it).
 */
export const remoteNamespaces: Readonly<Record<RemoteName, readonly string[]>> = {
  'auth-login': ['auth', 'ui', 'validation'],
  signup: ['signup', 'profile', 'ui', 'validation'],
  'oidc-interaction': ['oidc', 'auth', 'signup', 'consent', 'errors', 'ui', 'validation'],
  mypage: [
    'mypage',
    'account',
    'profile',
    'credentials',
    'consent',
    'payment',
    'billing',
    'subscription',
    'errors',
    'ui',
    'validation',
  ],
  'plans-checkout': ['plans', 'payment', 'signup', 'errors', 'ui', 'validation'],
};
