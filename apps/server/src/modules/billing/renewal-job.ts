import type { FastifyInstance } from 'fastify';
import { findLiveAttemptOfPeriod, type ChargeAttempt } from '../ledger';
import { claimDueContract } from './billing-contracts';
import { chargePeriodAttempt, recordPeriodAttempt } from './period-charge';
import { endContract } from './period-outcome';
import { jstDay, startOfJstDay } from './renewal-calendar';
import { renewalStep } from './renewal-terms';

/** What one run of the renewal job did. */
export interface RenewalCounts {
  charged: number;
  failed: number;
  unknown: number;
  cancelled: number;
}

/** Charges in flight at once per process: the provider's latency, not the database, bounds a run. */
export const RENEWAL_WORKERS = 8;

type Claimed =
  | { readonly kind: 'charge'; readonly key: string; readonly attempt: ChargeAttempt }
  | { readonly kind: 'cancelled' | 'skipped'; readonly key: string };

/**
 * Claims the next due contract and, in the same short transaction, either ends it (no charge) or
 * writes its period's attempt. The row lock (SKIP LOCKED) keeps two workers off one contract while
 * the transaction runs; the attempt keeps the period taken after it commits.
 */
async function claimNext(app: FastifyInstance, now: Date): Promise<Claimed | null> {
  return app.db.transaction(async (tx) => {
    const contract = await claimDueContract(tx, jstDay(now), now);
    if (!contract) return null;
    const step = renewalStep({ ...contract, forceStopRenewDate: contract.plan.forceStopRenewDate }, now, startOfJstDay);
    const key = `${contract.id} ${contract.nextSettlementDay ?? 'end'}`;
    if (step.kind === 'none') return { kind: 'skipped', key };
    if (step.kind === 'end')
      return { kind: (await endContract(tx, contract, step.event, step.at, now)) ? 'cancelled' : 'skipped', key };
    // Looked up again now that the row is ours: the claim's query saw the attempts as they were when
    // it began, and one committed since then (by a worker that claimed the row a moment earlier) must
    // make this one step back here, not wait on that period's settlement inside the unique index.
    if (await findLiveAttemptOfPeriod(tx, contract.id, step.periodStart)) return { kind: 'skipped', key };
    const recorded = await recordPeriodAttempt(tx, contract, {
      kind: step.chargeKind,
      periodStart: step.periodStart,
      providerKey: `${step.chargeKind}:${contract.id}:${step.periodStart}`,
      now,
    });
    return recorded.kind === 'recorded' ? { kind: 'charge', key, attempt: recorded.attempt } : { kind: 'skipped', key };
  });
}

/**
 * The renewal job: every contract whose settlement day (JST) has come is charged for its period,
 * or ended when a cancellation is scheduled, its plan stops renewing or its campaign code runs out.
 * Any number of processes may run it at once: each period is charged exactly once (row claims and
 * the ledger's unique index), and none is left while a worker is running. A contract whose next
 * period is also due already (the development clock jumped) is charged period by period.
 */
export async function runRenewals(app: FastifyInstance, workers = RENEWAL_WORKERS): Promise<RenewalCounts> {
  const now = app.now();
  const counts: RenewalCounts = { charged: 0, failed: 0, unknown: 0, cancelled: 0 };
  const work = async (): Promise<void> => {
    // A claim that keeps finding the same period with nothing to do (it cannot be moved on): stop.
    let previous = '';
    for (;;) {
      const claimed = await claimNext(app, now);
      if (!claimed || (claimed.kind === 'skipped' && claimed.key === previous)) return;
      previous = claimed.key;
      if (claimed.kind === 'cancelled') counts.cancelled += 1;
      if (claimed.kind !== 'charge') continue;
      const outcome = await chargePeriodAttempt(app, claimed.attempt);
      if (outcome === 'charged') counts.charged += 1;
      else if (outcome === 'declined') counts.failed += 1;
      else counts.unknown += 1;
    }
  };
  // A worker that fails stops; its attempt, if written, is left to the reconciler and the next run.
  const worker = () => work().catch((err: unknown) => app.log.error({ err }, 'renewal worker stopped'));
  await Promise.all(Array.from({ length: workers }, worker));
  return counts;
}
