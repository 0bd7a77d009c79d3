import { ApiError } from './api-error';
import type { ApiResult } from './request';

/** A 404 from a POST is a broken flow, not "data": give it the shape of every other failure. */
export async function throwNotFound(response: Response): Promise<never> {
  const body = (await response.json().catch(() => ({}))) as { message?: unknown; requestId?: unknown };
  throw new ApiError({
    status: 404,
    code: 'NOT_FOUND',
    message: typeof body.message === 'string' ? body.message : 'Not found',
    requestId: typeof body.requestId === 'string' ? body.requestId : '',
  });
}

/** Where a step's POST says to go next (`{ redirectTo }`), null when it says nothing; 404 throws. */
export async function nextStepOf(result: ApiResult<unknown>): Promise<string | null> {
  if (result.kind === 'notFound') return throwNotFound(result.response);
  return result.kind === 'redirect' ? result.to : null;
}
