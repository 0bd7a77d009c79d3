import type { BodyOf } from './endpoint';
import type * as sessionEndpoints from './endpoints/sessions';

/**
 * One of the member's live sessions on My Page (ASVS 7.5.2). `handle` names it for ending it: a hash
 * of the session's id, never the id itself, and worthless once the session ends or its id rotates.
 */
export interface ActiveSession {
  readonly handle: string;
  /** The session of the browser that asked. */
  readonly current: boolean;
  /** ISO 8601: the login that began it. */
  readonly createdAt: string;
  /** ISO 8601: its last use (kept to the minute). */
  readonly lastSeenAt: string;
  /** As the login history names it: 'android' | 'iphone' | 'ipad' | 'mac' | 'pc' | 'other'. */
  readonly deviceInfo: string;
  readonly browserInfo: string | null;
  /** The address and its country (ISO 3166 alpha-2) at login; null for a session older than this list. */
  readonly ip: string | null;
  readonly country: string | null;
}

/** GET /zapi/internal/mypage/sessions/screen-data: this browser's session first, then by last use. */
export interface SessionsScreenData {
  readonly sessions: readonly ActiveSession[];
}

/** DELETE /zapi/account/session */
export type EndSessionRequest = BodyOf<typeof sessionEndpoints.endSession>;
