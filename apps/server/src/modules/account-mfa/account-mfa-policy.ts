import type { RateLimitRule } from '../rate-limit/rate-limit';
import { ACCOUNT_GUESS_CEILING } from '../auth/auth-policy';
import type { AccountThrottleRule } from '../auth/login-throttle';

/**
 * Wrong set-up codes (OTP, e-mailed or texted) per account, like password guesses: a few free
 * failures, then a wait that doubles up to 15 minutes; a right code clears the count, and at the
 * ceiling only a password reset does.
 */
export const MFA_ENABLE_THROTTLE: AccountThrottleRule = {
  name: 'mfa-enable:account',
  freeFailures: 5,
  baseWaitMs: 30_000,
  maxWaitMs: 15 * 60_000,
  ceiling: ACCOUNT_GUESS_CEILING,
};

/** Spec 000 §9: the resend countdown is 30 seconds; one set-up code per type and account in that time. */
export const MFA_ENABLE_SEND_COOL_DOWN: RateLimitRule = { name: 'mfa-enable-send:cool-down', max: 1, windowMs: 30_000 };
/** And at most this many an hour, so a stolen session cannot flood the member's inbox or phone. */
export const MFA_ENABLE_SEND_PER_HOUR: RateLimitRule = { name: 'mfa-enable-send:hour', max: 10, windowMs: 60 * 60_000 };
/**
 * Set-up codes texted to one number in an hour, whichever accounts ask: the number is only typed, not
 * yet proved, so without this many accounts could text one number (harassing its owner, or pumping
 * texts to a premium number on the store's bill). Keyed by the digits the body rules allow, so a
 * number cannot be written another way to get round it.
 */
export const MFA_ENABLE_SMS_PER_NUMBER: RateLimitRule = {
  name: 'mfa-enable-send:number',
  max: 5,
  windowMs: 60 * 60_000,
};
