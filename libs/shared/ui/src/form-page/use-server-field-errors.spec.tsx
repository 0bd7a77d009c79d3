import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useServerFieldErrors } from './use-server-field-errors';

describe('useServerFieldErrors', () => {
  const untouched = { touched: {}, errors: { userId: 'validation:userId.tooShort' }, submitCount: 0 };

  it("shows the server's message until the field was left or the form submitted, then the client's", () => {
    const { result } = renderHook(() => useServerFieldErrors<'userId' | 'password'>());
    act(() => result.current.setServerErrors({ userId: 'taken', password: 'wrong' }));
    expect(result.current.shownError(untouched, 'userId')).toBe('taken');
    expect(result.current.shownError({ ...untouched, submitCount: 1 }, 'userId')).toBe('validation:userId.tooShort');
    expect(result.current.shownError({ ...untouched, touched: { userId: true } }, 'userId')).toBe(
      'validation:userId.tooShort',
    );
    expect(result.current.shownError({ ...untouched, submitCount: 1 }, 'password')).toBe('wrong');
  });

  it('sets and clears one field, leaving the others', () => {
    const { result } = renderHook(() => useServerFieldErrors<'userId' | 'password'>());
    act(() => result.current.setServerErrors({ userId: 'taken', password: 'wrong' }));
    act(() => result.current.setServerError('userId', null));
    expect(result.current.serverErrors).toEqual({ password: 'wrong' });
    act(() => result.current.setServerError('userId', 'again'));
    expect(result.current.serverErrors).toEqual({ password: 'wrong', userId: 'again' });
  });
});
