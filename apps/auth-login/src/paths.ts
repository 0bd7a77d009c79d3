import { multiFactorSegments, type LoginType, type MultiFactorType } from '@vs/contract';

/** Link targets of the auth pages (spec 000 §2 "Auth"); other remotes' pages are reached by URL only. */
export const authPaths = {
  login: '/login',
  loginCode: '/login/code',
  loginMultiFactor: '/login/multi-factor',
  logout: '/logout',
  passwordForgot: '/password/forgot',
  passwordForgotComplete: '/password/forgot/complete',
  passwordReset: '/password/reset',
  passwordResetComplete: '/password/reset/complete',
} as const;

export const signupPath = '/signup';
export const topPath = '/';

/** /login in one mode, keeping the return target (`?redirect=`) the flow started with. */
export function loginPath(loginType: LoginType, redirectTo: string | null): string {
  const query = new URLSearchParams({ loginType });
  if (redirectTo) query.set('redirect', redirectTo);
  return `${authPaths.login}?${query.toString()}`;
}

export function loginMultiFactorEntryPath(type: MultiFactorType): string {
  return `${authPaths.loginMultiFactor}/${multiFactorSegments[type]}`;
}
