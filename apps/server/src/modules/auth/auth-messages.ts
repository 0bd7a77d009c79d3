import { catalogueTexts } from '@vs/catalogue';
import type { ErrorCode } from '@vs/contract';

/** Spec 001 §8 "Login failures" and the password-reset answers, as the server words them. */
export const authMessages = catalogueTexts({
  failed: 'auth:errors.LOGIN_FAILED',
  /** Spec 001 §8 "Login failures: … wrong user code": the mailed login code was not the one sent. */
  wrongUserCode: 'auth:errors.wrongUserCode',
  wrongEmailOrPassword: 'auth:errors.LOGIN_INVALID_EMAIL_OR_PASSWORD',
  wrongUserIdOrPassword: 'auth:errors.LOGIN_INVALID_USER_ID_OR_PASSWORD',
  tryLater: 'auth:errors.tryLater',
  invalidToken: 'auth:errors.resetLinkInvalid',
  passwordReused: 'auth:errors.passwordReused',
  codeSpent: 'auth:errors.codeSpent',
  authCodeOff: 'auth:errors.authCodeOff',
  sendFailed: 'auth:errors.codeSendFailed',
  flow: 'auth:errors.flow',
  tooMany: 'signup:errors.tryLater',
});

export type LoginFailureCode = Extract<
  ErrorCode,
  'LOGIN_INVALID_EMAIL_OR_PASSWORD' | 'LOGIN_INVALID_USER_ID_OR_PASSWORD'
>;
