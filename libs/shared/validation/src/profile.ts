import type { ProfileFieldName, ProfileFieldRule, ProfileFieldRules } from './form-rules';
import { profileFieldNames } from './form-rules';
import { object, type AnySchema, type StringSchema } from 'yup';
import { isCountryCode, isPhoneNumber, isPostalCode, isPrefectureCode } from './address';
import { isValidBirthdayValue } from './birthday';
import { ADDRESS_MAX, NAME_MAX, NICKNAME_MAX, PROFILE_IMAGE_TYPES } from './constants';
import { isFullWidthKatakana } from './kana';
import { messages } from './messages';
import { withValues } from './message-key';
import { charLength, hasNoControlChars, textField, whenPresent } from './rules';
import { sexOptions } from './sex';

const m = messages.profile;

export interface ProfileSchemaOptions {
  /** Removes option 0 (no answer) from the accepted sex codes. */
  readonly disallowUnknownGender?: boolean;
}

function maxText(schema: StringSchema<string | null | undefined>, max: number) {
  return schema.test('invalidChars', messages.generic.invalidChars, whenPresent(hasNoControlChars)).test(
    'tooLong',
    withValues(messages.generic.tooLong, { max }),
    whenPresent((v) => charLength(v) <= max),
  );
}

function kanaText(required: boolean, requiredMessage: string) {
  return maxText(textField(required, requiredMessage), NAME_MAX).test(
    'kanaFormat',
    m.kanaFormat,
    whenPresent(isFullWidthKatakana),
  );
}

/** One profile field's schema under its store rule (REQUIRED or OPTIONAL; NOT_USE never gets here). */
export function profileFieldSchema(
  field: ProfileFieldName,
  rule: Exclude<ProfileFieldRule, 'NOT_USE'>,
  options: ProfileSchemaOptions = {},
): StringSchema<string | null | undefined> {
  const req = rule === 'REQUIRED';
  switch (field) {
    case 'name':
      return maxText(textField(req, m.nameRequired), NAME_MAX);
    case 'givenName':
      return maxText(textField(req, m.givenNameRequired), NAME_MAX);
    case 'familyName':
      return maxText(textField(req, m.familyNameRequired), NAME_MAX);
    case 'nameKana':
      return kanaText(req, m.nameKanaRequired);
    case 'givenNameKana':
      return kanaText(req, m.givenNameKanaRequired);
    case 'familyNameKana':
      return kanaText(req, m.familyNameKanaRequired);
    case 'nickname':
      return maxText(textField(req, m.nicknameRequired), NICKNAME_MAX);
    case 'birthday':
      return textField(req, m.birthdayRequired).test(
        'birthdayFormat',
        m.birthdayFormat,
        whenPresent(isValidBirthdayValue),
      );
    case 'sex': {
      const allowed: readonly string[] = sexOptions(options.disallowUnknownGender ?? false);
      return textField(req, m.sexRequired).test(
        'sex',
        m.sexRequired,
        whenPresent((v) => allowed.includes(v)),
      );
    }
    case 'phoneNumber':
      return textField(req, m.phoneNumberRequired).test('phoneFormat', m.phoneNumberFormat, whenPresent(isPhoneNumber));
    case 'country':
      return textField(req, m.countryRequired).test('country', messages.generic.invalid, whenPresent(isCountryCode));
    case 'postalCode':
      return textField(req, m.postalCodeRequired).test('postalFormat', m.postalCodeFormat, whenPresent(isPostalCode));
    case 'prefecture':
      return textField(req, m.prefectureRequired).test(
        'prefecture',
        m.prefectureRequired,
        whenPresent(isPrefectureCode),
      );
    case 'address':
      return maxText(textField(req, m.addressRequired), ADDRESS_MAX);
    case 'address2':
      return maxText(textField(req, m.address2Required), ADDRESS_MAX);
  }
}

/**
 * The profile form (signup form, My Page edit: `optionalInfo`) built from the store's per-field
 * rules. NOT_USE and unlisted fields are left out of the shape; the server validates with
 * `{ stripUnknown: true }` so such a field can never be stored.
 */
export function profileSchema(rules: ProfileFieldRules, options: ProfileSchemaOptions = {}) {
  const shape: Record<string, AnySchema> = {};
  for (const field of profileFieldNames) {
    const rule = rules[field];
    if (rule === 'REQUIRED' || rule === 'OPTIONAL') shape[field] = profileFieldSchema(field, rule, options);
  }
  return object(shape);
}

/** Profile image upload: JPEG, PNG or GIF, checked on the file's MIME type before cropping. */
export function isAllowedProfileImageType(mimeType: string): boolean {
  return (PROFILE_IMAGE_TYPES as readonly string[]).includes(mimeType);
}
