import { hostCookieName } from '@vs/contract';
/**
 * Written down in docs/security.md: a member's session dies 30 min after its last use, a guest's
 * after 60 min (a guest holds no privilege, and a sign-up PIN must stay usable for its whole
 * 60-minute life), and any session 12 h after it began.
 */
export const SESSION_IDLE_TIMEOUT_MS = 30 * 60 * 1000;
export const GUEST_SESSION_IDLE_TIMEOUT_MS = 60 * 60 * 1000;
export const SESSION_ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
/** lastSeenAt is written at most once a minute, so reading pages does not write on every request. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;

/** Spec 001 §9: user agents are kept to 500 characters (as in the login history). */
export const LOGIN_USER_AGENT_MAX = 500;

export function sessionCookieName(secure: boolean): string {
  return hostCookieName('vs-session', secure);
}

/** The earlier of the idle deadline (from now) and the absolute deadline (from the start). */
export function expiryOf(createdAt: Date, now: Date, data: { readonly accountId?: string }): Date {
  const idle = data.accountId ? SESSION_IDLE_TIMEOUT_MS : GUEST_SESSION_IDLE_TIMEOUT_MS;
  return new Date(Math.min(now.getTime() + idle, createdAt.getTime() + SESSION_ABSOLUTE_TIMEOUT_MS));
}
