import { isApiError } from '@vs/api-client';
import { canSubmitPinCode } from '@vs/validation';
import { useState } from 'react';
import type { Refusal } from './use-form-page';

export interface CodeRefusal<F extends string> {
  /** False until a code is typed, and for the code just refused: sending it again is pointless (spec 000 §4). */
  readonly canSubmit: (code: string) => boolean;
  /** A refusal of `code` as its field shows it; undefined leaves it to the failure rule. */
  readonly refuse: (error: unknown, code: string) => Refusal<F> | undefined;
  /** The same as useFormPage options, for a form whose code is `values[field]`; a code box validates on submit only. */
  readonly formOptions: {
    readonly validateOnChange: false;
    readonly canSubmit: (values: Record<F, string>) => boolean;
    readonly refuse: (error: unknown, values: Record<F, string>) => Refusal<F> | undefined;
  };
}

/**
 * What a code page (a mailed PIN, a second factor) makes of a refused code (spec 001 §8 PIN_CODE_ERROR):
 * `message` on the code's field, and that code cannot be sent again until it changes. The server's
 * own message for the field goes there too. A restart-flow answer says nothing: the shell's modal has it.
 */
export function useCodeRefusal<F extends string>(field: F, message: string): CodeRefusal<F> {
  const [lastRejected, setLastRejected] = useState<string | null>(null);
  // A computed key widens to string; it is the one field F.
  const onField = (text: string): Refusal<F> => ({ fields: { [field]: text } as Partial<Record<F, string>> });
  const canSubmit = (code: string) => canSubmitPinCode(code, lastRejected);
  const refuse = (error: unknown, code: string): Refusal<F> | undefined => {
    if (!isApiError(error) || error.flowError) return undefined;
    if (error.code === 'PIN_CODE_ERROR') {
      setLastRejected(code);
      return onField(message);
    }
    const serverFieldError = error.fieldErrors?.[field];
    return serverFieldError ? onField(serverFieldError) : undefined;
  };
  return {
    canSubmit,
    refuse,
    formOptions: {
      validateOnChange: false,
      canSubmit: (values) => canSubmit(values[field]),
      refuse: (error, values) => refuse(error, values[field]),
    },
  };
}
