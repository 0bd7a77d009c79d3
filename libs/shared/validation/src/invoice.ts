import { honorifics } from './form-rules';
import { object, type StringSchema } from 'yup';
import { ADDRESSEE_MAX } from './constants';
import { messages } from './messages';
import { charLength, hasNoControlChars, optionalText, requiredText, whenPresent } from './rules';

const m = messages.invoice;

/** Honorific options, in display order: none (''), 様, 御中. */
export const honorificOptions = honorifics;

/** The addressee printed on the invoice: required, at most 100 characters. */
export function addresseeSchema(): StringSchema<string> {
  return requiredText(m.addresseeRequired)
    .test('invalidChars', messages.generic.invalidChars, whenPresent(hasNoControlChars))
    .test(
      'tooLong',
      m.addresseeTooLong,
      whenPresent((v) => charLength(v) <= ADDRESSEE_MAX),
    );
}

export function invoiceAddresseeSchema() {
  return object({
    addressee: addresseeSchema(),
    // Blank means "none": formik turns '' into undefined before validating, the server gets null.
    honorific: optionalText().test(
      'honorific',
      m.honorificInvalid,
      whenPresent((v) => (honorifics as readonly string[]).includes(v)),
    ),
  });
}
