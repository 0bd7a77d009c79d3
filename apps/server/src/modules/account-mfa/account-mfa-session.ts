import { createHash, randomBytes } from 'node:crypto';
import type { EnablableMultiFactorType } from '@vs/contract';
import type { FastifyRequest } from 'fastify';

/** A first factor confirmed but not yet enabled: it waits for "I saved the backup codes". */
export interface PendingFirstFactor {
  readonly type: EnablableMultiFactorType;
  /** OTP: the confirmed secret, sealed like in account_factors. */
  readonly otpSecretSealed: string | null;
  /** OTP: the step of the confirming code, marked used when the factor is enabled. */
  readonly otpStep: number | null;
  /** SMS: the number the confirming code was sent to, which the factor keeps. */
  readonly phoneNumber: string | null;
  /** sha256 of the codes handed out: the session holds no usable code. */
  readonly backupCodesDigest: string;
}

declare module '../session/session-data' {
  interface SessionData {
    /** The OTP secret the set-up page showed last (sealed); only it can be confirmed. */
    otpSetupSecret?: string;
    /** The flow the Email/SMS set-up codes of this session are bound to. */
    mfaEnableFlowId?: string;
    /** The number this session's last SMS set-up code went to: only a code sent there proves it. */
    mfaSmsPhoneNumber?: string;
    mfaPending?: PendingFirstFactor;
  }
}

/** The list as the page sends it back: same codes, same order. */
export function backupCodesDigestOf(codes: readonly string[]): string {
  return createHash('sha256').update(JSON.stringify(codes)).digest('hex');
}

/** This session's set-up code flow, started on first use. */
export async function enableFlowIdOf(request: FastifyRequest): Promise<string> {
  const existing = await request.session.get('mfaEnableFlowId');
  if (existing) return existing;
  const flowId = randomBytes(16).toString('base64url');
  await request.session.set('mfaEnableFlowId', flowId);
  return flowId;
}
