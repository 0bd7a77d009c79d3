import { profileFieldNames, type ProfileEditScreenData } from '@vs/contract';
import { isApiError } from '@vs/api-client';
import { profileFormPathOf } from '@vs/ui/profile-form';

/** False when the store uses no profile field and no question: the page says so instead of an empty form. */
export function hasEditableFields(data: ProfileEditScreenData): boolean {
  return profileFieldNames.some((field) => (data.fieldRules[field] ?? 'NOT_USE') !== 'NOT_USE') || data.customAssociatedInfo.some((def) => def.rule !== 'NOT_USE');
}

/** The fields a refused save names, as form paths; undefined when it names none (the failure rule's text then). */
export function fieldErrorsOf(error: unknown, data: ProfileEditScreenData): Record<string, string> | undefined {
  if (!isApiError(error)) return undefined;
  const fieldErrors: Record<string, string> = {};
  for (const [field, message] of Object.entries(error.fieldErrors ?? {})) {
    const path = profileFormPathOf(field, data);
    if (path) fieldErrors[path] = message;
  }
  return Object.keys(fieldErrors).length > 0 ? fieldErrors : undefined;
}
