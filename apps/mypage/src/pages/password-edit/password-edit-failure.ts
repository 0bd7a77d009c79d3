import { isApiError } from '@vs/api-client';

export type PasswordEditField = 'oldPassword' | 'newPassword' | 'newPasswordConfirm';

/**
 * The field a refused change belongs on (spec 001 §8): a wrong current password (401
 * REQUEST_UNAUTHORIZED) on the current one, a reused password (the server's message) and rule
 * failures on theirs. Null for anything else, which the page shows as a whole; that includes a 401
 * UNAUTHORIZED, whose session simply ended.
 */
export function passwordEditFailure(error: unknown): Partial<Record<PasswordEditField, string>> | null {
  if (!isApiError(error)) return null;
  const fields = error.fieldErrors ?? {};
  if (error.code === 'REQUEST_UNAUTHORIZED')
    return { oldPassword: fields['oldPassword'] ?? 'account:passwordEdit.wrongCurrent' };
  if (error.code === 'INVALID_PASSWORD_REUSED') return { newPassword: fields['newPassword'] ?? error.message };
  const known = Object.fromEntries(
    Object.entries(fields).filter(([name]) => name === 'oldPassword' || name === 'newPassword'),
  );
  return Object.keys(known).length > 0 ? known : null;
}
