import type { FailureCatalogue } from '../form-page';

/** Spec 001 §8 "other … login failure": '認証に失敗しました。' when the catalogue has nothing closer. */
export const loginFailures: FailureCatalogue = { namespace: 'auth', fallback: 'auth:errors.LOGIN_FAILED' };

/** The password reset pages: the generic text when the catalogue has nothing closer. */
export const authFailures: FailureCatalogue = { namespace: 'auth' };

/** "Send again" of a code page: 'send failed' when the catalogue has nothing closer. */
export const sendFailures: FailureCatalogue = { namespace: 'auth', fallback: 'auth:errors.sendFailed' };
