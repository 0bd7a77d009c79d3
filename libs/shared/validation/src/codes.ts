import { boolean, object, type BooleanSchema, type StringSchema } from 'yup';
import { isPhoneNumber } from './address';
import { EMAIL_PIN_MAX_LENGTH, OTP_LENGTH, PROFILE_PIN_LENGTH } from './constants';
import { messages } from './messages';
import { DIGITS, isBlank, requiredText, whenPresent } from './rules';

/**
 * E-mailed PIN code (signup, login by code, e-mail change, withdrawal …): required, half-width
 * digits, at most 6 (decided: the server sends 6-digit codes).
 */
export function emailPinCodeSchema(): StringSchema<string> {
  return requiredText(messages.pinCode.required)
    .test(
      'halfWidth',
      messages.pinCode.halfWidth,
      whenPresent((v) => DIGITS.test(v)),
    )
    .test(
      'tooLong',
      messages.pinCode.tooLong,
      whenPresent((v) => v.length <= EMAIL_PIN_MAX_LENGTH),
    );
}

/** Submit is enabled once a code is entered that differs from the last rejected one (spec 000 §4). */
export function canSubmitPinCode(code: string, lastRejectedCode: string | null | undefined): boolean {
  return code.trim() !== '' && code !== lastRejectedCode;
}

const pin = messages.profilePin;
const PROFILE_PIN = new RegExp(`^\\d{${PROFILE_PIN_LENGTH}}$`);

/** Profile-protection PIN: characters first (a letter is the likelier mistake), then length. */
export function profilePinSchema(): StringSchema<string> {
  return requiredText(pin.length)
    .test(
      'invalidChars',
      pin.invalidChars,
      whenPresent((v) => DIGITS.test(v)),
    )
    .test(
      'length',
      pin.length,
      whenPresent((v) => PROFILE_PIN.test(v)),
    );
}

/** POST /zapi/account/pinCode/set form: `pinCode` + `pinCodeConfirm` (only pinCode is sent). */
export function profilePinFormSchema() {
  return object({
    pinCode: profilePinSchema(),
    pinCodeConfirm: profilePinSchema().test('mismatch', pin.mismatch, function (value) {
      return isBlank(value) || value === (this.parent as Record<string, unknown>)['pinCode'];
    }),
  });
}

/** Authenticator app code: exactly 6 digits, one message for every failure (spec 001 §5). */
export function otpSchema(): StringSchema<string> {
  const exact = new RegExp(`^\\d{${OTP_LENGTH}}$`);
  return requiredText(messages.otp.length).test(
    'length',
    messages.otp.length,
    whenPresent((v) => exact.test(v)),
  );
}

/** The value of any multi-factor step (e-mail / SMS code, OTP, backup code): required. */
export function multiFactorValueSchema(): StringSchema<string> {
  return requiredText(messages.multiFactor.required);
}

/** The number an SMS factor sends its codes to: the profile's phone rule (10 to 11 digits), but required. */
export function smsPhoneNumberSchema(): StringSchema<string> {
  return requiredText(messages.profile.phoneNumberRequired).test(
    'phoneFormat',
    messages.profile.phoneNumberFormat,
    whenPresent(isPhoneNumber),
  );
}

/** "I saved the codes" must be ticked before enabling multi-factor with backup codes. */
export function backupCodesSavedSchema(): BooleanSchema<boolean> {
  return boolean()
    .typeError(messages.multiFactor.backupCodesSaved)
    .required(messages.multiFactor.backupCodesSaved)
    .oneOf([true], messages.multiFactor.backupCodesSaved);
}
