/**
 * Spec 001 §7 / §9: no wait before the first attempt, then 2^(n-1) seconds plus random jitter
 * under one second before retry n (≈1 s, ≈2 s, ≈4 s …). Jitter spreads a crowd of clients that
 * failed together, so they do not all come back in the same instant.
 */
export const RETRY_BASE_MS = 1000;
export const RETRY_JITTER_MS = 1000;

/** Only answers that mean "the server side is briefly unavailable" are retried, never 500 or 4xx. */
export const retryableStatuses: ReadonlySet<number> = new Set([502, 503, 504]);

/** Wait before retry number `retry` (1 = the first retry, i.e. the second attempt). */
export function backoffDelay(retry: number, random: () => number): number {
  if (retry < 1) return 0;
  const jitter = Math.floor(Math.min(Math.max(random(), 0), 0.999999) * RETRY_JITTER_MS);
  return RETRY_BASE_MS * 2 ** (retry - 1) + jitter;
}
