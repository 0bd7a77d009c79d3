import type { LoginScreenData, PasswordResetScreenData } from '@vs/contract';

export function aLoginPage(overrides: Partial<LoginScreenData> = {}): LoginScreenData {
  return {
    isEnabledUserId: true,
    isEnabledPassword: true,
    isEnabledAuthCode: false,
    isRecaptchaEnabled: false,
    botCheck: null,
    defaultLoginType: 'password',
    redirectTo: null,
    ...overrides,
  };
}

export function aResetPage(overrides: Partial<PasswordResetScreenData> = {}): PasswordResetScreenData {
  return { passwordStrength: 'uppercase', tokenValid: true, ...overrides };
}
