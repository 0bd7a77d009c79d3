import { multiFactorSegments, type EnablableMultiFactorType } from '@vs/contract';

/** Link targets of the My Page security pages (spec 000 §2); other areas are reached by URL only. */
export const mypagePaths = {
  multiFactor: '/mypage/multi-factor',
  multiFactorComplete: '/mypage/multi-factor/complete',
  backupCode: '/mypage/multi-factor/backup-code',
  backupCodeGenerate: '/mypage/multi-factor/backup-code/generate',
  trustedDevice: '/mypage/multi-factor/trusted-device',
  loginHistory: '/mypage/login-history',
  profileEdit: '/mypage/edit',
  passwordEdit: '/mypage/password/edit',
} as const;

/** /mypage/multi-factor/{otp|email|sms}: where a type is set up. */
export function multiFactorSetupPath(type: EnablableMultiFactorType): string {
  return `${mypagePaths.multiFactor}/${multiFactorSegments[type]}`;
}

/** /mypage/login-history?page=N */
export function loginHistoryPagePath(page: number): string {
  return `${mypagePaths.loginHistory}?page=${page}`;
}
