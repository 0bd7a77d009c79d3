import type { FastifyInstance } from 'fastify';
import { settleAttempt, unsettledAttempts, type ChargeAttempt, type Settlement } from './ledger.repository';
import type { ChargeLookup, ProviderChargeState } from './provider-lookup';

/**
 * A `pending` attempt older than this had its process die between writing it and hearing the
 * provider (a live request waits PAYMENT_PROVIDER_TIMEOUT_MS at most, seconds).
 */
export const PENDING_ABANDONED_AFTER_MS = 5 * 60 * 1000;

/**
 * A charge request may still be on its way to the provider for a while after its caller gave up: a
 * "never received" answer is believed only for attempts older than this, or a late charge would
 * arrive after the order was given back (an orphaned charge).
 */
export const NOT_FOUND_BELIEVED_AFTER_MS = 2 * 60 * 1000;

/**
 * Settles one attempt with the provider's answer and applies it (the owning module's hook) in one
 * transaction. Null: another settler got there first (it applied the outcome), or the answer settles
 * nothing yet (still processing, no answer, "not found" too early).
 */
export async function settleWithAnswer(
  app: FastifyInstance,
  attempt: ChargeAttempt,
  answer: ProviderChargeState,
  now: Date,
): Promise<ChargeAttempt | null> {
  const settlement = settlementOf(attempt, answer, now);
  return settlement ? settleAndApply(app, attempt.id, settlement) : null;
}

function settlementOf(attempt: ChargeAttempt, answer: ProviderChargeState, now: Date): Settlement | null {
  switch (answer.kind) {
    case 'charged':
      return { state: 'charged', providerChargeId: answer.chargeId, now };
    case 'declined':
      return { state: 'failed', providerChargeId: answer.chargeId, failureReason: 'declined', now };
    case 'notFound':
      return now.getTime() - attempt.createdAt.getTime() >= NOT_FOUND_BELIEVED_AFTER_MS
        ? { state: 'failed', failureReason: 'neverReceived', now }
        : null;
    case 'processing':
    case 'unavailable':
      return null;
  }
}

/**
 * Settles the attempt (compare-and-set from pending / unknown) and runs its kind's hooks, in one
 * transaction. Null when another settler had it already: then nothing is applied twice.
 */
export async function settleAndApply(
  app: FastifyInstance,
  attemptId: string,
  settlement: Settlement,
): Promise<ChargeAttempt | null> {
  return app.db.transaction(async (tx) => {
    const settled = await settleAttempt(tx, attemptId, settlement);
    if (settled) await app.ledger.hooks.run(tx, settled);
    return settled;
  });
}

/**
 * The reconciler (a periodic cleanup: one process at a time). Each `unknown` attempt, and each
 * `pending` one whose process died, is asked of the provider by the attempt's own key — asking never
 * charges — and settled with the answer; the owning module's hook then makes the contract live or
 * gives it back. Answers how many were settled.
 */
export async function reconcileAttempts(
  app: FastifyInstance,
  now: Date,
  lookup: ChargeLookup = app.ledger.lookup,
): Promise<number> {
  const attempts = await unsettledAttempts(app.db, {
    pendingBefore: new Date(now.getTime() - PENDING_ABANDONED_AFTER_MS),
  });
  let settled = 0;
  for (const attempt of attempts) {
    // Free attempts never reach the provider; they are written settled and never listed here.
    const answer = await lookup(attempt.providerKey).catch(() => ({ kind: 'unavailable' }) as const);
    try {
      if (await settleWithAnswer(app, attempt, answer, now)) settled += 1;
    } catch (err) {
      // One attempt's failing hook must not stop the others; it is tried again next run.
      app.log.warn({ err, chargeAttemptId: attempt.id }, 'charge attempt not settled');
    }
  }
  return settled;
}
