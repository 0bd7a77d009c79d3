import { multiFactorSegments, type ConsentType, type EnablableMultiFactorType } from '@vs/contract';

/** Link targets of the My Page pages (spec 000 §2); other areas are reached by URL only. */
export const mypagePaths = {
  top: '/mypage',
  multiFactor: '/mypage/multi-factor',
  multiFactorComplete: '/mypage/multi-factor/complete',
  backupCode: '/mypage/multi-factor/backup-code',
  backupCodeGenerate: '/mypage/multi-factor/backup-code/generate',
  trustedDevice: '/mypage/multi-factor/trusted-device',
  loginHistory: '/mypage/login-history',
  profileEdit: '/mypage/edit',
  profileImage: '/mypage/profile/edit',
  emailEdit: '/mypage/email/edit',
  emailVerify: '/mypage/email/verify',
  passwordEdit: '/mypage/password/edit',
  passwordEditComplete: '/mypage/password/edit/complete',
  enablePassword: '/mypage/enable-password',
  userIdEdit: '/mypage/user-id/edit',
  userIdEditComplete: '/mypage/user-id/edit/complete',
  profilePin: '/mypage/pin-code',
  profilePinComplete: '/mypage/pin-code/complete',
  consent: '/mypage/consent',
  connections: '/mypage/connections',
  plans: '/plans',
  withdraw: '/withdraw',
} as const;

/** /mypage/multi-factor/{otp|email|sms}: where a type is set up. */
export function multiFactorSetupPath(type: EnablableMultiFactorType): string {
  return `${mypagePaths.multiFactor}/${multiFactorSegments[type]}`;
}

/** /mypage/login-history?page=N */
export function loginHistoryPagePath(page: number): string {
  return `${mypagePaths.loginHistory}?page=${page}`;
}

/** /mypage/consent?type=newsletter|privacy */
export function consentPath(type: ConsentType): string {
  return `${mypagePaths.consent}?type=${type}`;
}
