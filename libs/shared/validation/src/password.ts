import type { PasswordStrength } from './form-rules';
import { object, type StringSchema } from 'yup';
import { PASSWORD_MAX, PASSWORD_MIN, USER_ID_CHANGE_PASSWORD_MIN } from './constants';
import { messages } from './messages';
import { passwordPredicates, passwordRulesFor } from './password-rules';
import { isBlank, requiredText, whenPresent } from './rules';

const m = messages.password;

/**
 * A new password under the store's strength (signup, reset, change, enable password).
 * Rule order = the order the first error is shown: empty, length, characters, classes.
 */
export function passwordSchema(strength: PasswordStrength): StringSchema<string> {
  const rules = passwordRulesFor(strength);
  let schema = requiredText(m.required)
    .test(
      'tooShort',
      m.tooShort,
      whenPresent((p) => p.length >= PASSWORD_MIN),
    )
    .test(
      'tooLong',
      m.tooLong,
      whenPresent((p) => p.length <= PASSWORD_MAX),
    )
    .test('invalidChars', m.invalidChars, whenPresent(passwordPredicates.allowedChars))
    .test('needsLowercase', m.needsLowercase, whenPresent(passwordPredicates.lowercase))
    .test('needsDigit', m.needsDigit, whenPresent(passwordPredicates.digit));
  if (rules.includes('uppercase')) {
    schema = schema.test('needsUppercase', m.needsUppercase, whenPresent(passwordPredicates.uppercase));
  }
  if (rules.includes('symbol')) {
    schema = schema.test('needsSymbol', m.needsSymbol, whenPresent(passwordPredicates.symbol));
  }
  return schema;
}

/** The confirmation box: equal to the sibling field `passwordField`. */
export function passwordConfirmationSchema(passwordField = 'password'): StringSchema<string> {
  return requiredText(m.confirmRequired).test('mismatch', m.mismatch, function (value) {
    return isBlank(value) || value === (this.parent as Record<string, unknown>)[passwordField];
  });
}

/** A new password that must also differ from the sibling field holding the current one. */
export function newPasswordSchema(strength: PasswordStrength, currentField = 'oldPassword'): StringSchema<string> {
  return passwordSchema(strength).test('sameAsCurrent', m.sameAsCurrent, function (value) {
    return isBlank(value) || value !== (this.parent as Record<string, unknown>)[currentField];
  });
}

/** The current password on the change form: only required (its strength may predate the rules). */
export function currentPasswordSchema(): StringSchema<string> {
  return requiredText(m.currentRequired);
}

/** The user-ID change form's password: only a minimum of 8 characters (spec 001 §5). */
export function userIdChangePasswordSchema(): StringSchema<string> {
  return requiredText(m.userIdChangeTooShort).min(USER_ID_CHANGE_PASSWORD_MIN, m.userIdChangeTooShort);
}

/** Signup form, reset and enable-password: `password` + `passwordConfirm`. */
export function passwordWithConfirmationSchema(strength: PasswordStrength) {
  return object({
    password: passwordSchema(strength),
    passwordConfirm: passwordConfirmationSchema('password'),
  });
}

/**
 * My Page password change: `oldPassword`, `newPassword`, `newPasswordConfirm`. The server validates
 * its body (oldPassword, newPassword) with `.pick(['oldPassword', 'newPassword'])`.
 */
export function passwordChangeSchema(strength: PasswordStrength) {
  return object({
    oldPassword: currentPasswordSchema(),
    newPassword: newPasswordSchema(strength, 'oldPassword'),
    newPasswordConfirm: passwordConfirmationSchema('newPassword'),
  });
}
