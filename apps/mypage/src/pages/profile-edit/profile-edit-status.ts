import { profileFieldNames, type ProfileEditScreenData } from '@vs/contract';

/** False when the store uses no profile field and no question: the page says so instead of an empty form. */
export function hasEditableFields(data: ProfileEditScreenData): boolean {
  return (
    profileFieldNames.some((field) => (data.fieldRules[field] ?? 'NOT_USE') !== 'NOT_USE') ||
    data.customAssociatedInfo.some((def) => def.rule !== 'NOT_USE')
  );
}
