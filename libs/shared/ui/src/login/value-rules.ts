import type { MultiFactorType } from '@vs/contract';
import {
  EMAIL_PIN_MAX_LENGTH,
  emailPinCodeSchema,
  multiFactorValueSchema,
  OTP_LENGTH,
  otpSchema,
} from '@vs/validation';
import type { StringSchema } from 'yup';

/** `numeric`: digits only, so a numeric keyboard and one-time-code autofill (from the mail, the SMS or the app). */
export type ValueRules =
  | { readonly schema: StringSchema<string>; readonly numeric: true; readonly maxLength: number }
  | { readonly schema: StringSchema<string>; readonly numeric: false };

/**
 * How each second factor's value is checked before it is sent: OTP exactly 6 digits; e-mail and
 * SMS codes like every e-mailed code (half-width digits, at most 6); a backup code only present
 * (its shape is the server's business, and a pasted code may carry spaces).
 */
export function valueRulesOf(type: MultiFactorType): ValueRules {
  switch (type) {
    case 'OTP':
      return { schema: otpSchema(), numeric: true, maxLength: OTP_LENGTH };
    case 'Email':
    case 'SMS':
      return { schema: emailPinCodeSchema(), numeric: true, maxLength: EMAIL_PIN_MAX_LENGTH };
    case 'BackupCode':
      return { schema: multiFactorValueSchema(), numeric: false };
  }
}
