import {
  apiPaths,
  type BackupCodeListAnswer,
  type DisableMultiFactorRequest,
  type EnableMultiFactorAnswer,
  type EnableMultiFactorRequest,
  type EnableWithBackupCodeRequest,
} from '@vs/contract';
import { nextStepOf, request, throwNotFound } from '@vs/api-client';

/**
 * One function per multi-factor call (spec 001 §7). Failures are ApiErrors; the page decides what
 * they mean. A `redirectTo` answer comes back as the target, for the page to follow.
 */

/** Sends an e-mail/SMS code (no token), or confirms a code or OTP (with token). */
export async function enableMultiFactor(body: EnableMultiFactorRequest, signal?: AbortSignal): Promise<EnableMultiFactorAnswer> {
  const result = await request<EnableMultiFactorAnswer>('POST', apiPaths.enableMultiFactor, { body, signal });
  if (result.kind === 'notFound') return throwNotFound(result.response);
  return result.kind === 'redirect' ? { redirectTo: result.to } : result.data;
}

/** Confirms the first factor once the member has saved the backup codes shown. */
export async function enableWithBackupCode(body: EnableWithBackupCodeRequest, signal?: AbortSignal): Promise<string | null> {
  return nextStepOf(await request('POST', apiPaths.enableMultiFactorWithBackupCode, { body, signal }));
}

/** New backup codes; the old ones stop working. */
export async function regenerateBackupCodes(signal?: AbortSignal): Promise<readonly string[]> {
  const result = await request<BackupCodeListAnswer>('POST', apiPaths.backupCodeRegenerate, { body: {}, signal });
  if (result.kind === 'notFound') return throwNotFound(result.response);
  if (result.kind === 'redirect') throw new Error(`backup-code-regenerate answered a redirect to ${result.to}`);
  return result.data.backupCodeList;
}

export async function disableMultiFactor(body: DisableMultiFactorRequest, signal?: AbortSignal): Promise<string | null> {
  return nextStepOf(await request('POST', apiPaths.disableMultiFactor, { body, signal }));
}
