/**
 * What a session may hold. Modules add their keys by declaration merging:
 * `declare module '../session/session-data' { interface SessionData { signupEmail?: string } }`.
 */
export interface SessionData {
  /** The logged-in account's public identifier (set at login, which also regenerates the id). */
  authId?: string;
  /** The logged-in account's primary key (never sent to the browser). */
  accountId?: string;
  /** When the member logged in (ISO 8601): the basis of step-up checks. */
  loggedInAt?: string;
  /**
   * The browser's user agent (its first 500 characters) and address at login, for the member's list
   * of sessions (ASVS 7.5.2). Sessions begun before they were kept have neither.
   */
  loginUserAgent?: string;
  loginIp?: string;
}
