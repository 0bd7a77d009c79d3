import type { FailureCatalogue } from '../form-page';

/** Spec 001 §8 "signup generic": the generic text when the catalogue has nothing closer. */
export const signupFailures: FailureCatalogue = { namespace: 'signup' };

/** The details form: 'registration error' when the catalogue has nothing closer. */
export const registrationFailures: FailureCatalogue = {
  namespace: 'signup',
  fallback: 'signup:form.registrationError',
};

/** Mailing the PIN (the e-mail step and resend): 'send failed', shown on the e-mail or PIN field. */
export const sendFailures: FailureCatalogue = { namespace: 'signup', fallback: 'signup:email.sendFailed' };

/** Checking the PIN: 'authentication failed' on the PIN field (spec 001 §8 PIN_CODE_ERROR). */
export const pinFailures: FailureCatalogue = { namespace: 'signup', fallback: 'signup:pinCode.authFailed' };
