import { getIn, useFormikContext } from 'formik';
import { useCallback } from 'react';
import { useMessage } from '../form-page/use-message';
import { emptyStatus, type FormStatus } from './profile-form-model';

export interface FieldState<V> {
  readonly name: string;
  readonly value: V;
  /** Translated; the client's message once touched (or after submit), else the server's. */
  readonly error: string | undefined;
  readonly setValue: (value: V) => void;
  readonly onBlur: () => void;
  readonly setServerError: (message: string | null) => void;
}

/**
 * One field of a formik form whose status is a {@link FormStatus}: its value, its visible error and
 * setters that clear a stale server error.
 */
export function useFieldState<V = string>(name: string): FieldState<V> {
  const formik = useFormikContext<unknown>();
  const message = useMessage('profile');
  const status = (formik.status as FormStatus | undefined) ?? emptyStatus;
  const touched = Boolean(getIn(formik.touched, name)) || formik.submitCount > 0;
  const clientError: unknown = getIn(formik.errors, name);
  const shown = touched && typeof clientError === 'string' ? clientError : status.fieldErrors[name];
  const { setStatus, setFieldValue, setFieldTouched } = formik;

  const setServerError = useCallback(
    (next: string | null) => {
      const current = (formik.status as FormStatus | undefined) ?? emptyStatus;
      const fieldErrors = { ...current.fieldErrors };
      if (next === null) delete fieldErrors[name];
      else fieldErrors[name] = next;
      setStatus({ ...current, fieldErrors });
    },
    [formik.status, setStatus, name],
  );

  return {
    name,
    value: getIn(formik.values, name) as V,
    error: message(shown),
    setValue: (value: V) => {
      if (status.fieldErrors[name]) setServerError(null);
      void setFieldValue(name, value);
    },
    onBlur: () => void setFieldTouched(name, true),
    setServerError,
  };
}
