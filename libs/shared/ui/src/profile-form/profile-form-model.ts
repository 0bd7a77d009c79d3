import {
  profileFieldNames,
  type CustomAssociatedInfoDef,
  type CustomAssociatedInfoValues,
  type GenderInputType,
  type ProfileFieldName,
  type ProfileFieldRule,
  type ProfileFieldRules,
  type ProfileValues,
} from '@vs/contract';
import { fromBirthdayValue } from '@vs/validation';

/** The store's rules the profile form follows; sign-up's and /mypage/edit's screen data both carry them. */
export interface ProfileFormSettings {
  readonly fieldRules: ProfileFieldRules;
  readonly genderInputType: GenderInputType;
  readonly disallowUnknownGender: boolean;
  readonly customAssociatedInfo: readonly CustomAssociatedInfoDef[];
}

/** TEXT and SELECT hold a string, CHECKBOX the ticked option ids (turned into 'true'/'false' on submit). */
export type CustomValue = string | string[];

export type ProfileFormValues = Record<ProfileFieldName, string> & {
  /** One entry per used custom question, in the order of {@link usedCustomInfo}. */
  custom: CustomValue[];
};

/** Server-side errors shown beside the client's: field path → message, plus the summary line. */
export interface FormStatus {
  readonly fieldErrors: Readonly<Record<string, string>>;
  readonly summary: string | null;
}

export const emptyStatus: FormStatus = { fieldErrors: {}, summary: null };

export function ruleOf(settings: ProfileFormSettings, field: ProfileFieldName): ProfileFieldRule {
  return settings.fieldRules[field] ?? 'NOT_USE';
}

export function isUsed(settings: ProfileFormSettings, field: ProfileFieldName): boolean {
  return ruleOf(settings, field) !== 'NOT_USE';
}

export function usedCustomInfo(settings: ProfileFormSettings): CustomAssociatedInfoDef[] {
  return settings.customAssociatedInfo.filter((def) => def.rule !== 'NOT_USE');
}

function initialCustomValue(
  def: CustomAssociatedInfoDef,
  stored: CustomAssociatedInfoValues[string] | undefined,
): CustomValue {
  if (def.type === 'CHECKBOX') {
    if (!stored || typeof stored !== 'object') return [];
    return def.selectOptions.filter((option) => stored[option.id] === 'true').map((option) => option.id);
  }
  return typeof stored === 'string' ? stored : '';
}

/** The form's starting values: empty for sign-up, the stored profile (birthday as YYYY/MM/DD) on My Page. */
export function initialProfileValues(
  settings: ProfileFormSettings,
  stored: ProfileValues = {},
  storedCustom: CustomAssociatedInfoValues = {},
): ProfileFormValues {
  const profile = Object.fromEntries(
    profileFieldNames.map((field) => [
      field,
      field === 'birthday' ? fromBirthdayValue(stored.birthday) : (stored[field] ?? ''),
    ]),
  ) as Record<ProfileFieldName, string>;
  return { ...profile, custom: usedCustomInfo(settings).map((def) => initialCustomValue(def, storedCustom[def.id])) };
}
