import { EXTERNAL_LOGIN_ERROR_PARAM, type SocialRelateErrorType } from '@vs/contract';
import { href } from '@vs/routes';

/** Where each end of a trip to a provider sends the browser: the spec's pages (000 §2), written once here. */
export const outcomePaths = {
  /** A login that failed or was cancelled: the login page says '認証に失敗しました。'. */
  loginFailed: `${href('/login')}?${EXTERNAL_LOGIN_ERROR_PARAM}=LOGIN_FAILED`,
  /** The same inside an OpenID Connect interaction: its own login page, so the client's flow goes on. */
  oidcLoginFailed: `${href('/oidc/login')}?${EXTERNAL_LOGIN_ERROR_PARAM}=LOGIN_FAILED`,
  /** An identity no member has: the sign-up through it. */
  signup: '/signup/auth',
  linked: href('/mypage/social/enable/complete'),
  unlinked: href('/mypage/social/disable/complete'),
  relateError: (type: SocialRelateErrorType) => `${href('/social/relate/error')}?type=${type}`,
} as const;

/** A failed login's page: the OpenID interaction's own when the login was started from it. */
export function loginFailedPath(redirectTo: string | null): string {
  return redirectTo?.startsWith('/oidc/') ? outcomePaths.oidcLoginFailed : outcomePaths.loginFailed;
}
