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
