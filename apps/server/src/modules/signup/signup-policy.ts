import { PIN_RESEND_COUNTDOWN_SECONDS, PIN_VALIDITY_MINUTES } from '@vs/validation';
import type { RateLimitRule } from '../rate-limit/rate-limit';

/** Spec 000 §9: a sign-up PIN lives 60 minutes (SECURITY.md keeps this for sign-up). */
export const PIN_LIFETIME_MS = PIN_VALIDITY_MINUTES * 60 * 1000;
/** Spec 000 §4: the resend button waits 30 s; the server refuses earlier resends too. */
export const RESEND_COOLDOWN_MS = PIN_RESEND_COUNTDOWN_SECONDS * 1000;
/** Tries per code; the 5th wrong one kills it and a new code must be sent. */
export const PIN_TRIES_MAX = 5;
/** Wrong codes per flow over all its codes; past it the flow sends no more codes. */
export const PIN_FAILURES_MAX = 20;
/** A flow outlives its session at most by a little; expired rows are swept. */
export const SIGNUP_FLOW_LIFETIME_MS = 12 * 60 * 60 * 1000;

const TEN_MINUTES = 10 * 60 * 1000;
/** PIN mails per address (lower-cased) and store. */
export const SEND_LIMIT_PER_EMAIL: RateLimitRule = { name: 'signup-send:email', max: 5, windowMs: TEN_MINUTES };
/** PIN mails per client address: room for a shared office NAT and a test suite, not for a mail bomb. */
export const SEND_LIMIT_PER_CLIENT: RateLimitRule = { name: 'signup-send:ip', max: 30, windowMs: TEN_MINUTES };

const DAY = 24 * 60 * 60 * 1000;
/**
 * PIN mails per address and store in a day, across flows: 5 per 10 minutes alone would allow 720
 * codes a day (3,600 guesses at one address), and an inbox is not a mail bomb's target either.
 */
export const DAILY_SEND_LIMIT_PER_EMAIL: RateLimitRule = { name: 'signup-send-day:email', max: 10, windowMs: DAY };
/**
 * Wrong PINs per address and store in a day, across flows (one flow's own allowance): once reached,
 * no code is sent to the address until the day's window closes. With the daily send limit, at most
 * 10 codes × 5 tries (50 guesses, not 3,600) reach one address a day.
 */
export const DAILY_PIN_FAILURES_PER_EMAIL: RateLimitRule = {
  name: 'signup-pin-failures:email',
  max: PIN_FAILURES_MAX,
  windowMs: DAY,
};
