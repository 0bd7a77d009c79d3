import { catalogueTexts } from '@vs/catalogue';

/** The payment answers' texts, read from the catalogue once (spec 001 §8 "Payment methods", "3-D Secure failed"). */
export const paymentTexts = catalogueTexts({
  inUse: 'payment:errors.PAYMENT_METHOD_IN_USE',
  registrationFailed: 'payment:errors.PAYMENT_METHOD_REGISTRATION_FAILED',
  threeDSecureFailed: 'payment:errors.THREE_D_SECURE_FAILED',
  providerUnavailable: 'payment:errors.PAYMENT_PROVIDER_UNAVAILABLE',
  flow: 'payment:errors.INVALID_SESSION_FLOW',
  linkCancelled: 'payment:errors.PAYMENT_METHOD_LINK_CANCELLED',
});
