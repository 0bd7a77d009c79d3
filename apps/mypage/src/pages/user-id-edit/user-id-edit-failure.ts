import { isApiError } from '@vs/api-client';
import { messages } from '@vs/validation';

export type UserIdEditField = 'userId' | 'password';

/**
 * The field a refused change belongs on (spec 001 §8): a wrong password (REQUEST_UNAUTHORIZED), a
 * taken ID, and rule failures the server found. Null for anything else, shown for the whole page.
 */
export function userIdEditFailure(error: unknown): Partial<Record<UserIdEditField, string>> | null {
  if (!isApiError(error)) return null;
  if (error.code === 'REQUEST_UNAUTHORIZED') return { password: 'account:userIdEdit.wrongPassword' };
  if (error.code === 'ACCOUNT_ALREADY_EXISTS_USER_ID') return { userId: messages.userId.alreadyInUse };
  const fields = error.fieldErrors ?? {};
  const known = Object.fromEntries(Object.entries(fields).filter(([name]) => name === 'userId' || name === 'password'));
  return Object.keys(known).length > 0 ? known : null;
}
