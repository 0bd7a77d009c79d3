import { describe, expect, it } from 'vitest';
import { errorCodeForStatus, isErrorCode } from './errors';

describe('errorCodeForStatus', () => {
  it.each([
    [0, 'SERVICE_UNAVAILABLE'],
    [400, 'MALFORMED_REQUEST'],
    [401, 'UNAUTHORIZED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [405, 'METHOD_NOT_ALLOWED'],
    [413, 'PAYLOAD_TOO_LARGE'],
    [415, 'UNSUPPORTED_MEDIA_TYPE'],
    [418, 'MALFORMED_REQUEST'],
    [429, 'TOO_MANY_REQUESTS'],
    [451, 'REGION_BLOCKED'],
    [500, 'INTERNAL_ERROR'],
    [502, 'SERVICE_UNAVAILABLE'],
    [503, 'SERVICE_UNAVAILABLE'],
    [504, 'SERVICE_UNAVAILABLE'],
    [507, 'INTERNAL_ERROR'],
  ])('maps %i to %s', (status, code) => {
    expect(errorCodeForStatus(status)).toBe(code);
  });

  it('recognises catalogue codes only', () => {
    expect(isErrorCode('PIN_CODE_ERROR')).toBe(true);
    expect(isErrorCode('pin_code_error')).toBe(false);
    expect(isErrorCode(42)).toBe(false);
  });
});
