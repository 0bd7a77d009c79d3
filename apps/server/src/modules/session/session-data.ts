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
}
