import { act, renderHook } from '@testing-library/react';
import { ApiError } from '@vs/api-client';
import { describe, expect, it } from 'vitest';
import { useCodeRefusal } from './use-code-refusal';

const refused = (
  code: 'PIN_CODE_ERROR' | 'VALIDATION_ERROR' | 'INVALID_SESSION_FLOW',
  extra: { fieldErrors?: Record<string, string>; flowError?: boolean } = {},
) => new ApiError({ status: 400, code, message: 'm', requestId: 'r', ...extra });

describe('useCodeRefusal', () => {
  it('puts a wrong code on its field and blocks that code until it changes', () => {
    const { result } = renderHook(() => useCodeRefusal('pinCode', 'auth:errors.PIN_CODE_ERROR'));
    expect(result.current.canSubmit('')).toBe(false);
    expect(result.current.canSubmit('123456')).toBe(true);
    let refusal;
    act(() => {
      refusal = result.current.formOptions.refuse(refused('PIN_CODE_ERROR'), { pinCode: '123456' });
    });
    expect(refusal).toEqual({ fields: { pinCode: 'auth:errors.PIN_CODE_ERROR' } });
    expect(result.current.formOptions.canSubmit({ pinCode: '123456' })).toBe(false);
    expect(result.current.canSubmit('123457')).toBe(true);
  });

  it("shows the server's message for the field, and leaves the rest to the failure rule", () => {
    const { result } = renderHook(() => useCodeRefusal('pinCode', 'x'));
    expect(
      result.current.refuse(
        refused('VALIDATION_ERROR', { fieldErrors: { pinCode: 'validation:pinCode.tooLong' } }),
        '1',
      ),
    ).toEqual({ fields: { pinCode: 'validation:pinCode.tooLong' } });
    expect(result.current.refuse(refused('VALIDATION_ERROR'), '1')).toBeUndefined();
    expect(result.current.refuse(refused('INVALID_SESSION_FLOW', { flowError: true }), '1')).toBeUndefined();
    expect(result.current.refuse(new TypeError('Failed to fetch'), '1')).toBeUndefined();
  });
});
