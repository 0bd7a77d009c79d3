/**
 * Login, logout and password reset (spec 000 §2 Auth routes, §4 Login and Password reset; spec 001
 * §7 "Signup and sign-in calls", §8 "Login failures"). First slice: password login only.
 */
import type { PasswordStrength } from './form-rules';

export type LoginType = 'password' | 'authCode';

/** GET /zapi/internal/login/screen-data */
export interface LoginScreenData {
  readonly isEnabledUserId: boolean;
  readonly isEnabledPassword: boolean;
  readonly isEnabledAuthCode: boolean;
  /** The bot check (off until the verification adapter exists). */
  readonly isRecaptchaEnabled: boolean;
  readonly defaultLoginType: LoginType;
  /** A safe return target from `?redirect=` (a relative path on this origin), or null. */
  readonly redirectTo: string | null;
}

export type LoginMethod = 'Password' | 'AuthCode' | 'ExternalAuth';

/** POST /login, password mode. */
export interface LoginRequest {
  readonly emailUserId: string;
  readonly password: string;
  readonly loginMethod: 'Password';
  /** The bot-check token, when the store enables it. */
  readonly token?: string;
  /** Where to go after the login (validated again on the server); optional. */
  readonly redirectTo?: string | null;
}

/** POST /zapi/auth/password/forgot */
export interface PasswordForgotRequest {
  readonly email: string;
}

/** GET /zapi/internal/password/reset/screen-data?token=… */
export interface PasswordResetScreenData {
  readonly passwordStrength: PasswordStrength;
  /** False for an unknown, used or expired token: the page offers to ask again. */
  readonly tokenValid: boolean;
}

/** POST /zapi/auth/password/reset */
export interface PasswordResetRequest {
  readonly token: string;
  readonly password: string;
  readonly passwordConfirm: string;
}

/** GET /zapi/internal/logout/screen-data and the complete pages: nothing page-specific yet. */
export interface EmptyScreenData {
  readonly ok: true;
}

/** Every auth POST answers with where to go next. */
export interface AuthAnswer {
  readonly redirectTo: string;
}

/** Where a member goes after logging in when no return target was given (until My Page exists). */
export const DEFAULT_LOGIN_TARGET = '/plans';

/** Spec 000 §9: the logout page returns to the top after this long. */
export const LOGOUT_REDIRECT_SECONDS = 10;

/** Spec 000 §9: the password-reset mail may take this long. */
export const PASSWORD_RESET_MAIL_DELAY_MINUTES = 15;
