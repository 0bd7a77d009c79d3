import { useCallback, useState } from 'react';

/** The part of a formik form that decides which message a field shows. */
export interface ClientFieldErrors<F extends string> {
  readonly touched: Partial<Record<F, unknown>>;
  readonly errors: Partial<Record<F, unknown>>;
  readonly submitCount: number;
}

export interface ServerFieldErrors<F extends string> {
  readonly serverErrors: Partial<Record<F, string>>;
  readonly setServerErrors: (errors: Partial<Record<F, string>>) => void;
  /** Sets one field's server message, or clears it with null (as its field changes). */
  readonly setServerError: (name: F, message: string | null) => void;
  /**
   * What the field shows (a message key or text): the client's once it was left or the form
   * submitted, else the server's.
   */
  readonly shownError: (form: ClientFieldErrors<F>, name: F) => string | undefined;
}

/** The field errors a server answered a form with, beside formik's own. */
export function useServerFieldErrors<F extends string>(): ServerFieldErrors<F> {
  const [serverErrors, setServerErrors] = useState<Partial<Record<F, string>>>({});
  const setServerError = useCallback(
    (name: F, message: string | null) =>
      setServerErrors((current) => {
        if (message !== null) return { ...current, [name]: message };
        if (current[name] === undefined) return current;
        const { [name]: _cleared, ...others } = current;
        return others as Partial<Record<F, string>>;
      }),
    [],
  );
  const shownError = (form: ClientFieldErrors<F>, name: F): string | undefined => {
    const client = form.touched[name] || form.submitCount > 0 ? form.errors[name] : undefined;
    return (typeof client === 'string' ? client : undefined) ?? serverErrors[name];
  };
  return { serverErrors, setServerErrors, setServerError, shownError };
}
