import { href } from '@vs/routes';
import { multiFactorSegments, type LoginType, type MultiFactorType } from '@vs/contract';

/** Link targets of the auth pages (spec 000 §2 "Auth"); other remotes' pages are reached by URL only. */
export const authPaths = {
  login: href('/login'),
  loginCode: href('/login/code'),
  loginMultiFactor: href('/login/multi-factor'),
  logout: href('/logout'),
  passwordForgot: href('/password/forgot'),
  passwordForgotComplete: href('/password/forgot/complete'),
  passwordReset: href('/password/reset'),
  passwordResetComplete: href('/password/reset/complete'),
};

export const topPath = href('/');

/** /login in one mode, keeping the return target (`?redirect=`) the flow started with. */
export function loginPath(loginType: LoginType, redirectTo: string | null): string {
  const query = new URLSearchParams({ loginType });
  if (redirectTo) query.set('redirect', redirectTo);
  return `${authPaths.login}?${query.toString()}`;
}

export function loginMultiFactorEntryPath(type: MultiFactorType): string {
  return `${authPaths.loginMultiFactor}/${multiFactorSegments[type]}`;
}
