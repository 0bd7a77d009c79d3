/**
 * The server's route paths until its plugins register from the endpoint table too. The browser and
 * the journeys take method and path from `endpoints.x` (./endpoints): do not add users here.
 */
export const apiPaths = {
  rootScreenData: '/zapi/internal/root/screen-data',
  accountHeaderScreenData: '/zapi/internal/account-header/screen-data',
  remotesManifest: '/zapi/internal/remotes',
  devMailbox: '/dev/mailbox',
  signupEmail: '/zapi/signup/email',
  signupPinCode: '/zapi/signup/pin-code',
  signupPolicy: '/zapi/signup/policy',
  signup: '/zapi/signup',
  userIdVerify: '/zapi/account/user-id/verify',
  login: '/login',
  loginCode: '/login/code',
  logout: '/logout',
  enableMultiFactor: '/zapi/account/enable-multi-factor',
  enableMultiFactorWithBackupCode: '/zapi/account/enable-multi-factor/with-backup-code',
  backupCodeRegenerate: '/zapi/account/backup-code-regenerate',
  disableMultiFactor: '/zapi/account/disable-multi-factor',
  trustedDevice: '/zapi/account/trusted-device',
  trustedDeviceAll: '/zapi/account/trusted-device/all',
  /** Development only: the SMS outbox, like the mailbox (DevSms list as JSON; `?to=` filters). */
  devSmsJson: '/dev/sms.json',
  accountEdit: '/zapi/account/edit',
  /** POST sets or removes it; GET answers the member's own image (what profileImageUrl points at). */
  profileImage: '/zapi/account/profile-image',
  accountEmailEditSendPin: '/zapi/account/email/edit/send-pin-code',
  accountEmailSendPin: '/zapi/account/email/send-pin-code',
  accountEmailEdit: '/zapi/account/email/edit',
  accountEmailVerify: '/zapi/account/email/verify',
  enablePassword: '/zapi/account/enable-password',
  passwordEdit: '/zapi/account/password/edit',
  userIdEdit: '/zapi/account/user-id/edit',
  consent: '/zapi/account/consent',
  profilePinSet: '/zapi/account/pinCode/set',
  policyReConsent: '/zapi/account/policy/re-consent',
  withdrawConfirm: '/zapi/account/withdraw/confirm',
  withdraw: '/zapi/account/withdraw',
  /**
   * Development and journeys only (DEV_FIXTURES=1): creates a member in states no page can make yet
   * (external-identity member without password, unverified address, a seeded contract).
   */
  devFixtureMember: '/dev/fixtures/member',
  passwordForgot: '/zapi/auth/password/forgot',
  passwordReset: '/zapi/auth/password/reset',
  /** The same list as JSON (DevMailbox); `?to=` filters by recipient. */
  devMailboxJson: '/dev/mailbox.json',
} as const;

export const screenDataPrefix = '/zapi/internal';

/**
 * POST /zapi/login/multi-factor/{segment}: checks the second factor and completes the login. The
 * server's; the browser calls `endpoints.loginMultiFactor` with the segment as a path parameter.
 */
export function loginMultiFactorPath(segment: string): string {
  return `/zapi/login/multi-factor/${encodeURIComponent(segment)}`;
}

/** `/plans/p1` + `?a=1` → `/zapi/internal/plans/p1/screen-data?a=1`; `/` maps to `root`'s sibling `home`. */
export function screenDataPath(pathname: string, search = ''): string {
  const trimmed = pathname.replace(/\/+$/, '');
  const route = trimmed === '' ? '/home' : trimmed;
  const query = search === '' || search === '?' ? '' : search.startsWith('?') ? search : `?${search}`;
  return `${screenDataPrefix}${route}/screen-data${query}`;
}

/** The inverse of {@link screenDataPath}: the page path a screen-data URL path asks about, or null. */
export function pagePathOfScreenData(path: string): string | null {
  const match = /^\/zapi\/internal(\/.*)?\/screen-data$/.exec(path);
  if (!match) return null;
  const route = match[1] ?? '';
  return route === '/home' ? '/' : route;
}

/** CSRF: the server sets this readable cookie; every state-changing request echoes it in the header. */
export const csrfCookieName = 'vs-csrf';
export const csrfHeaderName = 'x-csrf-token';
/** Set by the server on every answer and echoed in error bodies. */
export const requestIdHeaderName = 'x-request-id';
/** The account-identifier cookie compared with the page's authId on history restore (spec 000 §3). */
export const accountIdentifierCookieName = 'vs-aid';
/** The language choice cookie; the server reads it for <html lang> and mail. */
export const languageCookieName = 'vs-lang';
