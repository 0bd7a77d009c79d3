import { profileFieldNames } from './form-rules';
import type { AnySchema } from 'yup';
import { describe, expect, it } from 'vitest';
import * as lib from './index';
import { allMessageKeys, messages } from './messages';
import { messageKey } from './message-key';
import { allErrors } from './test-helpers';

/**
 * The catalogues live in the catalogue lib (one file per language × namespace); this lib owns the
 * 'validation' namespace's keys. A glob reads the JSON as data, so the test needs no import across
 * the lib boundary; project.json lists these files as test inputs so the cache sees edits.
 */
const catalogues = import.meta.glob<Record<string, unknown>>('../../catalogue/src/locales/*/validation.json', {
  eager: true,
  import: 'default',
});
const sources = import.meta.glob<string>(['./*.ts', '!./*.spec.ts', '!./test-helpers.ts'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

function flatten(node: unknown, prefix = ''): Record<string, string> {
  if (typeof node === 'string') return { [prefix]: node };
  return Object.entries(node as Record<string, unknown>).reduce<Record<string, string>>(
    (acc, [k, v]) => ({ ...acc, ...flatten(v, prefix ? `${prefix}.${k}` : k) }),
    {},
  );
}

const catalogue = (lang: string): Record<string, string> => {
  const file = catalogues[`../../catalogue/src/locales/${lang}/validation.json`];
  if (!file) throw new Error(`missing ${lang}/validation.json`);
  return flatten(file);
};
const ja = catalogue('ja');
const en = catalogue('en');
const bare = (key: string): string => key.replace(/^validation:/, '');
const placeholders = (text: string): string[] => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? '').sort();

describe('validation catalogues', () => {
  it('ja and en have exactly the same keys', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(ja).sort());
  });

  it('hold exactly the keys of messages.ts, none empty', () => {
    expect(Object.keys(ja).sort()).toEqual(allMessageKeys().map(bare).sort());
    for (const text of [...Object.values(ja), ...Object.values(en)]) expect(text.trim()).not.toBe('');
  });

  it('use the same placeholders in both languages', () => {
    for (const key of Object.keys(ja)) {
      expect({ key, en: placeholders(en[key] ?? '') }).toEqual({ key, en: placeholders(ja[key] ?? '') });
    }
  });

  it('know every key literal written in the sources', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(20);
    for (const [file, text] of Object.entries(sources)) {
      for (const match of text.matchAll(/'validation:([\w.]+)'/g)) {
        expect({ file, key: match[1], known: match[1] !== undefined && match[1] in ja }).toEqual({
          file,
          key: match[1],
          known: true,
        });
      }
    }
  });

  it('state the same numbers as the constants', () => {
    const cases: [string, number][] = [
      [messages.password.tooShort, lib.PASSWORD_MIN],
      [messages.password.tooLong, lib.PASSWORD_MAX],
      [messages.password.userIdChangeTooShort, lib.USER_ID_CHANGE_PASSWORD_MIN],
      [messages.email.tooLong, lib.EMAIL_MAX],
      [messages.userId.tooShort, lib.USER_ID_MIN],
      [messages.userId.tooLong, lib.USER_ID_MAX],
      [messages.invoice.addresseeTooLong, lib.ADDRESSEE_MAX],
      [messages.survey.tooLong, lib.SURVEY_TEXT_MAX],
      [messages.otp.length, lib.OTP_LENGTH],
      [messages.profilePin.length, lib.PROFILE_PIN_LENGTH],
      [messages.pinCode.tooLong, lib.EMAIL_PIN_MAX_LENGTH],
    ];
    for (const [key, value] of cases) {
      expect(ja[bare(key)]).toContain(String(value));
      expect(en[bare(key)]).toContain(String(value));
    }
  });

  it("carry the spec's exact wording", () => {
    const jaSpec: Record<string, string> = {
      'password.tooShort': 'パスワードは8文字以上で設定してください。',
      'password.invalidChars': 'パスワードに使用できない文字が含まれています。',
      'password.mismatch': 'パスワードが一致しません',
      'password.userIdChangeTooShort': 'パスワードは8文字以上です',
      'login.passwordRequired': 'パスワードを入力してください。',
      'login.identifierRequired': 'メールアドレスまたはユーザIDを入力してください。',
      'email.required': 'メールアドレスを入力してください。',
      'email.format': 'メールアドレスの形式が正しくありません。',
      'email.tooLong': 'メールアドレスは191文字以内で入力してください。',
      'email.sameAsCurrent': 'メールアドレスを変更してください。',
      'email.alreadyInUse': 'このメールアドレスは既に使用されています。別のメールアドレスを登録してください。',
      'userId.tooShort': 'ユーザIDは6文字以上です。',
      'userId.tooLong': 'ユーザIDは15文字以下です。',
      'userId.format': '半角英数字で入力してください。',
      'userId.sameAsCurrent': 'ユーザIDを変更してください。',
      'userId.alreadyInUse': 'このユーザIDは既に使用されています。別のユーザIDを登録してください。',
      'profile.kanaFormat': '全角カタカナで入力してください',
      'profile.birthdayFormat': '生年月日の形式が正しくありません',
      'profile.sexRequired': '性別を選択してください。',
      'profile.phoneNumberFormat': '電話番号の形式が正しくありません',
      'profile.postalCodeFormat': '郵便番号の形式が正しくありません',
      'otp.length': '6桁のワンタイムパスワードを入力してください。',
      'card.numberInvalid': '無効なクレジットカード番号です。',
      'payment.methodRequired': '支払い方法が選択されていません',
      'payment.campaignCodeRequired': 'キャンペーンコードを入力してください',
      'invoice.addresseeRequired': '宛名を入力してください',
      'invoice.addresseeTooLong': '宛名は100文字以内で入力してください',
      'policy.required': '同意が必須です。',
      'withdrawal.consentRequired': '同意は必須です',
    };
    const enSpec: Record<string, string> = {
      'password.mismatch': "It's different from the password (For confirmation).",
      'password.required': 'Be sure to enter a password.',
      'profilePin.length': 'Enter a 4-digit PIN code.',
      'profilePin.invalidChars': 'PIN code contains characters that cannot be used.',
      'profilePin.mismatch': 'The confirmation PIN code does not match.',
      'payment.campaignCodeInvalid': 'Please enter a valid campaign code.',
      'policy.signupTermsRequired': 'Agreement to the terms and conditions is required for sign up.',
    };
    for (const [key, text] of Object.entries(jaSpec)) expect({ key, text: ja[key] }).toEqual({ key, text });
    for (const [key, text] of Object.entries(enSpec)) expect({ key, text: en[key] }).toEqual({ key, text });
  });

  it('know every message the schemas produce, with the placeholders they fill', () => {
    const today = () => new Date(2026, 10, 23);
    const q = { questionTitle: 'Q', questionDescription: null, validation: '\\d+', options: [{ optionTitle: 'A' }] };
    const battery: [AnySchema, unknown[]][] = [
      [
        lib.passwordSchema('uppercaseAndSymbol'),
        ['', 'a', 'x'.repeat(40), 'abc def1', 'ABCDEFGH', 'abcdefgh', 'abcdefg1', 'abcdefG1'],
      ],
      [
        lib.passwordChangeSchema('default'),
        [{}, { oldPassword: 'abcdefg1', newPassword: 'abcdefg1', newPasswordConfirm: 'x' }],
      ],
      [lib.passwordWithConfirmationSchema('default'), [{}]],
      [
        lib.userIdChangeSchema('abc123'),
        [
          {},
          { userId: 'abc123', password: 'x' },
          { userId: 'a', password: '' },
          { userId: 'a'.repeat(16) },
          { userId: 'あ' },
        ],
      ],
      [
        lib.emailWithConfirmationSchema(),
        [{}, { email: 'x', emailConfirm: 'y' }, { email: `${'a'.repeat(190)}@b.jp` }],
      ],
      [lib.newEmailSchema('a@b.jp'), ['a@b.jp']],
      [lib.loginSchema(), [{}]],
      [
        lib.profileSchema(Object.fromEntries(profileFieldNames.map((f) => [f, 'REQUIRED'])), {
          disallowUnknownGender: true,
        }),
        [{}, Object.fromEntries(profileFieldNames.map((f) => [f, 'あ\u0000'.repeat(60)]))],
      ],
      [
        lib.customAssociatedInfoSchema([
          { id: 't', title: 'T', type: 'TEXT', rule: 'REQUIRED', selectOptions: [], maxLength: 1 },
          { id: 's', title: 'S', type: 'SELECT', rule: 'REQUIRED', selectOptions: [] },
          { id: 'c', title: 'C', type: 'CHECKBOX', rule: 'REQUIRED', selectOptions: [] },
        ]),
        [{}, { t: 'ab\u0001', s: 'zz', c: { z: 'true' } }, { c: 5 }],
      ],
      [lib.emailPinCodeSchema(), ['', 'ab', '1234567']],
      [lib.profilePinFormSchema(), [{}, { pinCode: '12a', pinCodeConfirm: '1' }]],
      [lib.otpSchema(), ['']],
      [lib.multiFactorValueSchema(), ['']],
      [lib.backupCodesSavedSchema(), [false, 'x']],
      [lib.cardNumberSchema(), ['', '1']],
      [lib.cardLastFourSchema(), ['', '1']],
      [
        lib.cardExpirySchema(today),
        [{}, { expiryMonth: '01', expiryYear: '2026' }, { expiryMonth: 'x', expiryYear: '1' }],
      ],
      [
        lib.purchasePaymentSchema(),
        [
          {},
          { paymentMethod: lib.CAMPAIGN_CODE_PAYMENT_METHOD },
          { paymentMethod: lib.CAMPAIGN_CODE_PAYMENT_METHOD, campaignCode: '!' },
        ],
      ],
      [lib.invoiceAddresseeSchema(), [{}, { addressee: 'x'.repeat(101), honorific: 'x' }, { addressee: '\u0001' }]],
      [
        lib.surveyAnswersSchema([
          { ...q, questionId: 'a', questionType: 'text', required: true, minCount: null, maxCount: null },
          { ...q, questionId: 'b', questionType: 'checkbox', required: false, minCount: 2, maxCount: 1 },
          { ...q, questionId: 'c', questionType: 'date', required: true, minCount: null, maxCount: null },
          { ...q, questionId: 'd', questionType: 'time', required: false, minCount: null, maxCount: null },
          { ...q, questionId: 'e', questionType: 'radio', required: true, minCount: null, maxCount: null },
          { ...q, questionId: 'f', questionType: 'checkbox', required: true, minCount: null, maxCount: null },
        ]),
        [{}, { a: 'x'.repeat(301), b: ['A', 'Z'], c: 'x', d: 'x', e: 'Z', f: 'x' }, { a: 'x', b: [] }],
      ],
      [lib.policyConsentsSchema(['p']), [{}]],
      [lib.signupTermsSchema(), [false]],
      [lib.withdrawalConsentSchema(), [false]],
    ];
    const produced = new Set<string>();
    for (const [schema, values] of battery)
      for (const value of values) allErrors(schema, value).forEach((e) => produced.add(e));
    expect(produced.size).toBeGreaterThan(60);
    for (const message of produced) {
      const { key, values } = messageKey(message);
      expect({ message, known: bare(key) in ja && key.startsWith('validation:') }).toEqual({ message, known: true });
      expect({ message, values: Object.keys(values ?? {}).sort() }).toEqual({
        message,
        values: placeholders(ja[bare(key)] ?? ''),
      });
    }
  });
});
