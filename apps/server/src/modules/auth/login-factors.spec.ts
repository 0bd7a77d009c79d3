import { describe, expect, it } from 'vitest';
import { authenticationMethodsOf } from './login-factors';

describe('authenticationMethodsOf (the amr of a login, RFC 8176)', () => {
  it('names the first factor alone, and both factors with mfa after a second step', () => {
    expect(authenticationMethodsOf('Password')).toEqual(['pwd']);
    expect(authenticationMethodsOf('AuthCode')).toEqual(['otp']);
    expect(authenticationMethodsOf('Password', 'OTP')).toEqual(['pwd', 'otp', 'mfa']);
    expect(authenticationMethodsOf('Password', 'SMS')).toEqual(['pwd', 'sms', 'mfa']);
    expect(authenticationMethodsOf('AuthCode', 'Email')).toEqual(['otp', 'mfa']);
    expect(authenticationMethodsOf('Password', 'BackupCode')).toEqual(['pwd', 'otp', 'mfa']);
  });
});
