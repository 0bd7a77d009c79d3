import type { ProfileFormSettings } from '../profile-form/profile-form-model';

/** A store that uses every field but name, name kana and country; tests narrow the rules they are about. */
export function someSettings(overrides: Partial<ProfileFormSettings> = {}): ProfileFormSettings {
  return {
    fieldRules: {
      familyName: 'REQUIRED',
      givenName: 'REQUIRED',
      familyNameKana: 'OPTIONAL',
      givenNameKana: 'OPTIONAL',
      nickname: 'OPTIONAL',
      birthday: 'OPTIONAL',
      sex: 'REQUIRED',
      phoneNumber: 'OPTIONAL',
      postalCode: 'OPTIONAL',
      prefecture: 'OPTIONAL',
      address: 'OPTIONAL',
      address2: 'OPTIONAL',
    },
    genderInputType: 'Select',
    disallowUnknownGender: false,
    customAssociatedInfo: [],
    ...overrides,
  };
}
