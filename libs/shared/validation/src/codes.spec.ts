import { describe, expect, it } from 'vitest';
import {
  backupCodesSavedSchema,
  canSubmitPinCode,
  emailPinCodeSchema,
  multiFactorValueSchema,
  otpSchema,
  profilePinFormSchema,
  profilePinSchema,
} from './codes';
import { messages } from './messages';
import { firstError, formErrors } from './test-helpers';

describe('e-mailed PIN code', () => {
  const s = emailPinCodeSchema();
  it('is required, half-width digits, at most 6', () => {
    expect(firstError(s, '')).toBe(messages.pinCode.required);
    expect(firstError(s, '123456')).toBeNull();
    expect(firstError(s, '１２３４５６')).toBe(messages.pinCode.halfWidth);
    expect(firstError(s, '12a456')).toBe(messages.pinCode.halfWidth);
    expect(firstError(s, '1234567')).toBe(messages.pinCode.tooLong);
  });

  it('submit waits for a code that differs from the last rejected one', () => {
    expect(canSubmitPinCode('', null)).toBe(false);
    expect(canSubmitPinCode('123456', null)).toBe(true);
    expect(canSubmitPinCode('123456', '123456')).toBe(false);
    expect(canSubmitPinCode('123457', '123456')).toBe(true);
  });
});

describe('profile-protection PIN', () => {
  const p = messages.profilePin;
  it('is exactly 4 digits with the three messages', () => {
    const s = profilePinSchema();
    expect(firstError(s, '')).toBe(p.length);
    expect(firstError(s, '123')).toBe(p.length);
    expect(firstError(s, '12345')).toBe(p.length);
    expect(firstError(s, '12a4')).toBe(p.invalidChars);
    expect(firstError(s, '１２３４')).toBe(p.invalidChars);
    expect(firstError(s, '0123')).toBeNull();
    expect(formErrors(profilePinFormSchema(), { pinCode: '1234', pinCodeConfirm: '1235' })).toEqual({
      pinCodeConfirm: p.mismatch,
    });
    expect(formErrors(profilePinFormSchema(), { pinCode: '1234', pinCodeConfirm: '1234' })).toEqual({});
  });
});

describe('OTP and multi-factor', () => {
  it('OTP is exactly 6 digits', () => {
    const s = otpSchema();
    for (const bad of ['', '12345', '1234567', '12345a']) expect(firstError(s, bad)).toBe(messages.otp.length);
    expect(firstError(s, '012345')).toBeNull();
  });

  it('a multi-factor value is required', () => {
    expect(firstError(multiFactorValueSchema(), '')).toBe(messages.multiFactor.required);
    expect(firstError(multiFactorValueSchema(), 'abcd-efgh')).toBeNull();
  });

  it('backup codes must be ticked as saved', () => {
    const s = backupCodesSavedSchema();
    expect(firstError(s, false)).toBe(messages.multiFactor.backupCodesSaved);
    expect(firstError(s, undefined)).toBe(messages.multiFactor.backupCodesSaved);
    expect(firstError(s, true)).toBeNull();
  });
});
