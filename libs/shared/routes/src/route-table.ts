/**
 * The one route table of the site. The shell maps paths to remotes with it, each remote maps
 * page names to its lazy page modules, and the server uses it for the screen-data dispatcher,
 * the SPA fallback and the per-route preload links. It holds data only, so every platform can
 * import it.
 */
export const remoteNames = ['auth-login', 'signup', 'oidc-interaction', 'mypage', 'plans-checkout'] as const;
export type RemoteName = (typeof remoteNames)[number];

/** Spec 000 §2 "Layouts": account pages, guest pages, login pages and OIDC pages. */
export type LayoutKind = 'account' | 'guest' | 'login' | 'oidc';

export interface RouteDef {
  /** A path pattern; `:name` matches one segment. */
  readonly path: string;
  readonly remote: RemoteName;
  /** The folder under the remote's `src/pages/` that renders this route. */
  readonly page: string;
  readonly layout: LayoutKind;
  /** The catalogue namespaces its page needs, when a release says so (else its remote's, namespaces.ts). */
  readonly namespaces?: readonly string[];
}

export const routeTable = [
  { path: '/', remote: 'plans-checkout', page: 'home', layout: 'guest' },
  { path: '/plans', remote: 'plans-checkout', page: 'plan-list', layout: 'guest' },
  { path: '/plans/:planId', remote: 'plans-checkout', page: 'plan-detail', layout: 'guest' },
  { path: '/plans/:planId/confirm', remote: 'plans-checkout', page: 'plan-confirm', layout: 'guest' },
  { path: '/plans/:planId/complete', remote: 'plans-checkout', page: 'plan-complete', layout: 'guest' },
  { path: '/signup', remote: 'signup', page: 'policy', layout: 'guest' },
  { path: '/signup/policy', remote: 'signup', page: 'policy', layout: 'guest' },
  { path: '/signup/email', remote: 'signup', page: 'email', layout: 'guest' },
  { path: '/signup/auth', remote: 'signup', page: 'external-email', layout: 'guest' },
  { path: '/signup/pin-code', remote: 'signup', page: 'pin-code', layout: 'guest' },
  { path: '/signup/form', remote: 'signup', page: 'form', layout: 'guest' },
  { path: '/signup/plans', remote: 'plans-checkout', page: 'signup-plans', layout: 'guest' },
  { path: '/signup/plans/:planId/confirm', remote: 'plans-checkout', page: 'signup-plan-confirm', layout: 'guest' },
  { path: '/signup/plans/:planId/complete', remote: 'plans-checkout', page: 'signup-plan-complete', layout: 'guest' },
  { path: '/signup/complete', remote: 'signup', page: 'complete', layout: 'guest' },
  // The store's own policies (spec 000 §2 consent screen's /privacy; the demo store's footer links /terms).
  { path: '/terms', remote: 'signup', page: 'policy-document', layout: 'guest' },
  { path: '/privacy', remote: 'signup', page: 'policy-document', layout: 'guest' },
  { path: '/login', remote: 'auth-login', page: 'login', layout: 'login' },
  { path: '/login/code', remote: 'auth-login', page: 'login-code', layout: 'login' },
  { path: '/login/multi-factor', remote: 'auth-login', page: 'login-multi-factor', layout: 'login' },
  { path: '/login/multi-factor/:type', remote: 'auth-login', page: 'login-multi-factor-entry', layout: 'login' },
  { path: '/logout', remote: 'auth-login', page: 'logout', layout: 'login' },
  { path: '/password/forgot', remote: 'auth-login', page: 'password-forgot', layout: 'login' },
  { path: '/forgetpassword', remote: 'auth-login', page: 'password-forgot', layout: 'login' },
  { path: '/password/forgot/complete', remote: 'auth-login', page: 'password-forgot-complete', layout: 'login' },
  { path: '/password/reset', remote: 'auth-login', page: 'password-reset', layout: 'login' },
  { path: '/newpassword', remote: 'auth-login', page: 'password-reset', layout: 'login' },
  { path: '/password/reset/complete', remote: 'auth-login', page: 'password-reset-complete', layout: 'login' },
  { path: '/mypage/multi-factor', remote: 'mypage', page: 'multi-factor', layout: 'account' },
  { path: '/mypage/multi-factor/otp', remote: 'mypage', page: 'multi-factor-otp', layout: 'account' },
  { path: '/mypage/multi-factor/email', remote: 'mypage', page: 'multi-factor-code', layout: 'account' },
  { path: '/mypage/multi-factor/sms', remote: 'mypage', page: 'multi-factor-code', layout: 'account' },
  { path: '/mypage/multi-factor/complete', remote: 'mypage', page: 'multi-factor-complete', layout: 'account' },
  { path: '/mypage/multi-factor/backup-code', remote: 'mypage', page: 'backup-code', layout: 'account' },
  {
    path: '/mypage/multi-factor/backup-code/generate',
    remote: 'mypage',
    page: 'backup-code-generate',
    layout: 'account',
  },
  { path: '/mypage/multi-factor/trusted-device', remote: 'mypage', page: 'trusted-device', layout: 'account' },
  { path: '/mypage/login-history', remote: 'mypage', page: 'login-history', layout: 'account' },
  // The member's contracts; the cancel pages' routes are ours (the spec names only the flow).
  { path: '/mypage/plans', remote: 'mypage', page: 'plans', layout: 'account' },
  { path: '/mypage/subscription/:subscriptionId', remote: 'mypage', page: 'subscription', layout: 'account' },
  {
    path: '/mypage/subscription/:subscriptionId/cancel',
    remote: 'mypage',
    page: 'subscription-cancel',
    layout: 'account',
  },
  {
    path: '/mypage/subscription/:subscriptionId/cancel/complete',
    remote: 'mypage',
    page: 'subscription-complete',
    layout: 'account',
  },
  {
    path: '/mypage/subscription/:subscriptionId/payment-method',
    remote: 'mypage',
    page: 'subscription-payment-method',
    layout: 'account',
  },
  {
    path: '/mypage/subscription/:subscriptionId/payment-method/complete',
    remote: 'mypage',
    page: 'subscription-complete',
    layout: 'account',
  },
  { path: '/mypage/payment-history', remote: 'mypage', page: 'payment-history', layout: 'account' },
  { path: '/mypage/invoice/:earningsId', remote: 'mypage', page: 'invoice', layout: 'account' },
  // The member's live sessions, to end the others (ASVS 7.5.2; the spec names no route for it).
  { path: '/mypage/sessions', remote: 'mypage', page: 'sessions', layout: 'account' },
  { path: '/mypage', remote: 'mypage', page: 'top', layout: 'account' },
  { path: '/mypage/edit', remote: 'mypage', page: 'profile-edit', layout: 'account' },
  { path: '/mypage/edit/complete', remote: 'mypage', page: 'complete', layout: 'account' },
  { path: '/mypage/profile/edit', remote: 'mypage', page: 'profile-image', layout: 'account' },
  { path: '/mypage/email/edit', remote: 'mypage', page: 'email-edit', layout: 'account' },
  { path: '/mypage/email/edit/pin-code', remote: 'mypage', page: 'email-pin-code', layout: 'account' },
  { path: '/mypage/email/edit/complete', remote: 'mypage', page: 'complete', layout: 'account' },
  { path: '/mypage/email/verify', remote: 'mypage', page: 'email-verify', layout: 'account' },
  { path: '/mypage/email/verify/code', remote: 'mypage', page: 'email-pin-code', layout: 'account' },
  { path: '/mypage/email/verify/complete', remote: 'mypage', page: 'complete', layout: 'account' },
  { path: '/mypage/password/edit', remote: 'mypage', page: 'password-edit', layout: 'account' },
  { path: '/mypage/password/edit/complete', remote: 'mypage', page: 'complete', layout: 'account' },
  { path: '/mypage/enable-password', remote: 'mypage', page: 'enable-password', layout: 'account' },
  { path: '/mypage/enable-password/complete', remote: 'mypage', page: 'complete', layout: 'account' },
  { path: '/mypage/user-id/edit', remote: 'mypage', page: 'user-id-edit', layout: 'account' },
  { path: '/mypage/user-id/edit/complete', remote: 'mypage', page: 'complete', layout: 'account' },
  { path: '/mypage/consent', remote: 'mypage', page: 'consent', layout: 'account' },
  { path: '/mypage/re-consent', remote: 'mypage', page: 're-consent', layout: 'account' },
  { path: '/mypage/pin-code', remote: 'mypage', page: 'profile-pin', layout: 'account' },
  { path: '/mypage/pin-code/complete', remote: 'mypage', page: 'complete', layout: 'account' },
  { path: '/mypage/social/enable/complete', remote: 'mypage', page: 'complete', layout: 'account' },
  { path: '/mypage/social/disable/complete', remote: 'mypage', page: 'complete', layout: 'account' },
  // A link that failed: the member may have been logged out meanwhile, so the page is a guest one.
  { path: '/social/relate/error', remote: 'mypage', page: 'social-relate-error', layout: 'guest' },
  { path: '/mypage/payment-method', remote: 'mypage', page: 'payment-method', layout: 'account' },
  {
    path: '/mypage/payment-method/complete',
    remote: 'mypage',
    page: 'payment-method-complete',
    layout: 'account',
  },
  {
    path: '/mypage/payment-method/delete/complete',
    remote: 'mypage',
    page: 'payment-method-complete',
    layout: 'account',
  },
  // Connected applications: the member's grants to the store's OIDC clients.
  { path: '/mypage/connections', remote: 'mypage', page: 'connections', layout: 'account' },
  {
    path: '/mypage/connections/client/:clientId',
    remote: 'mypage',
    page: 'connection-detail',
    layout: 'account',
  },
  { path: '/withdraw', remote: 'mypage', page: 'withdraw', layout: 'account' },
  { path: '/withdraw/pin-code', remote: 'mypage', page: 'withdraw-pin-code', layout: 'account' },
  { path: '/withdraw/complete', remote: 'mypage', page: 'withdraw-complete', layout: 'guest' },
  // OpenID Connect interactions: the provider sends the browser to an entry, which routes on.
  { path: '/oidc', remote: 'oidc-interaction', page: 'entry', layout: 'oidc' },
  { path: '/oidc/loginInteraction', remote: 'oidc-interaction', page: 'entry', layout: 'oidc' },
  { path: '/oidc/selectAccountInteraction', remote: 'oidc-interaction', page: 'entry', layout: 'oidc' },
  { path: '/oidc/login', remote: 'oidc-interaction', page: 'login', layout: 'oidc' },
  { path: '/oidc/login/code', remote: 'oidc-interaction', page: 'login-code', layout: 'oidc' },
  { path: '/oidc/login/multi-factor', remote: 'oidc-interaction', page: 'login-multi-factor', layout: 'oidc' },
  {
    path: '/oidc/login/multi-factor/:type',
    remote: 'oidc-interaction',
    page: 'login-multi-factor-entry',
    layout: 'oidc',
  },
  { path: '/oidc/signup', remote: 'oidc-interaction', page: 'signup-email', layout: 'oidc' },
  { path: '/oidc/signup/auth', remote: 'oidc-interaction', page: 'signup-pin-code', layout: 'oidc' },
  { path: '/oidc/consent', remote: 'oidc-interaction', page: 'consent', layout: 'oidc' },
  { path: '/oidc/select-account', remote: 'oidc-interaction', page: 'select-account', layout: 'oidc' },
  { path: '/oidc/error', remote: 'oidc-interaction', page: 'error', layout: 'oidc' },
  // RP-initiated logout (spec 000 names no page for it; docs/decisions.md): the provider's logout and
  // post-logout pages, rendered here as its error page is.
  { path: '/oidc/logout', remote: 'oidc-interaction', page: 'logout', layout: 'oidc' },
  { path: '/oidc/logout/complete', remote: 'oidc-interaction', page: 'logout-complete', layout: 'oidc' },
  // The store's public pages live in the plans remote (its home and plan list are the others).
  { path: '/app/licenses', remote: 'plans-checkout', page: 'app-licenses', layout: 'guest' },
] as const satisfies readonly RouteDef[];

/** Every page path pattern of the site. */
export type RoutePath = (typeof routeTable)[number]['path'];

/** Whether a path is one of the table's patterns (a page some issue has not built yet is not). */
export function isRoutePath(path: string): path is RoutePath {
  return routeTable.some((route) => route.path === path);
}

/**
 * Paths the server answers itself, never a page (the OpenID Connect provider's endpoints):
 * a redirect to one is a full page load, not a router navigation.
 */
export const serverPathPrefixes = ['/oidc-op/', '/.well-known/'] as const;

export function isServerPath(pathname: string): boolean {
  return serverPathPrefixes.some((prefix) => pathname.startsWith(prefix));
}
