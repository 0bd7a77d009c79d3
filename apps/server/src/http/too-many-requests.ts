import { AppError } from './app-error';

/**
 * 429 TOO_MANY_REQUESTS with the real wait: the error handler sends it as Retry-After (whole
 * seconds, at least 1), so a client or a proxy retries when a try can succeed, not sooner.
 */
export class TooManyRequestsError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(message: string, retryAfterMs: number) {
    super(429, 'TOO_MANY_REQUESTS', message);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  }
}
