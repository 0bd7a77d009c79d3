import type { EnablableMultiFactorType, LoginMethod } from '@vs/contract';

/** An e-mailed-code login in progress: the code is bound to `flowId`, which only this session knows. */
export interface CodeLoginFlow {
  readonly flowId: string;
  readonly email: string;
  /** ISO 8601 of the last send (the resend cool-down). */
  readonly sentAt: string;
  readonly redirectTo: string | null;
  /** The flow's code expired or its tries ran out: the next send starts a new flow. */
  readonly spent?: boolean;
}

/** The first factor passed, the second is awaited: not logged in yet. */
export interface PendingLogin {
  readonly accountId: string;
  readonly authId: string;
  readonly method: LoginMethod;
  readonly identifier: string;
  /** ISO 8601 of the first factor; the pending login lives LOGIN_CODE_LIFETIME_MINUTES. */
  readonly at: string;
  /** The safe return target, resolved at the first factor. */
  readonly redirectTo: string;
  /** Second-factor codes sent by mail or SMS are bound to it. */
  readonly flowId: string;
  /** The external identity type of an external login (ExternalAuth): My Page marks it "logging in now". */
  readonly identityType?: string;
  /** ISO 8601 of the last send per type (resend cool-down, "code sent" on the page). */
  readonly codeSentAt?: Partial<Record<Extract<EnablableMultiFactorType, 'Email' | 'SMS'>, string>>;
}

declare module '../session/session-data' {
  interface SessionData {
    codeLogin?: CodeLoginFlow;
    pendingLogin?: PendingLogin;
    /** The external identity type this session logged in with; absent for a password or code login. */
    loginIdentityType?: string;
  }
}
