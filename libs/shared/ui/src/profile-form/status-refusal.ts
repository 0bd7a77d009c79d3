import { isApiError } from '@vs/api-client';
import { emptyStatus, type FormStatus } from './profile-form-model';

/**
 * The server's field errors of a refusal at their form paths (`pathOf` drops fields the form
 * lacks); undefined when none is left.
 */
export function fieldErrorsAt(
  error: unknown,
  pathOf: (serverField: string) => string | null,
): Record<string, string> | undefined {
  if (!isApiError(error)) return undefined;
  const fieldErrors: Record<string, string> = {};
  for (const [field, message] of Object.entries(error.fieldErrors ?? {})) {
    const path = pathOf(field);
    if (path) fieldErrors[path] = message;
  }
  return Object.keys(fieldErrors).length > 0 ? fieldErrors : undefined;
}

/**
 * A refusal for useFormPage that the profile fields show: they read the server's messages from
 * formik's status, so the messages go there and the page alert gets `summary`, which points at them.
 * Undefined without field errors, which leaves the refusal to the failure rule.
 */
export function statusRefusal(
  fieldErrors: Record<string, string> | undefined,
  summary: string,
  setStatus: (status: FormStatus) => void,
): { readonly failure: string } | undefined {
  if (!fieldErrors) return undefined;
  setStatus({ ...emptyStatus, fieldErrors });
  return { failure: summary };
}
