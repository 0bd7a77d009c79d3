import { createHash } from 'node:crypto';
import type { ActiveSession } from '@vs/contract';
import { loginDeviceOf } from '../device/login-device';
import { countryOf } from '../geo/country-of';
import type { SessionData } from '../session/session-data';
import type { SessionRow } from '../session/session.repository';

/**
 * The name the page gets for a session: a hash of its id (itself a hash of the cookie's token), so
 * the page never holds the id, and a handle names nothing once the session ends or its id rotates.
 */
export function sessionHandleOf(sessionId: string): string {
  return createHash('sha256').update(`session-handle:${sessionId}`).digest('base64url');
}

/** Sessions live on the wall clock (the session handle's), not on the flows' clock tests move. */
export const sessionClock = (): Date => new Date();

/** A stored session as the member's list shows it; the device is read from the login's user agent. */
export function activeSessionOf(row: SessionRow, currentId: string | null): ActiveSession {
  const data = row.data as SessionData;
  const { deviceType, browser } = loginDeviceOf(data.loginUserAgent);
  return {
    handle: sessionHandleOf(row.id),
    current: row.id === currentId,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    deviceInfo: deviceType,
    browserInfo: browser,
    ip: data.loginIp ?? null,
    country: data.loginIp ? countryOf(data.loginIp) : null,
  };
}

/** This browser's session first, then the others by last use (the repository's order). */
export function currentFirst(sessions: readonly ActiveSession[]): ActiveSession[] {
  return [...sessions.filter((s) => s.current), ...sessions.filter((s) => !s.current)];
}
