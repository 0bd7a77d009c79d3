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
  ) {
    super(message);
  }
}

export const notFound = (message = 'Page not found.'): AppError => new AppError(404, 'NOT_FOUND', message);
