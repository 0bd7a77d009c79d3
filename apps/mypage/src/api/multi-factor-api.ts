import { endpoints, type BodyOf, type EnableMultiFactorAnswer } from '@vs/contract';
import { call, nextStepOf, throwNotFound } from '@vs/api-client';

/**
 * One function per multi-factor call (spec 001 §7). Failures are ApiErrors; the page decides what
 * they mean. A `redirectTo` answer comes back as the target, for the page to follow.
 */

/** Sends an e-mail/SMS code (no token), or confirms a code or OTP (with token). */
export async function enableMultiFactor(
  body: BodyOf<typeof endpoints.enableMultiFactor>,
  signal?: AbortSignal,
): Promise<EnableMultiFactorAnswer> {
  const result = await call(endpoints.enableMultiFactor, body, { signal });
  if (result.kind === 'notFound') return throwNotFound(result.response);
  return result.kind === 'redirect' ? { redirectTo: result.to } : result.data;
}

/** Confirms the first factor once the member has saved the backup codes shown. */
export async function enableWithBackupCode(
  body: BodyOf<typeof endpoints.enableMultiFactorWithBackupCode>,
  signal?: AbortSignal,
): Promise<string | null> {
  return nextStepOf(await call(endpoints.enableMultiFactorWithBackupCode, body, { signal }));
}

/** New backup codes; the old ones stop working. */
export async function regenerateBackupCodes(signal?: AbortSignal): Promise<readonly string[]> {
  const result = await call(endpoints.backupCodeRegenerate, undefined, { signal });
  if (result.kind === 'notFound') return throwNotFound(result.response);
  if (result.kind === 'redirect') throw new Error(`backup-code-regenerate answered a redirect to ${result.to}`);
  return result.data.backupCodeList;
}

export async function disableMultiFactor(
  body: BodyOf<typeof endpoints.disableMultiFactor>,
  signal?: AbortSignal,
): Promise<string | null> {
  return nextStepOf(await call(endpoints.disableMultiFactor, body, { signal }));
}
