import { describe, expect, it } from 'vitest';
import { ApiError, isApiError } from './api-error';

describe('ApiError', () => {
  it('round-trips an ApiErrorBody and keeps the optional fields optional', () => {
    const body = {
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'm',
      requestId: 'r',
      fieldErrors: { a: 'k' },
    } as const;
    const error = ApiError.fromBody(body);
    expect(error).toBeInstanceOf(Error);
    expect(isApiError(error)).toBe(true);
    expect(error.toBody()).toEqual(body);
    expect(error.flowError).toBe(false);
    expect('redirectTo' in error).toBe(false);
  });

  it('withMessage keeps status, code, request id and the original as cause', () => {
    const original = new ApiError({ status: 503, code: 'SERVICE_UNAVAILABLE', message: 'down', requestId: 'r' });
    const changed = original.withMessage('Failed to load data');
    expect(changed).toMatchObject({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      requestId: 'r',
      message: 'Failed to load data',
    });
    expect(changed.cause).toBe(original);
  });
});
