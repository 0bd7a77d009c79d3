/** My Page payment-method calls (spec 001 §7 "Payment method calls"). */
import { messages } from '@vs/validation';
import { boolean, mixed, object, string } from 'yup';
import {
  linkPaymentMethodTypes,
  type CardRegisteredAnswer,
  type LinkPaymentMethodType,
  type PaymentMethodLinkAnswer,
} from '../payment';
import type { RedirectAnswer } from '../screen-data';
import { endpoint } from '../endpoint';

/** Provider tokens are opaque; a bound keeps a call from carrying anything else. */
const PROVIDER_TOKEN_MAX = 256;
const providerToken = () =>
  string().required(messages.generic.required).max(PROVIDER_TOKEN_MAX, messages.generic.tooLong);

/** A plan id as the plan page's address carries it (the provider's 3-D Secure page returns there). */
const PLAN_ID = /^[\w-]{1,64}$/;

/**
 * POST /zapi/account/payment-method/credit: the tokens the provider's scripts made in the browser
 * (never the card). Answers the completion page, or the provider's 3-D Secure challenge page.
 * `planId`: the card is typed on that plan's page to pay for it; the answer is then the saved
 * method's id, and a challenge comes back to that page (else to My Page's list); with `signup`, the
 * card is typed on sign-up's plan step, and a challenge comes back there.
 */
export const paymentMethodCredit = /* @__PURE__ */ endpoint<CardRegisteredAnswer>()({
  method: 'POST',
  path: '/zapi/account/payment-method/credit',
  body: () =>
    object({
      token: providerToken(),
      tokenKey: providerToken(),
      tds2infoToken: providerToken(),
      tds2infoTokenKey: providerToken(),
      planId: string().optional().matches(PLAN_ID, messages.generic.invalid),
      signup: boolean().optional(),
    }),
  errors: ['PAYMENT_METHOD_REGISTRATION_FAILED', 'PAYMENT_PROVIDER_UNAVAILABLE', 'NOT_FOUND', 'STEP_UP_REQUIRED'],
});

/**
 * POST /zapi/account/payment-method/credit/challenge: back from the provider's 3-D Secure page
 * (…/payment-method?challengeId=…), the page asks the server to finish the registration. The server
 * reads the outcome from the provider itself, never from the browser.
 */
export const paymentMethodCreditChallenge = /* @__PURE__ */ endpoint<CardRegisteredAnswer>()({
  method: 'POST',
  path: '/zapi/account/payment-method/credit/challenge',
  body: () => object({ challengeId: providerToken() }),
  errors: ['THREE_D_SECURE_FAILED', 'PAYMENT_PROVIDER_UNAVAILABLE', 'NOT_FOUND', 'INVALID_SESSION_FLOW'],
});

/** DELETE /zapi/account/payment-method/{accountPaymentMethodId}: refused while a contract uses it. */
export const paymentMethodDelete = /* @__PURE__ */ endpoint<RedirectAnswer>()({
  method: 'DELETE',
  path: '/zapi/account/payment-method/:accountPaymentMethodId',
  errors: ['PAYMENT_METHOD_IN_USE', 'NOT_FOUND', 'STEP_UP_REQUIRED'],
});

/**
 * POST /zapi/account/payment-method/link: a carrier or PayPay method. Answers the provider's address
 * and the fields the page auto-posts there; the member comes back to …/payment-method?linkId=….
 */
export const paymentMethodLink = /* @__PURE__ */ endpoint<PaymentMethodLinkAnswer>()({
  method: 'POST',
  path: '/zapi/account/payment-method/link',
  body: () =>
    object({
      paymentMethodType: mixed<LinkPaymentMethodType>()
        .oneOf(linkPaymentMethodTypes, messages.payment.methodRequired)
        .required(messages.payment.methodRequired),
    }),
  errors: ['PAYMENT_PROVIDER_UNAVAILABLE', 'NOT_FOUND', 'STEP_UP_REQUIRED'],
});

/**
 * POST /zapi/account/payment-method/paypal: answers `redirectTo`, PayPal's confirmation at the provider.
 * The spec writes GET; it starts a link at the provider and keeps it in the session, so it is a POST and
 * CSRF-checked (docs/decisions.md).
 */
export const paymentMethodPaypal = /* @__PURE__ */ endpoint<RedirectAnswer>()({
  method: 'POST',
  path: '/zapi/account/payment-method/paypal',
  errors: ['PAYMENT_PROVIDER_UNAVAILABLE', 'NOT_FOUND', 'STEP_UP_REQUIRED'],
});

/** POST /zapi/account/payment-method/link/result: back from the provider, the server reads the outcome there. */
export const paymentMethodLinkResult = /* @__PURE__ */ endpoint<RedirectAnswer>()({
  method: 'POST',
  path: '/zapi/account/payment-method/link/result',
  body: () => object({ linkId: providerToken() }),
  errors: ['PAYMENT_METHOD_LINK_CANCELLED', 'PAYMENT_PROVIDER_UNAVAILABLE', 'NOT_FOUND', 'INVALID_SESSION_FLOW'],
});
