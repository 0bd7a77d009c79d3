import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import {
  passwordChangeSchema,
  passwordSchema,
  passwordWithConfirmationSchema,
  userIdChangePasswordSchema,
} from './password';
import { passwordChecklist, passwordRulesFor } from './password-rules';
import { firstError, formErrors } from './test-helpers';

const m = messages.password;

describe('passwordSchema', () => {
  const s = passwordSchema('default');

  it('requires a value', () => {
    expect(firstError(s, '')).toBe(m.required);
    expect(firstError(s, undefined)).toBe(m.required);
    expect(firstError(s, null)).toBe(m.required);
  });

  it('accepts 8 and 30 characters, refuses 7 and 31', () => {
    expect(firstError(s, 'abcdef1')).toBe(m.tooShort);
    expect(firstError(s, 'abcdefg1')).toBeNull();
    expect(firstError(s, `a1${'b'.repeat(28)}`)).toBeNull();
    expect(firstError(s, `a1${'b'.repeat(29)}`)).toBe(m.tooLong);
  });

  it('refuses spaces, non-ASCII and control characters', () => {
    expect(firstError(s, 'abcd 1234')).toBe(m.invalidChars);
    expect(firstError(s, 'abcdé1234')).toBe(m.invalidChars);
    expect(firstError(s, 'ａbcd12345')).toBe(m.invalidChars);
    expect(firstError(s, 'abcd\t1234')).toBe(m.invalidChars);
  });

  it('accepts every printable ASCII symbol', () => {
    expect(firstError(s, 'a1!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~')).toBe(m.tooLong);
    expect(firstError(s, 'a1!"#$%&\'()*+,-./:;<=>?')).toBeNull();
  });

  it('needs a lowercase letter and a digit', () => {
    expect(firstError(s, 'ABCDEFG1')).toBe(m.needsLowercase);
    expect(firstError(s, 'abcdefgh')).toBe(m.needsDigit);
  });

  it('adds uppercase, symbol or both by strength', () => {
    expect(firstError(passwordSchema('uppercase'), 'abcdefg1')).toBe(m.needsUppercase);
    expect(firstError(passwordSchema('uppercase'), 'abcdefG1')).toBeNull();
    expect(firstError(passwordSchema('symbol'), 'abcdefg1')).toBe(m.needsSymbol);
    expect(firstError(passwordSchema('symbol'), 'abcdef!1')).toBeNull();
    expect(firstError(passwordSchema('uppercaseAndSymbol'), 'abcdef!1')).toBe(m.needsUppercase);
    expect(firstError(passwordSchema('uppercaseAndSymbol'), 'abcdeF!1')).toBeNull();
  });

  it('treats an unknown strength as the strictest', () => {
    expect(passwordRulesFor('bogus' as never)).toContain('symbol');
    expect(passwordRulesFor('bogus' as never)).toContain('uppercase');
  });
});

describe('confirmation and change', () => {
  it('checks the confirmation', () => {
    const s = passwordWithConfirmationSchema('default');
    expect(formErrors(s, { password: 'abcdefg1', passwordConfirm: 'abcdefg2' })).toEqual({
      passwordConfirm: m.mismatch,
    });
    expect(formErrors(s, { password: 'abcdefg1', passwordConfirm: '' })).toEqual({
      passwordConfirm: m.confirmRequired,
    });
    expect(formErrors(s, { password: 'abcdefg1', passwordConfirm: 'abcdefg1' })).toEqual({});
  });

  it('needs a new password that differs from the current one', () => {
    const s = passwordChangeSchema('default');
    expect(formErrors(s, { oldPassword: 'abcdefg1', newPassword: 'abcdefg1', newPasswordConfirm: 'abcdefg1' })).toEqual(
      {
        newPassword: m.sameAsCurrent,
      },
    );
    expect(formErrors(s, { oldPassword: '', newPassword: 'abcdefg2', newPasswordConfirm: 'abcdefg2' })).toEqual({
      oldPassword: m.currentRequired,
    });
    expect(formErrors(s, { oldPassword: 'old', newPassword: 'abcdefg2', newPasswordConfirm: 'abcdefg2' })).toEqual({});
  });

  it('lets the server validate its body with pick', () => {
    const body = passwordChangeSchema('default').pick(['oldPassword', 'newPassword']);
    expect(formErrors(body, { oldPassword: 'x', newPassword: 'abcdefg2' })).toEqual({});
  });

  it('checks only a minimum of 8 on the user-ID change password', () => {
    const s = userIdChangePasswordSchema();
    expect(firstError(s, '')).toBe(m.userIdChangeTooShort);
    expect(firstError(s, '1234567')).toBe(m.userIdChangeTooShort);
    expect(firstError(s, 'ABCDEFGH')).toBeNull();
    expect(firstError(s, 'あいうえおかきく')).toBeNull();
  });
});

describe('passwordChecklist', () => {
  it('lists the rules of the strength with their state', () => {
    expect(passwordChecklist('abc', 'default')).toEqual([
      { rule: 'length', passed: false, label: messages.passwordChecklist.length },
      { rule: 'allowedChars', passed: true, label: messages.passwordChecklist.allowedChars },
      { rule: 'lowercase', passed: true, label: messages.passwordChecklist.lowercase },
      { rule: 'digit', passed: false, label: messages.passwordChecklist.digit },
    ]);
    expect(passwordChecklist('Abcdef!1', 'uppercaseAndSymbol').every((item) => item.passed)).toBe(true);
    expect(passwordChecklist('abcdefg1', 'symbol').map((i) => [i.rule, i.passed])).toContainEqual(['symbol', false]);
  });

  it('ticks nothing for an empty box', () => {
    expect(passwordChecklist('', 'uppercaseAndSymbol').some((item) => item.passed)).toBe(false);
  });

  it('agrees with the schema', () => {
    for (const pw of ['abcdefg1', 'Abc!1234', 'abc 1234', 'ABCDEFG1', 'a1'.repeat(16), 'Ab!1Ab!1']) {
      for (const strength of ['default', 'uppercase', 'symbol', 'uppercaseAndSymbol'] as const) {
        const allPassed = passwordChecklist(pw, strength).every((item) => item.passed);
        expect({ pw, strength, valid: firstError(passwordSchema(strength), pw) === null }).toEqual({
          pw,
          strength,
          valid: allPassed,
        });
      }
    }
  });
});
