/**
 * Login, logout and password reset (spec 000 §2 Auth routes, §4 Login and Password reset; spec 001
 * §7 "Signup and sign-in calls", §8 "Login failures"), the e-mailed-code login and the second factor
 * at login (spec 000 §3 "Multi-factor", "Trusted device").
 */
import type { PasswordStrength } from '@vs/validation';
import type { BodyOf } from './endpoint';
import type * as authEndpoints from './endpoints/auth';
import type { UserIdentifier } from './external-identity';

export type LoginType = 'password' | 'authCode';

/** GET /zapi/internal/login/screen-data */
export interface LoginScreenData {
  readonly isEnabledUserId: boolean;
  readonly isEnabledPassword: boolean;
  readonly isEnabledAuthCode: boolean;
  /** The store asks for a bot-check token with each login (reCAPTCHA v3 shaped, see {@link BotCheckSettings}). */
  readonly isRecaptchaEnabled: boolean;
  /** Present when `isRecaptchaEnabled`: where the page loads the verification script from, and its site key. */
  readonly botCheck: BotCheckSettings | null;
  readonly defaultLoginType: LoginType;
  /** The identity providers the store offers, in its order: a button each (hidden in the app browser). */
  readonly userIdentifierList: readonly UserIdentifier[];
  /**
   * A safe return target from `?redirect=` (a relative path on this origin), or null. Not named
   * `redirectTo`: a screen-data answer carrying that field is a redirect (spec 001 §7).
   */
  readonly returnTo: string | null;
  /** Step-up (`?prompt=login`): a member logs in again before a sensitive change; the page says why. */
  readonly isStepUp?: boolean;
}

/** The client half of the bot check: a script exposing `grecaptcha.ready/execute(siteKey, { action })`. */
export interface BotCheckSettings {
  readonly scriptUrl: string;
  readonly siteKey: string;
  /** The action name sent with the token and checked by the server. */
  readonly action: 'login';
}

export type LoginMethod = 'Password' | 'AuthCode' | 'ExternalAuth';

/** POST /login, password mode. */
export type PasswordLoginRequest = Extract<BodyOf<typeof authEndpoints.login>, { readonly loginMethod: 'Password' }>;

/** POST /login, code mode: the code mailed by POST /login/code to the same address. */
export type CodeLoginRequest = Extract<BodyOf<typeof authEndpoints.login>, { readonly loginMethod: 'AuthCode' }>;

/**
 * POST /login/code: mails a login code when the address belongs to a member; the answer is the same
 * either way (`redirectTo` /login/code). `isAmaltheaLogin` is accepted and ignored (spec 001 §7).
 */
export type LoginCodeRequest = BodyOf<typeof authEndpoints.loginCode>;

/** GET /zapi/internal/login/code/screen-data: the address the code went to (redirects to /login without one). */
export interface LoginCodeScreenData {
  readonly email: string;
  /** Seconds before "send again" is offered (spec 000 §9 PIN resend countdown). */
  readonly resendAfterSeconds: number;
  /** As LoginScreenData's `returnTo`. */
  readonly returnTo: string | null;
  /**
   * As on the login page: "send again" is a POST /login/code too, so it needs a token when the
   * store enables the check.
   */
  readonly botCheck?: BotCheckSettings | null;
}

/** Spec 000 §3 "Multi-factor": the factor types; BackupCode is only ever a way in, never "enabled". */
export type MultiFactorType = 'Email' | 'SMS' | 'OTP' | 'BackupCode';
export type EnablableMultiFactorType = Exclude<MultiFactorType, 'BackupCode'>;

/** The URL segment of each type: /login/multi-factor/{segment}, /mypage/multi-factor/{segment}. */
export const multiFactorSegments = {
  Email: 'email',
  SMS: 'sms',
  OTP: 'otp',
  BackupCode: 'backup-code',
} as const satisfies Record<MultiFactorType, string>;
export type MultiFactorSegment = (typeof multiFactorSegments)[MultiFactorType];

export function multiFactorTypeOfSegment(segment: string): MultiFactorType | null {
  const entry = Object.entries(multiFactorSegments).find(([, value]) => value === segment);
  return entry ? (entry[0] as MultiFactorType) : null;
}

/** GET /zapi/internal/login/multi-factor/screen-data: the choice of the member's second factors. */
export interface LoginMultiFactorScreenData {
  /** The member's enabled types the store offers, plus BackupCode when unused codes are left. */
  readonly types: readonly MultiFactorType[];
  /** The type the member marked as preferred (`isPreferred`), if any. */
  readonly preferredType: MultiFactorType | null;
}

/** GET /zapi/internal/login/multi-factor/{segment}/screen-data. */
export interface LoginMultiFactorEntryScreenData {
  readonly type: MultiFactorType;
  /** Where an Email or SMS code goes, masked (`t***@example.com`, `*******1234`); null for OTP and backup codes. */
  readonly destination: string | null;
  /** Email and SMS: a code was already sent in this login (the page offers "send again" instead of "send"). */
  readonly codeSent: boolean;
  readonly resendAfterSeconds: number;
  /** The member has more than one way in: the page links back to the choice. */
  readonly canChooseAnother: boolean;
}

/** POST /zapi/login/multi-factor/{segment} (and /zapi/oidc/login/multi-factor/{segment}). */
export type MultiFactorLoginRequest = BodyOf<typeof authEndpoints.loginMultiFactor>;

/** How long a login or second-factor code lives (SECURITY.md: 10 minutes, single use). */
export const LOGIN_CODE_LIFETIME_MINUTES = 10;
/** How long a remembered device skips the second factor. */
export const TRUSTED_DEVICE_LIFETIME_DAYS = 30;

/** POST /zapi/auth/password/forgot */
export type PasswordForgotRequest = BodyOf<typeof authEndpoints.passwordForgot>;

/** GET /zapi/internal/password/reset/screen-data?token=… */
export interface PasswordResetScreenData {
  readonly passwordStrength: PasswordStrength;
  /** False for an unknown, used or expired token: the page offers to ask again. */
  readonly tokenValid: boolean;
}

/** POST /zapi/auth/password/reset */
export type PasswordResetRequest = BodyOf<typeof authEndpoints.passwordReset>;

/** GET /zapi/internal/logout/screen-data and the complete pages: nothing page-specific yet. */
export interface EmptyScreenData {
  readonly ok: true;
}

/** Every auth POST answers with where to go next. */
export interface AuthAnswer {
  readonly redirectTo: string;
}

/** Where a member goes after logging in when no return target was given: My Page, the member's home. */
export const DEFAULT_LOGIN_TARGET = '/mypage';

/** Spec 000 §9: the logout page returns to the top after this long. */
export const LOGOUT_REDIRECT_SECONDS = 10;

/** Spec 000 §9: the password-reset mail may take this long. */
export const PASSWORD_RESET_MAIL_DELAY_MINUTES = 15;
