import type { LoginMethod, MultiFactorType } from '@vs/contract';

/**
 * The authentication methods of a login as RFC 8176 names them (`amr`), kept in the session at
 * login so the OpenID provider can tell relying parties how the member logged in: `pwd` for the
 * password, `otp` for a code (mailed, from an app, or a backup code), `sms` for a texted code, and
 * `mfa` when two factors were used.
 */
export type AuthenticationMethod = 'pwd' | 'otp' | 'sms' | 'fed' | 'mfa';

const firstFactor: Record<LoginMethod, AuthenticationMethod> = {
  Password: 'pwd',
  AuthCode: 'otp',
  ExternalAuth: 'fed',
};
const secondFactor: Record<MultiFactorType, AuthenticationMethod> = {
  OTP: 'otp',
  Email: 'otp',
  BackupCode: 'otp',
  SMS: 'sms',
};

export function authenticationMethodsOf(first: LoginMethod, second?: MultiFactorType): AuthenticationMethod[] {
  if (!second) return [firstFactor[first]];
  return [...new Set([firstFactor[first], secondFactor[second]]), 'mfa'];
}

declare module '../session/session-data' {
  interface SessionData {
    /** How the member logged in (RFC 8176 `amr` values); absent for logins made before it was kept. */
    loginMethods?: AuthenticationMethod[];
  }
}
