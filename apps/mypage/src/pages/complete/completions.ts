import type { RoutePath } from '@vs/routes';

/** Which completion a pathname reports: the key of its heading and sentence in the `account` catalogue. */
export const completions = {
  '/mypage/edit/complete': 'profileEdit',
  '/mypage/email/edit/complete': 'emailEdit',
  '/mypage/email/verify/complete': 'emailVerify',
  '/mypage/password/edit/complete': 'passwordEdit',
  '/mypage/enable-password/complete': 'enablePassword',
  '/mypage/user-id/edit/complete': 'userIdEdit',
  '/mypage/pin-code/complete': 'pinCode',
  '/mypage/social/enable/complete': 'socialEnable',
  '/mypage/social/disable/complete': 'socialDisable',
} as const satisfies Partial<Record<RoutePath, string>>;

export type Completion = (typeof completions)[keyof typeof completions] | 'other';

/** A trailing slash still names the same page; a path the table does not know gets the neutral wording. */
export function completionOf(pathname: string): Completion {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (completions as Readonly<Record<string, Completion>>)[path] ?? 'other';
}
