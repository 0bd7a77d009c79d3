import type { ApiErrorBody, ErrorCode } from '@vs/contract';

/** The fixed, user-safe message per code, used whenever the cause's own text might leak details. */
export const defaultMessages: Readonly<Partial<Record<ErrorCode, string>>> = {
  VALIDATION_ERROR: 'The request has invalid fields.',
  MALFORMED_REQUEST: 'The request could not be read.',
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'The request content type is not supported.',
  UNKNOWN_STORE: 'No store is configured for this host.',
  CSRF_INVALID: 'The request could not be verified. Reload the page and try again.',
  UNAUTHORIZED: 'Page has expired.',
  FORBIDDEN: 'Access is prohibited.',
  NOT_FOUND: 'Page not found.',
  METHOD_NOT_ALLOWED: 'Method not allowed.',
  TOO_MANY_REQUESTS: 'Too many requests. Please try again after a while.',
  SERVICE_UNAVAILABLE: 'Under maintenance now.',
  INTERNAL_ERROR: 'Error has occurred. Please try again after a while.',
};

export function errorBody(
  status: number,
  code: ErrorCode,
  requestId: string,
  message?: string,
  fieldErrors?: Readonly<Record<string, string>>,
  flowRedirect?: string,
): ApiErrorBody {
  return {
    status,
    code,
    message: message ?? defaultMessages[code] ?? 'Error has occurred.',
    requestId,
    ...(fieldErrors ? { fieldErrors } : {}),
    ...(flowRedirect ? { flowError: true, redirectTo: flowRedirect } : {}),
  };
}
