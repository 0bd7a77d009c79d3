/**
 * The error catalogue's codes (spec 001 §8) plus the transport-level codes the server answers with.
 * Every non-OK answer carries an {@link ApiErrorBody}; nothing else is ever sent as an error.
 */
export const errorCodes = [
  // spec 001 §8 "Codes and their handling"
  'PIN_CODE_ERROR',
  'ACCOUNT_ALREADY_EXISTS_USER_ID',
  'ACCOUNT_ALREADY_EXISTS_EMAIL',
  'ACCOUNT_ALREADY_EXISTS',
  'REQUEST_UNAUTHORIZED',
  'INVALID_PASSWORD_REUSED',
  'INVALID_REQUEST',
  'INVALID_SESSION_FLOW',
  /** 409 with a restart redirect: the sign-up flow outlived its time (spec 001 §8 "Sign-up: … timeout"). */
  'SIGNUP_TIMEOUT',
  /** 502: the e-mail with a PIN code could not be handed to the mail server (the page shows 'send failed'). */
  'MAIL_SEND_FAILED',
  /** 404 of the postal lookup: no address has this code (the page shows the message under the field). */
  'POSTAL_CODE_NOT_FOUND',
  // spec 001 §8 "Login failures" (the default failure, wrong e-mail or password, wrong user ID or
  // password, login prohibited)
  'LOGIN_FAILED',
  'LOGIN_INVALID_EMAIL_OR_PASSWORD',
  'LOGIN_INVALID_USER_ID_OR_PASSWORD',
  'LOGIN_PROHIBITED',
  /** The password-reset token is unknown, used or expired: the page offers to ask again. */
  'INVALID_RESET_TOKEN',
  /** 403: the change needs a login from the last few minutes; `redirectTo` is the login in step-up mode. */
  'STEP_UP_REQUIRED',
  /** 409: withdrawal refused while a plan is under contract (spec 000 §4 "Withdrawal"). */
  'WITHDRAWAL_BLOCKED',
  // spec 001 §8 "Payment methods" and "3-D Secure failed"
  /** 409: the payment method pays for a contract (or a pending cancellation) and cannot be deleted. */
  'PAYMENT_METHOD_IN_USE',
  /** 402: the provider refused the card (declined, or its token unusable). */
  'PAYMENT_METHOD_REGISTRATION_FAILED',
  /** 402: the card's 3-D Secure authentication failed or was cancelled. */
  'THREE_D_SECURE_FAILED',
  /** 503: the payment provider did not answer in time or is not configured. */
  'PAYMENT_PROVIDER_UNAVAILABLE',
  /** 402: the member cancelled (or the carrier refused) linking a carrier, PayPay or PayPal method. */
  'PAYMENT_METHOD_LINK_CANCELLED',
  // spec 001 §8 "Plan list" and purchase: the plan-list and purchase errors
  /** 409: the member holds as many contracts as the store allows ('契約数の上限に達しているため購入できません'). */
  'PURCHASE_CONTRACT_LIMIT',
  /** 409: the member already holds this plan: a second contract would bill twice (duplicate billing). */
  'PURCHASE_ALREADY_CONTRACTED',
  /** 409: before or after the plan's sales window. */
  'PURCHASE_SALES_CLOSED',
  /** 409: salesCount reached salesLimit. */
  'PURCHASE_SOLD_OUT',
  /** 422: the campaign code exists but cannot be used for this plan, now or by this member. */
  'PURCHASE_CAMPAIGN_NOT_APPLICABLE',
  /** 422: paying by campaign code needs a 100 % campaign; a discount needs a payment method. */
  'PURCHASE_CAMPAIGN_NOT_FREE',
  /** 422: the campaign-code payment cannot contract the same plan again (it cannot renew). */
  'PURCHASE_CAMPAIGN_CANNOT_RENEW',
  /** 422: a paid purchase with no payment method to charge. */
  'PURCHASE_NO_PAYMENT_METHOD',
  /** 409: no such plan in this store, or it cannot be bought. */
  'PURCHASE_NOT_PURCHASABLE',
  /** 429: purchases too frequent. */
  'PURCHASE_TOO_FREQUENT',
  /** 409: a purchase token already used with another body (duplicate billing detected). */
  'PURCHASE_TOKEN_REUSED',
  /** 409: the same purchase is still being processed (the lock could not be had in time). */
  'PURCHASE_IN_PROGRESS',
  /** 402: the payment provider declined the charge. */
  'PURCHASE_CHARGE_DECLINED',
  /** 402: the card asks for 3-D Secure authentication. */
  'PURCHASE_CHARGE_NEEDS_3DS',
  /** 402: the member did not pass the 3-D Secure challenge at charge time; nothing was charged. */
  'PURCHASE_CHARGE_3DS_FAILED',
  /** 504: the payment provider did not answer; the same purchase token retries safely. */
  'PURCHASE_CHARGE_TIMEOUT',
  /** 503: the purchase's row locks could not be had in time (the spec's "lock or cache operation failures"). */
  'PURCHASE_LOCK_FAILED',
  /** The sign-up plan step's submit with no plan chosen (the page's own check). */
  'PURCHASE_NO_PLAN_SELECTED',
  /** 'card registration error' of the plan list: a new card could not be registered during purchase. */
  'PURCHASE_CARD_REGISTRATION',
  // spec 001 §8 "Subscription cancel", "Payment methods" (subscriptions and billing)
  /** 409: the settlement day passed, the renewal unsettled: change, cancel and undo wait ('contract renewing'). */
  'SUBSCRIPTION_RENEWING',
  /** 409: a cancellation is already scheduled, or the contract has ended. */
  'SUBSCRIPTION_ALREADY_CANCELLED',
  /** 500: the cancellation could not be recorded. */
  'SUBSCRIPTION_CANCEL_FAILED',
  /** 409: no cancellation to undo, or the day before the next billing date has passed. */
  'SUBSCRIPTION_UNDO_NOT_ALLOWED',
  /** 409: undo needs a registered payment method for the renewals. */
  'SUBSCRIPTION_UNDO_NO_PAYMENT_METHOD',
  /** 409: a retry of payment is only for a contract on hold. */
  'SUBSCRIPTION_NOT_ON_HOLD',
  /** 409: a failed payment may be retried from the next day. */
  'SUBSCRIPTION_RETRY_TOO_EARLY',
  /** 409: a retry is already running; its result shows shortly. */
  'SUBSCRIPTION_RETRY_IN_PROGRESS',
  /** 402: the retry's charge was declined. */
  'SUBSCRIPTION_CHARGE_DECLINED',
  /** 504: the provider's answer was lost; the charge is checked with the provider and never made twice. */
  'SUBSCRIPTION_CHARGE_UNKNOWN',
  /** 422: the chosen payment method is not the member's, has expired or cannot pay for this plan. */
  'PAYMENT_METHOD_UNUSABLE',
  /** 500: the payment method of the contract could not be changed. */
  'PAYMENT_METHOD_CHANGE_FAILED',
  // spec 000 §6 "External account links can be unlinked only when …"
  /** 409: the identity is the one this session logged in with, or the member's last way in. */
  'SOCIAL_UNLINK_REFUSED',
  // transport and generic conditions
  'VALIDATION_ERROR',
  'MALFORMED_REQUEST',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNKNOWN_STORE',
  'CSRF_INVALID',
  'UNAUTHORIZED',
  'FORBIDDEN',
  /** 403 on a profile the viewer may not use: the error page asks to switch profiles. */
  'PROFILE_FORBIDDEN',
  /** 451: the service is not offered in the client's region. */
  'REGION_BLOCKED',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'TOO_MANY_REQUESTS',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export interface ApiErrorBody {
  readonly status: number;
  readonly code: ErrorCode;
  readonly message: string;
  readonly requestId: string;
  /** Field name → i18n message key (validation) or server message. */
  readonly fieldErrors?: Readonly<Record<string, string>>;
  /** With `flowError`, the restart-flow modal sends the browser here. */
  readonly redirectTo?: string;
  readonly flowError?: boolean;
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (errorCodes as readonly string[]).includes(value);
}

const codeByStatus: Readonly<Record<number, ErrorCode>> = {
  // 0 is a network failure seen by the browser; 502/504 come from a proxy in front of the server.
  0: 'SERVICE_UNAVAILABLE',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  451: 'REGION_BLOCKED',
  502: 'SERVICE_UNAVAILABLE',
  503: 'SERVICE_UNAVAILABLE',
  504: 'SERVICE_UNAVAILABLE',
};

/** The code for an answer that carries none of its own (a framework error, a proxy page, no network). */
export function errorCodeForStatus(status: number): ErrorCode {
  return codeByStatus[status] ?? (status >= 400 && status < 500 ? 'MALFORMED_REQUEST' : 'INTERNAL_ERROR');
}
