import { catalogueTexts } from '@vs/catalogue';

/** The server's texts for sign-up answers (the page maps codes to its catalogue; these back it up). */
export const signupMessages = catalogueTexts({
  /** Spec 001 §8 PIN_CODE_ERROR: 'authentication failed'. */
  pinCodeError: 'signup:pinCode.authFailed',
  /** Spec 001 §8: e-mail PIN sending fails → 'send failed' on the e-mail field. */
  sendFailed: 'signup:errors.sendFailed',
  resendTooSoon: 'signup:errors.resendTooSoon',
  tooMany: 'signup:errors.tooMany',
  flow: 'signup:errors.flow',
  /** Spec 001 §8 "Sign-up: … timeout" (wording not shown); the restart modal shows the same text. */
  timeout: 'signup:errors.timeout',
});
