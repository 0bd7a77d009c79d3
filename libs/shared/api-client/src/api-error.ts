import type { ApiErrorBody, ErrorCode } from '@vs/contract';

export interface ApiErrorInit {
  readonly status: number;
  readonly code: ErrorCode;
  readonly message: string;
  readonly requestId: string;
  readonly fieldErrors?: Readonly<Record<string, string>>;
  readonly redirectTo?: string;
  readonly flowError?: boolean;
  readonly cause?: unknown;
}

/**
 * The one typed error of every failed call (CONVENTIONS.md "One client, one parser"): status, code,
 * message and requestId as spec 001 §8 names them, plus the field errors and the restart-flow
 * target. Status 0 means the server was never reached.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ErrorCode;
  readonly requestId: string;
  // `declare`: an absent optional field stays absent instead of being defined as undefined.
  declare readonly fieldErrors?: Readonly<Record<string, string>>;
  declare readonly redirectTo?: string;
  readonly flowError: boolean;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.requestId = init.requestId;
    if (init.fieldErrors) this.fieldErrors = init.fieldErrors;
    if (init.redirectTo !== undefined) this.redirectTo = init.redirectTo;
    this.flowError = init.flowError ?? false;
  }

  static fromBody(body: ApiErrorBody): ApiError {
    return new ApiError(body);
  }

  /** The same error with another message (screen-data failures all read 'Failed to load data'). */
  withMessage(message: string): ApiError {
    return new ApiError({ ...this.toBody(), message, cause: this });
  }

  toBody(): ApiErrorBody {
    return {
      status: this.status,
      code: this.code,
      message: this.message,
      requestId: this.requestId,
      ...(this.fieldErrors ? { fieldErrors: this.fieldErrors } : {}),
      ...(this.redirectTo !== undefined ? { redirectTo: this.redirectTo } : {}),
      ...(this.flowError ? { flowError: true } : {}),
    };
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
