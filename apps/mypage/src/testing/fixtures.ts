import type {
  ActiveSession,
  CodeFactorSetupScreenData,
  LoginHistoryEntry,
  LoginHistoryScreenData,
  MultiFactorScreenData,
  OtpSetupScreenData,
  SessionsScreenData,
  TrustedDevice,
  TrustedDeviceScreenData,
} from '@vs/contract';

export const tenCodes = [
  'abcd2345ef',
  'ghjk6789mn',
  'pqrs2345tu',
  'vwxy6789za',
  'bcde2345fg',
  'hjkm6789np',
  'qrst2345uv',
  'wxyz6789ab',
  'cdef2345gh',
  'jkmn6789pq',
];

export function aMultiFactorPage(overrides: Partial<MultiFactorScreenData> = {}): MultiFactorScreenData {
  return { offeredTypes: ['Email', 'SMS', 'OTP'], enabled: [], backupCodesLeft: 0, ...overrides };
}

export function anOtpSetup(overrides: Partial<OtpSetupScreenData> = {}): OtpSetupScreenData {
  return {
    secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
    otpauthUrl:
      'otpauth://totp/Demo%20Store:taro%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DP' +
      '&issuer=Demo%20Store&algorithm=SHA1&digits=6&period=30',
    isFirstFactor: false,
    ...overrides,
  };
}

export function aCodeSetup(overrides: Partial<CodeFactorSetupScreenData> = {}): CodeFactorSetupScreenData {
  return {
    type: 'Email',
    destination: 't***@example.com',
    suggestedPhoneNumber: null,
    isFirstFactor: false,
    ...overrides,
  };
}

export function aTrustedDevice(overrides: Partial<TrustedDevice> = {}): TrustedDevice {
  return {
    deviceToken: 'dev-1',
    currentDevice: false,
    createdAt: '2025-03-01T00:30:00Z',
    option: { deviceInfo: 'iphone', browserInfo: 'Safari' },
    ...overrides,
  };
}

export function aTrustedDevicePage(devices: readonly TrustedDevice[] = [aTrustedDevice()]): TrustedDeviceScreenData {
  return { devices };
}

export function anActiveSession(overrides: Partial<ActiveSession> = {}): ActiveSession {
  return {
    handle: 'h'.repeat(43),
    current: false,
    createdAt: '2025-03-01T00:30:00Z',
    lastSeenAt: '2025-03-01T01:05:00Z',
    deviceInfo: 'iphone',
    browserInfo: 'Mobile Safari',
    ip: '203.0.113.7',
    country: 'JP',
    ...overrides,
  };
}

export function aSessionsPage(sessions: readonly ActiveSession[] = [anActiveSession()]): SessionsScreenData {
  return { sessions };
}

export function aHistoryEntry(overrides: Partial<LoginHistoryEntry> = {}): LoginHistoryEntry {
  return {
    createdAt: '2024-12-31T15:00:05Z',
    ip: '203.0.113.7',
    result: 'success',
    userIdentifierName: 'taro@example.com',
    loginMethod: 'Password',
    multiFactorType: null,
    requestMultiFactor: false,
    deviceInfo: 'pc',
    country: 'JP',
    browserInfo: 'Chrome',
    ...overrides,
  };
}

export function aHistoryPage(overrides: Partial<LoginHistoryScreenData> = {}): LoginHistoryScreenData {
  return {
    entries: [aHistoryEntry()],
    currentIp: '198.51.100.20',
    page: { currentPage: 1, lastPage: 1, perPage: 20, totalCount: 1 },
    ...overrides,
  };
}
