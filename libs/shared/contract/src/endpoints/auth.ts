/** Login, code login, second factor, logout and password reset (spec 001 §7 "Login calls"). */
import {
  emailPinCodeSchema,
  emailSchema,
  loginIdentifierSchema,
  loginPasswordSchema,
  multiFactorValueSchema,
  otpSchema,
  passwordWithConfirmationSchema,
  REDIRECT_TARGET_MAX_LENGTH,
  type PasswordStrength,
} from '@vs/validation';
import { boolean, mixed, object, string } from 'yup';
import type { AuthAnswer } from '../auth';
import { endpoint } from '../endpoint';

/**
 * The bot-check token (reCAPTCHA v3 shaped) and the return target every login form may carry. A
 * function, like every schema here: a module-level schema would be built in every bundle that
 * imports the contract, even one that never logs in.
 */
const loginExtras = () => ({
  /** The bot-check token, when the store enables it. */
  token: string().optional().max(4096),
  /** Where to go after the login (validated again on the server); optional. */
  redirectTo: string().nullable().optional().max(REDIRECT_TARGET_MAX_LENGTH),
});

export const passwordLoginBody = () =>
  object({
    emailUserId: loginIdentifierSchema(),
    password: loginPasswordSchema(),
    loginMethod: mixed<'Password'>().oneOf(['Password']).required(),
    ...loginExtras(),
  });

export const codeLoginBody = () =>
  object({
    emailUserId: loginIdentifierSchema(),
    authCode: emailPinCodeSchema(),
    loginMethod: mixed<'AuthCode'>().oneOf(['AuthCode']).required(),
    ...loginExtras(),
  });

/** POST /login: the password or the mailed code (`loginMethod` says which), then the second step or the target. */
export const login = /* @__PURE__ */ endpoint<AuthAnswer>()({
  method: 'POST',
  path: '/login',
  body: (method: 'Password' | 'AuthCode') => (method === 'Password' ? passwordLoginBody() : codeLoginBody()),
  errors: [
    'LOGIN_FAILED',
    'LOGIN_INVALID_EMAIL_OR_PASSWORD',
    'LOGIN_INVALID_USER_ID_OR_PASSWORD',
    'LOGIN_PROHIBITED',
    'PIN_CODE_ERROR',
    'TOO_MANY_REQUESTS',
  ],
});

/** POST /login/code: mails a login code; the same answer whether or not the address is a member's. */
export const loginCode = /* @__PURE__ */ endpoint<AuthAnswer>()({
  method: 'POST',
  path: '/login/code',
  body: () => object({ email: emailSchema(), isAmaltheaLogin: boolean().optional(), ...loginExtras() }),
  errors: ['TOO_MANY_REQUESTS', 'LOGIN_FAILED'],
});

/** POST /logout: ends the session (204, no body either way); the page then counts down to the top. */
export const logout = /* @__PURE__ */ endpoint<undefined>()({ method: 'POST', path: '/logout', errors: [] });

/** POST /zapi/login/multi-factor/{segment}: checks the second factor and completes the login. */
export const loginMultiFactor = /* @__PURE__ */ endpoint<AuthAnswer>()({
  method: 'POST',
  path: '/zapi/login/multi-factor/:segment',
  body: (type: 'OTP' | 'other') =>
    object({
      value: type === 'OTP' ? otpSchema() : multiFactorValueSchema(),
      /** Remember this type as the member's preferred one. */
      isPreferred: boolean().optional(),
      /** Trust this browser: the next login from it skips the second factor. */
      rememberDevice: boolean().optional(),
    }),
  errors: ['PIN_CODE_ERROR', 'TOO_MANY_REQUESTS', 'INVALID_SESSION_FLOW'],
});

/**
 * POST /zapi/login/multi-factor/{email|sms}/send: sends (or sends again) the second-factor code.
 * Decided: the spec names no call for it, and a screen-data GET must not send mail.
 */
export const loginMultiFactorSend = /* @__PURE__ */ endpoint<undefined>()({
  method: 'POST',
  path: '/zapi/login/multi-factor/:segment/send',
  errors: ['TOO_MANY_REQUESTS', 'INVALID_SESSION_FLOW', 'MAIL_SEND_FAILED'],
});

/** POST /zapi/auth/password/forgot: mails a reset link; the same answer whether or not the address exists. */
export const passwordForgot = /* @__PURE__ */ endpoint<AuthAnswer>()({
  method: 'POST',
  path: '/zapi/auth/password/forgot',
  body: () => object({ email: emailSchema() }),
  errors: ['TOO_MANY_REQUESTS'],
});

/** POST /zapi/auth/password/reset: the mailed token and a new password under the store's strength. */
export const passwordReset = /* @__PURE__ */ endpoint<AuthAnswer>()({
  method: 'POST',
  path: '/zapi/auth/password/reset',
  body: (strength: PasswordStrength) =>
    passwordWithConfirmationSchema(strength).shape({ token: string().required().max(128) }),
  errors: ['INVALID_RESET_TOKEN', 'INVALID_PASSWORD_REUSED', 'TOO_MANY_REQUESTS'],
});
