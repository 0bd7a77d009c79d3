/**
 * Multi-factor settings of a member (spec 000 §2 "Multi-factor", §3 "Multi-factor", "Trusted device",
 * §4 "Multi-factor"; spec 001 §7 enable-multi-factor, with-backup-code, backup-code-regenerate,
 * disable-multi-factor, trusted-device calls). The login side lives in ./auth.ts.
 */
import type { EnablableMultiFactorType } from './auth';
import type { BodyOf } from './endpoint';
import type * as multiFactorEndpoints from './endpoints/multi-factor';

/** GET /zapi/internal/mypage/multi-factor/screen-data */
export interface MultiFactorScreenData {
  /** The types this store offers, in display order. */
  readonly offeredTypes: readonly EnablableMultiFactorType[];
  readonly enabled: readonly {
    readonly type: EnablableMultiFactorType;
    readonly enabledAt: string;
    /** SMS: the masked number its codes go to (the factor's own, proved at set-up). */
    readonly destination?: string;
  }[];
  /** Unused backup codes left (0 when no factor is enabled). */
  readonly backupCodesLeft: number;
}

/** GET /zapi/internal/mypage/multi-factor/otp/screen-data: a fresh secret, kept by the server until confirmed. */
export interface OtpSetupScreenData {
  /** Base32, for typing into an authenticator by hand. */
  readonly secret: string;
  /** `otpauth://totp/{issuer}:{account}?secret=…&issuer=…&algorithm=SHA1&digits=6&period=30`, shown as a QR code. */
  readonly otpauthUrl: string;
  /** Enabling it hands out backup codes (the member has no factor yet). */
  readonly isFirstFactor: boolean;
}

/** GET /zapi/internal/mypage/multi-factor/{email|sms}/screen-data */
export interface CodeFactorSetupScreenData {
  readonly type: 'Email' | 'SMS';
  /**
   * Masked: the address the code goes to (Email), or the number the SMS factor sends its codes to now
   * (null while SMS is off). Setting SMS up again with another number is how that number changes.
   */
  readonly destination: string | null;
  /** SMS: the profile's phone number, offered as the number to prove; null when there is none (and for Email). */
  readonly suggestedPhoneNumber: string | null;
  readonly isFirstFactor: boolean;
}

/**
 * The answer of enable-multi-factor: `codeSent` after an Email/SMS send; `backupCodeList` when this is
 * the member's first factor (confirmed by with-backup-code); otherwise `redirectTo` the complete page.
 */
export type EnableMultiFactorAnswer =
  { readonly codeSent: true } | { readonly backupCodeList: readonly string[] } | { readonly redirectTo: string };

/** POST /zapi/account/backup-code-regenerate answers the new codes; the old ones stop working. */
export interface BackupCodeListAnswer {
  readonly backupCodeList: readonly string[];
}

/** Spec 000 §3 "Trusted device". `deviceToken` is the row's public id, never the cookie's secret. */
export interface TrustedDevice {
  readonly deviceToken: string;
  readonly currentDevice: boolean;
  readonly createdAt: string;
  readonly option: { readonly deviceInfo: string; readonly browserInfo: string | null };
}

/** GET /zapi/internal/mypage/multi-factor/trusted-device/screen-data */
export interface TrustedDeviceScreenData {
  readonly devices: readonly TrustedDevice[];
}

/** DELETE /zapi/account/trusted-device */
export type DeleteTrustedDeviceRequest = BodyOf<typeof multiFactorEndpoints.trustedDevice>;

/** How many backup codes are handed out at a time, and their shape (10 characters, a–z 2–9, no look-alikes). */
export const BACKUP_CODE_COUNT = 10;
export const BACKUP_CODE_LENGTH = 10;

/** Spec 000 §3 "Login history entry". */
export interface LoginHistoryEntry {
  /** ISO 8601; shown as YYYY/MM/DD HH:mm:ss in JST. */
  readonly createdAt: string;
  readonly ip: string;
  /** 'success' or the failure's catalogue code. */
  readonly result: string;
  readonly userIdentifierName: string;
  readonly loginMethod: 'Password' | 'AuthCode' | 'ExternalAuth';
  readonly multiFactorType: 'Email' | 'SMS' | 'OTP' | 'BackupCode' | null;
  readonly requestMultiFactor: boolean;
  /** 'android' | 'iphone' | 'ipad' | 'mac' | 'pc' | 'other' (spec: Android phone, iPhone, PC, Mac, iPad). */
  readonly deviceInfo: string;
  /** ISO 3166-1 alpha-2 from the offline database, or null (private or unknown address). */
  readonly country: string | null;
  readonly browserInfo: string | null;
}

/** GET /zapi/internal/mypage/login-history/screen-data?page=N */
export interface LoginHistoryScreenData {
  readonly entries: readonly LoginHistoryEntry[];
  /** The address this request came from. */
  readonly currentIp: string;
  readonly page: {
    readonly currentPage: number;
    readonly lastPage: number;
    readonly perPage: number;
    readonly totalCount: number;
  };
}
