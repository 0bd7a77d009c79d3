import type {
  LoginCodeScreenData,
  LoginMultiFactorEntryScreenData,
  LoginMultiFactorScreenData,
  LoginScreenData,
  PasswordResetScreenData,
} from '@vs/contract';

export function aLoginPage(overrides: Partial<LoginScreenData> = {}): LoginScreenData {
  return {
    isEnabledUserId: true,
    isEnabledPassword: true,
    isEnabledAuthCode: false,
    isRecaptchaEnabled: false,
    botCheck: null,
    defaultLoginType: 'password',
    userIdentifierList: [],
    returnTo: null,
    ...overrides,
  };
}

export function aLoginCodePage(overrides: Partial<LoginCodeScreenData> = {}): LoginCodeScreenData {
  return { email: 'taro@example.com', resendAfterSeconds: 30, returnTo: null, botCheck: null, ...overrides };
}

export function aMultiFactorChoice(overrides: Partial<LoginMultiFactorScreenData> = {}): LoginMultiFactorScreenData {
  return { types: ['Email', 'OTP', 'BackupCode'], preferredType: null, ...overrides };
}

export function aMultiFactorEntry(
  overrides: Partial<LoginMultiFactorEntryScreenData> = {},
): LoginMultiFactorEntryScreenData {
  return {
    type: 'OTP',
    destination: null,
    codeSent: false,
    resendAfterSeconds: 0,
    canChooseAnother: true,
    ...overrides,
  };
}

export function aResetPage(overrides: Partial<PasswordResetScreenData> = {}): PasswordResetScreenData {
  return { passwordStrength: 'uppercase', tokenValid: true, ...overrides };
}
