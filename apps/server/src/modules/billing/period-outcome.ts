import type { Db } from '../../db/client';
import type { ChargeAttempt } from '../ledger';
import {
  endEntitlement,
  extendEntitlement,
  lockContract,
  updateContract,
  type BillingContract,
} from './billing-contracts';
import { jstDay, nextSettlementDay, startOfJstDay } from './renewal-calendar';
import { nextStatus, type SubscriptionEvent } from './subscription-states';

/** The day of the month a monthly contract keeps: its first payment's (JST), so month ends do not drift. */
const anchorDayOf = (contract: BillingContract): number | undefined =>
  contract.firstPaymentDay ? Number(jstDay(contract.firstPaymentDay).slice(8, 10)) : undefined;

/**
 * The ledger's settle hook of renewals, trial conversions and retries: it runs in the transaction
 * that settled the attempt (by the job, the retry, or the reconciler after a lost answer), so a period's
 * outcome is applied exactly once. Charged: the contract moves on ('chargeSucceeded'), its next
 * settlement day is the period's day plus the plan's span, one discounted payment is used, and the
 * entitlement runs to the new period's end. Failed: the contract is held ('chargeFailed'), a retry is
 * allowed from the next JST day, and the entitlement ends with the unpaid period's start.
 */
export async function applySettledPeriod(tx: Db, attempt: ChargeAttempt): Promise<void> {
  if (!attempt.subscriptionId || !attempt.periodStart) return;
  const contract = await lockContract(tx, attempt.subscriptionId);
  // A period already moved past (cannot happen while the attempt held it) is never applied twice.
  if (!contract || contract.nextSettlementDay !== attempt.periodStart) return;
  const at = attempt.settledAt ?? attempt.createdAt;
  if (attempt.state === 'charged') await applyCharged(tx, contract, attempt.periodStart);
  else if (attempt.state === 'failed') await applyFailed(tx, contract, attempt.periodStart, at);
}

async function applyCharged(tx: Db, contract: BillingContract, periodStart: string): Promise<void> {
  const { renewSpan, renewSpanUnit } = contract.plan;
  if (renewSpan === null || renewSpanUnit === null) throw new Error(`plan ${contract.planId} has no renewal span`);
  const next = nextSettlementDay(periodStart, renewSpanUnit, renewSpan, anchorDayOf(contract));
  await updateContract(tx, contract.id, {
    // A charge that lands after the member scheduled a cancellation keeps that status: the period is paid.
    status: nextStatus(contract.status, 'chargeSucceeded') ?? contract.status,
    nextSettlementDay: next,
    discountRemaining:
      contract.discountRemaining !== null && contract.discountRemaining > 0
        ? contract.discountRemaining - 1
        : contract.discountRemaining,
    holdSince: null,
  });
  await extendEntitlement(tx, contract.id, startOfJstDay(next));
}

async function applyFailed(tx: Db, contract: BillingContract, periodStart: string, at: Date): Promise<void> {
  await updateContract(tx, contract.id, {
    status: nextStatus(contract.status, 'chargeFailed') ?? contract.status,
    holdSince: at,
  });
  await endEntitlement(tx, contract.id, startOfJstDay(periodStart));
}

/** Ends a contract without a charge (a scheduled cancellation's period end, a forced stop, a campaign code's end). */
export async function endContract(
  tx: Db,
  contract: BillingContract,
  event: Extract<SubscriptionEvent, 'periodEnded' | 'stopped'>,
  at: Date,
  now: Date,
): Promise<boolean> {
  const status = nextStatus(contract.status, event);
  if (status === null) return false;
  await updateContract(tx, contract.id, { status, nextSettlementDay: null, cancelledAt: now });
  await endEntitlement(tx, contract.id, at);
  return true;
}
