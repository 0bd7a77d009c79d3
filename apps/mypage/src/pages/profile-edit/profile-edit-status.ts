import { profileFieldNames, type ProfileEditScreenData } from '@vs/contract';
import { isApiError } from '@vs/api-client';
import { profileFormPathOf, type FormStatus } from '@vs/ui/profile-form';

/** False when the store uses no profile field and no question: the page says so instead of an empty form. */
export function hasEditableFields(data: ProfileEditScreenData): boolean {
  return profileFieldNames.some((field) => (data.fieldRules[field] ?? 'NOT_USE') !== 'NOT_USE') || data.customAssociatedInfo.some((def) => def.rule !== 'NOT_USE');
}

/**
 * A refused save: the server's field errors on their fields with a summary line; any other failure
 * as the server's message, else 'エラーが発生しました' (spec 001 §8 "other … profile … failure").
 */
export function statusOf(error: unknown, data: ProfileEditScreenData, failureText: (error: unknown) => string): FormStatus {
  const fieldErrors: Record<string, string> = {};
  if (isApiError(error)) {
    for (const [field, message] of Object.entries(error.fieldErrors ?? {})) {
      const path = profileFormPathOf(field, data);
      if (path) fieldErrors[path] = message;
    }
  }
  if (Object.keys(fieldErrors).length > 0) return { fieldErrors, summary: 'profile:profileEdit.summary' };
  return { fieldErrors: {}, summary: failureText(error) };
}
