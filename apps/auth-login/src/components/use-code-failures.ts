import { isApiError } from '@vs/api-client';
import { useState } from 'react';
import { failureKeyOf, isFlowError } from './login-failure';

/**
 * What a code page (login code, second factor) shows after a refused submit: PIN_CODE_ERROR and the
 * server's error for the code field go on the field, and that code cannot be sent again until it
 * changes; anything else goes in the page alert. A flow error shows nothing (the shell's restart modal has it).
 */
export function useCodeFailures(field: string) {
  const [lastRejected, setLastRejected] = useState<string | null>(null);
  const [fieldFailure, setFieldFailure] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  return {
    lastRejected,
    fieldFailure,
    failure,
    setFailure,
    clearFieldFailure: () => setFieldFailure(null),
    clear: () => {
      setFieldFailure(null);
      setFailure(null);
    },
    /** Sorts the error of a submit of `code`; answers whether the page now shows a failure. */
    refuse: (error: unknown, code: string): boolean => {
      if (isFlowError(error)) return false;
      const serverFieldError = isApiError(error) ? error.fieldErrors?.[field] : undefined;
      if (isApiError(error) && error.code === 'PIN_CODE_ERROR') {
        setLastRejected(code);
        setFieldFailure('auth:errors.PIN_CODE_ERROR');
      } else if (serverFieldError) {
        setFieldFailure(serverFieldError);
      } else {
        setFailure(failureKeyOf(error));
      }
      return true;
    },
  };
}
