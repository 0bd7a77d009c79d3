import type { RateLimitRule } from '../rate-limit/rate-limit';
import type { AccountThrottleRule, ThrottleRule } from './login-throttle';

/**
 * NIST SP 800-63B's hard ceiling, for every rule counting an account's guesses: after 100
 * consecutive failures that way in no longer works until the password is reset by mail (the
 * failure that reaches it mails the link; the reset clears every count of the account).
 */
export const ACCOUNT_GUESS_CEILING = 100;

/**
 * Password guesses (SECURITY.md "Guessing and codes"): a few free failures, then a wait that doubles
 * with each further failure up to 15 minutes. A success resets the account's count.
 */
export const LOGIN_THROTTLE_PER_ACCOUNT: AccountThrottleRule = {
  name: 'login:account',
  freeFailures: 5,
  baseWaitMs: 30_000,
  maxWaitMs: 15 * 60_000,
  ceiling: ACCOUNT_GUESS_CEILING,
};
/** Per client address over all accounts (a shared NAT gets more room than one account). */
export const LOGIN_THROTTLE_PER_CLIENT: ThrottleRule = {
  name: 'login:ip',
  freeFailures: 30,
  baseWaitMs: 30_000,
  maxWaitMs: 15 * 60_000,
};

/** E-mailed login codes: the same room as passwords, counted apart (a code is not a password). */
export const CODE_LOGIN_THROTTLE_PER_ACCOUNT: AccountThrottleRule = {
  ...LOGIN_THROTTLE_PER_ACCOUNT,
  name: 'login-code:account',
};
export const CODE_LOGIN_THROTTLE_PER_CLIENT: ThrottleRule = { ...LOGIN_THROTTLE_PER_CLIENT, name: 'login-code:ip' };
/**
 * Second factors: one count per account over every type (OTP, backup code, e-mailed and texted
 * codes), so switching type buys no tries; and per client address over all accounts.
 */
export const MULTI_FACTOR_THROTTLE_PER_ACCOUNT: AccountThrottleRule = {
  ...LOGIN_THROTTLE_PER_ACCOUNT,
  name: 'login-mfa:account',
};
export const MULTI_FACTOR_THROTTLE_PER_CLIENT: ThrottleRule = {
  name: 'login-mfa:ip',
  freeFailures: 30,
  baseWaitMs: 30_000,
  maxWaitMs: 15 * 60_000,
};

/** Spec 000 §9: "send again" is offered 30 seconds after a code was sent; an earlier resend answers 429. */
export const CODE_RESEND_AFTER_SECONDS = 30;

/**
 * The password-forgot call answers no sooner than this after it started, for a member's address and
 * an unknown one alike: the member's path writes a token and a mail, the unknown one nothing, and
 * the difference (about 1.5 ms) told an attacker which addresses are members. Far above the real
 * work, so the answer's time says nothing but this constant.
 */
export const RESET_ANSWER_FLOOR_MS = 60;

/** A reset link lives 30 minutes and works once. */
export const RESET_TOKEN_LIFETIME_MS = 30 * 60_000;

const HOUR = 60 * 60_000;
export const RESET_MAIL_LIMIT_PER_EMAIL: RateLimitRule = { name: 'password-forgot:email', max: 5, windowMs: HOUR };
export const RESET_MAIL_LIMIT_PER_CLIENT: RateLimitRule = { name: 'password-forgot:ip', max: 30, windowMs: HOUR };
export const LOGIN_CODE_MAIL_LIMIT_PER_EMAIL: RateLimitRule = { name: 'login-code:email', max: 10, windowMs: HOUR };
export const LOGIN_CODE_MAIL_LIMIT_PER_CLIENT: RateLimitRule = { name: 'login-code-send:ip', max: 30, windowMs: HOUR };
export const MULTI_FACTOR_SEND_LIMIT_PER_ACCOUNT: RateLimitRule = {
  name: 'login-mfa-send:account',
  max: 10,
  windowMs: HOUR,
};
export const RESET_LIMIT_PER_CLIENT: RateLimitRule = { name: 'password-reset:ip', max: 30, windowMs: HOUR };
