import { href } from '@vs/routes';
import { multiFactorSegments, type ConsentType, type EnablableMultiFactorType } from '@vs/contract';

/** Link targets of the My Page pages (spec 000 §2); other areas are reached by URL only. */
export const mypagePaths = {
  top: href('/mypage'),
  multiFactor: href('/mypage/multi-factor'),
  multiFactorComplete: href('/mypage/multi-factor/complete'),
  backupCode: href('/mypage/multi-factor/backup-code'),
  backupCodeGenerate: href('/mypage/multi-factor/backup-code/generate'),
  trustedDevice: href('/mypage/multi-factor/trusted-device'),
  loginHistory: href('/mypage/login-history'),
  sessions: href('/mypage/sessions'),
  profileEdit: href('/mypage/edit'),
  profileImage: href('/mypage/profile/edit'),
  emailEdit: href('/mypage/email/edit'),
  emailVerify: href('/mypage/email/verify'),
  passwordEdit: href('/mypage/password/edit'),
  passwordEditComplete: href('/mypage/password/edit/complete'),
  enablePassword: href('/mypage/enable-password'),
  userIdEdit: href('/mypage/user-id/edit'),
  userIdEditComplete: href('/mypage/user-id/edit/complete'),
  profilePin: href('/mypage/pin-code'),
  profilePinComplete: href('/mypage/pin-code/complete'),
  consent: href('/mypage/consent'),
  connections: href('/mypage/connections'),
  plans: href('/plans'),
  withdraw: href('/withdraw'),
};

/** The payment-method pages. */
export const paymentPaths = {
  list: href('/mypage/payment-method'),
  complete: href('/mypage/payment-method/complete'),
  deleteComplete: href('/mypage/payment-method/delete/complete'),
};

/** The member's contracts (spec 000 §2 /mypage/plans, /mypage/subscription/{id} and its pages). */
export const subscriptionPaths = {
  list: href('/mypage/plans'),
  detail: (subscriptionId: string) => href('/mypage/subscription/:subscriptionId', { subscriptionId }),
  cancel: (subscriptionId: string) => href('/mypage/subscription/:subscriptionId/cancel', { subscriptionId }),
  cancelComplete: (subscriptionId: string) =>
    href('/mypage/subscription/:subscriptionId/cancel/complete', { subscriptionId }),
  paymentMethod: (subscriptionId: string) =>
    href('/mypage/subscription/:subscriptionId/payment-method', { subscriptionId }),
  paymentMethodComplete: (subscriptionId: string) =>
    href('/mypage/subscription/:subscriptionId/payment-method/complete', { subscriptionId }),
  /** My Page's payment methods, to add one and come back to this contract's change page. */
  addMethod: (subscriptionId: string) => href('/mypage/payment-method', undefined, { subscription: subscriptionId }),
};

/** /mypage/multi-factor/{otp|email|sms}: where a type is set up. */
export function multiFactorSetupPath(type: EnablableMultiFactorType): string {
  return `${mypagePaths.multiFactor}/${multiFactorSegments[type]}`;
}

/** /mypage/login-history?page=N */
export function loginHistoryPagePath(page: number): string {
  return `${mypagePaths.loginHistory}?page=${page}`;
}

/** /mypage/payment-history?page=N (page 1 is the bare path, the menu's link). */
export function paymentHistoryPagePath(page: number): string {
  const path = href('/mypage/payment-history');
  return page === 1 ? path : `${path}?page=${page}`;
}

/** /mypage/invoice/{earningsId}: one charge's qualified invoice (opened in a new tab from the history). */
export function invoicePath(earningsId: string): string {
  return href('/mypage/invoice/:earningsId', { earningsId });
}

/** /mypage/consent?type=newsletter|privacy */
export function consentPath(type: ConsentType): string {
  return `${mypagePaths.consent}?type=${type}`;
}

/** /mypage/connections/client/{clientId}: one connected application. */
export function connectionPath(clientId: string): string {
  return href('/mypage/connections/client/:clientId', { clientId });
}
