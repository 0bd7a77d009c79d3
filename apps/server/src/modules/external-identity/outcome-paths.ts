import { EXTERNAL_LOGIN_ERROR_PARAM, type SocialRelateErrorType } from '@vs/contract';
import { href } from '@vs/routes';

/**
 * Where each end of a trip to a provider sends the browser. The pages of the planned routes come with
 * the next slice; their paths are the spec's (000 §2), written once here.
 */
export const outcomePaths = {
  /** A login that failed or was cancelled: the login page says '認証に失敗しました。'. */
  loginFailed: `${href('/login')}?${EXTERNAL_LOGIN_ERROR_PARAM}=LOGIN_FAILED`,
  /** An identity no member has: the sign-up through it. */
  signup: '/signup/auth',
  linked: '/mypage/social/enable/complete',
  unlinked: '/mypage/social/disable/complete',
  relateError: (type: SocialRelateErrorType) => `/social/relate/error?type=${type}`,
} as const;
