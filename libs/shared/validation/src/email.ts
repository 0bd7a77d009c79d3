import { object, type StringSchema } from 'yup';
import { EMAIL_MAX } from './constants';
import { messages } from './messages';
import { isBlank, requiredText, whenPresent } from './rules';

const m = messages.email;

/**
 * The WHATWG "valid e-mail address" grammar (what <input type=email> accepts), with one change:
 * the domain needs at least one dot, since a store member's mailbox is never on a bare host name.
 */
const LOCAL_PART = /[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+/.source;
const DOMAIN_LABEL = /[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?/.source;
const EMAIL = new RegExp(`^${LOCAL_PART}@${DOMAIN_LABEL}(?:\\.${DOMAIN_LABEL})+$`);

export function isEmailFormat(value: string): boolean {
  return EMAIL.test(value);
}

/** Required, format, at most 191 characters (spec order of the messages). */
export function emailSchema(): StringSchema<string> {
  return requiredText(m.required)
    .test('format', m.format, whenPresent(isEmailFormat))
    .test(
      'tooLong',
      m.tooLong,
      whenPresent((v) => v.length <= EMAIL_MAX),
    );
}

/** The confirmation box: equal to the sibling field `emailField`. */
export function emailConfirmationSchema(emailField = 'email'): StringSchema<string> {
  return requiredText(m.confirmRequired).test('mismatch', m.mismatch, function (value) {
    return isBlank(value) || value === (this.parent as Record<string, unknown>)[emailField];
  });
}

/**
 * The new address on My Page: must differ from the current one. Compared case-insensitively,
 * because changing only the case would send a PIN to the same mailbox and change nothing.
 */
export function newEmailSchema(currentEmail: string | null | undefined): StringSchema<string> {
  return emailSchema().test(
    'sameAsCurrent',
    m.sameAsCurrent,
    whenPresent((v) => !currentEmail || v.toLowerCase() !== currentEmail.toLowerCase()),
  );
}

/** `email` + `emailConfirm`, where a page has a confirmation box. */
export function emailWithConfirmationSchema() {
  return object({ email: emailSchema(), emailConfirm: emailConfirmationSchema('email') });
}
