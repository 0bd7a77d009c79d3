import type { ErrorCode } from '@vs/contract';

/**
 * The one error type services throw. The error handler turns it into the contract's ApiErrorBody;
 * the message is meant for the user, so it must never carry internal details.
 */
export class AppError extends Error {
  override readonly name = 'AppError';

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: Readonly<Record<string, string>>,
    /** A step visited out of order: the page's restart-flow modal sends the browser here. */
    readonly flowRedirect?: string,
  ) {
    super(message);
  }
}

/** The flow is not at the step this call belongs to (e.g. a PIN posted before any was sent). */
export const flowError = (
  redirectTo: string,
  message = 'There was an unexpected operation. Please start again.',
): AppError => new AppError(409, 'INVALID_SESSION_FLOW', message, undefined, redirectTo);

export const notFound = (message = 'Page not found.'): AppError => new AppError(404, 'NOT_FOUND', message);
