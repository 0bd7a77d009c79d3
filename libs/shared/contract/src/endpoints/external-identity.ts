/** External identities: unlinking one from My Page (spec 001 §7 "POST /zapi/auth/social/disable"). */
import { socialDisableSchema } from '@vs/validation';
import type { AuthAnswer } from '../auth';
import { endpoint } from '../endpoint';

/**
 * Unlinks one of the member's external identities; answers `redirectTo` /mypage/social/disable/complete.
 * Refused (409 SOCIAL_UNLINK_REFUSED) for the identity this session logged in with and for the last
 * way in of a member without a login e-mail and password (spec 000 §6); a recent login first, like
 * every change of how a member logs in.
 */
export const socialDisable = /* @__PURE__ */ endpoint<AuthAnswer>()({
  method: 'POST',
  path: '/zapi/auth/social/disable',
  body: () => socialDisableSchema(),
  errors: ['SOCIAL_UNLINK_REFUSED', 'STEP_UP_REQUIRED', 'NOT_FOUND'],
});
