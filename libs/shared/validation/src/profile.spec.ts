import { describe, expect, it } from 'vitest';
import { canLookUpPostalCode, prefectureCodes } from './address';
import { isValidBirthdayValue } from './birthday';
import { isFullWidthKatakana } from './kana';
import { messages } from './messages';
import { isAllowedProfileImageType, profileFieldSchema, profileSchema } from './profile';
import { sexOptions } from './sex';
import { firstError, formErrors } from './test-helpers';

const m = messages.profile;

describe('kana', () => {
  it('accepts full-width katakana, ー and the full-width space', () => {
    expect(isFullWidthKatakana('ヤマダ　タロウ')).toBe(true);
    expect(isFullWidthKatakana('ローマ')).toBe(true);
    expect(isFullWidthKatakana('ヴァイオリン')).toBe(true);
  });

  it('refuses hiragana, half-width kana, latin, kanji and the ASCII space', () => {
    for (const bad of ['やまだ', 'ﾔﾏﾀﾞ', 'Yamada', '山田', 'ヤマダ タロウ', 'ヤマダ1'])
      expect(isFullWidthKatakana(bad)).toBe(false);
  });

  it('gives the kana message through the schema', () => {
    expect(firstError(profileFieldSchema('nameKana', 'OPTIONAL'), 'やまだ')).toBe(m.kanaFormat);
    expect(firstError(profileFieldSchema('nameKana', 'OPTIONAL'), '')).toBeNull();
    expect(firstError(profileFieldSchema('familyNameKana', 'REQUIRED'), '')).toBe(m.familyNameKanaRequired);
  });
});

describe('birthday value', () => {
  it('accepts empty (optional) or YYYYMMDD with year 1900–2099 and a real date', () => {
    expect(isValidBirthdayValue('19000101')).toBe(true);
    expect(isValidBirthdayValue('20991231')).toBe(true);
    expect(isValidBirthdayValue('20000229')).toBe(true);
    for (const bad of [
      '18991231',
      '21000101',
      '20010229',
      '20010431',
      '20011301',
      '20010100',
      '2001/01/01',
      '2001011',
      '',
    ]) {
      expect({ bad, ok: isValidBirthdayValue(bad) }).toEqual({ bad, ok: false });
    }
    expect(firstError(profileFieldSchema('birthday', 'OPTIONAL'), '')).toBeNull();
    expect(firstError(profileFieldSchema('birthday', 'OPTIONAL'), null)).toBeNull();
    expect(firstError(profileFieldSchema('birthday', 'OPTIONAL'), '20010230')).toBe(m.birthdayFormat);
    expect(firstError(profileFieldSchema('birthday', 'REQUIRED'), '')).toBe(m.birthdayRequired);
  });
});

describe('sex', () => {
  it('offers 1, 2, 9, 0 and drops 0 when unknown gender is disallowed', () => {
    expect(sexOptions(false)).toEqual(['1', '2', '9', '0']);
    expect(sexOptions(true)).toEqual(['1', '2', '9']);
  });

  it('refuses 0 only when disallowed, and anything else always', () => {
    expect(firstError(profileFieldSchema('sex', 'REQUIRED'), '0')).toBeNull();
    expect(firstError(profileFieldSchema('sex', 'REQUIRED', { disallowUnknownGender: true }), '0')).toBe(m.sexRequired);
    expect(firstError(profileFieldSchema('sex', 'REQUIRED'), '3')).toBe(m.sexRequired);
    expect(firstError(profileFieldSchema('sex', 'REQUIRED'), '')).toBe(m.sexRequired);
  });
});

describe('phone, postal code, prefecture, address', () => {
  it('phone: 10 to 11 digits, no hyphens', () => {
    const s = profileFieldSchema('phoneNumber', 'OPTIONAL');
    expect(firstError(s, '')).toBeNull();
    expect(firstError(s, '0312345678')).toBeNull();
    expect(firstError(s, '09012345678')).toBeNull();
    for (const bad of ['031234567', '090123456789', '090-1234-5678', '０９０１２３４５６７８']) {
      expect({ bad, error: firstError(s, bad) }).toEqual({ bad, error: m.phoneNumberFormat });
    }
  });

  it('postal code: exactly 7 digits; lookup only then', () => {
    const s = profileFieldSchema('postalCode', 'REQUIRED');
    expect(firstError(s, '1000001')).toBeNull();
    expect(firstError(s, '100-0001')).toBe(m.postalCodeFormat);
    expect(firstError(s, '100000')).toBe(m.postalCodeFormat);
    expect(firstError(s, '')).toBe(m.postalCodeRequired);
    expect(canLookUpPostalCode('1000001')).toBe(true);
    expect(canLookUpPostalCode('100000')).toBe(false);
    expect(canLookUpPostalCode('100000a')).toBe(false);
    expect(canLookUpPostalCode(null)).toBe(false);
  });

  it('prefecture: codes 1 to 47', () => {
    expect(prefectureCodes).toHaveLength(47);
    expect(prefectureCodes[0]).toBe('1');
    expect(prefectureCodes[46]).toBe('47');
    const s = profileFieldSchema('prefecture', 'REQUIRED');
    expect(firstError(s, '13')).toBeNull();
    for (const bad of ['0', '48', '01', '', 'Tokyo']) expect(firstError(s, bad)).toBe(m.prefectureRequired);
  });

  it('free text: length limit with the limit as a value, no control characters', () => {
    const s = profileFieldSchema('address', 'OPTIONAL');
    expect(firstError(s, '東'.repeat(100))).toBeNull();
    expect(firstError(s, '東'.repeat(101))).toBe('validation:generic.tooLong?max=100');
    expect(firstError(s, 'a\u0000b')).toBe(messages.generic.invalidChars);
    expect(firstError(profileFieldSchema('name', 'OPTIONAL'), '😀'.repeat(50))).toBeNull();
  });

  it('profile image: JPEG, PNG or GIF', () => {
    expect(isAllowedProfileImageType('image/png')).toBe(true);
    expect(isAllowedProfileImageType('image/svg+xml')).toBe(false);
  });
});

describe('profileSchema', () => {
  it('builds the shape from per-field rules; NOT_USE and unlisted fields are absent', () => {
    const s = profileSchema({ name: 'REQUIRED', nickname: 'OPTIONAL', birthday: 'NOT_USE' });
    expect(Object.keys(s.fields).sort()).toEqual(['name', 'nickname']);
    expect(formErrors(s, { name: '', nickname: '' })).toEqual({ name: m.nameRequired });
    // A NOT_USE field never reaches storage when the server strips unknown keys.
    expect(s.validateSync({ name: 'A', nickname: null, birthday: 'x' }, { stripUnknown: true })).toEqual({
      name: 'A',
      nickname: null,
    });
  });

  it('accepts null for optional fields (after emptyToNull on submit)', () => {
    const s = profileSchema({ phoneNumber: 'OPTIONAL', postalCode: 'OPTIONAL', sex: 'OPTIONAL' });
    expect(formErrors(s, { phoneNumber: null, postalCode: null, sex: null })).toEqual({});
  });
});
