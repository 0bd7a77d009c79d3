import type { ExternalIdentityClaims } from './provider-answer';

/**
 * An identity no member has linked, waiting in the server session for the sign-up through it
 * (/signup/auth): the provider's word for who came back and the address it suggests. Nothing of it
 * reaches the browser but the suggested address, on the sign-up page.
 */
export interface PendingExternalSignup extends ExternalIdentityClaims {
  /** ISO 8601 of the provider's answer; the sign-up page ignores an old one. */
  readonly at: string;
  /** The safe return target the login started with. */
  readonly redirectTo: string | null;
  /** The sign-up flow (signup_flows.id) that took this identity on /signup/auth: its account links it. */
  readonly flowId?: string;
}

declare module '../session/session-data' {
  interface SessionData {
    pendingExternalSignup?: PendingExternalSignup;
  }
}
