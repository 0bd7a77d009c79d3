import { isApiError } from '@vs/api-client';

const knownFailures = new Set(['LOGIN_FAILED', 'LOGIN_INVALID_EMAIL_OR_PASSWORD', 'LOGIN_INVALID_USER_ID_OR_PASSWORD', 'LOGIN_PROHIBITED']);

/**
 * The catalogue key of a failed login step (spec 001 §8 "Login failures"): the code's own message
 * when it has one, 'try again later' when throttled, else the default failure. A bot check that
 * could not give a token is no ApiError and so reads as the default failure too.
 */
export function failureKeyOf(error: unknown): string {
  if (!isApiError(error)) return 'auth:errors.LOGIN_FAILED';
  if (knownFailures.has(error.code)) return `auth:errors.${error.code}`;
  if (error.code === 'TOO_MANY_REQUESTS') return 'auth:errors.tryLater';
  return 'auth:errors.LOGIN_FAILED';
}

/** A flowError answer opens the shell's restart-flow modal; the page behind it shows nothing more. */
export function isFlowError(error: unknown): boolean {
  return isApiError(error) && error.flowError;
}
