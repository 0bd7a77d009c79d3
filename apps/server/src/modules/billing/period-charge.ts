import type { ChargeKind } from '../../db/schema';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { paymentMethods, type ChargedMethod } from '../../db/schema';
import { markUnknown, recordAttempt, settleAndApply, type ChargeAttempt, type RecordedAttempt } from '../ledger';
import { chargePaymentMethod } from '../payment/charge';
import type { BillingContract } from './billing-contracts';
import { periodAmount } from './renewal-terms';

/** How a period's charge ended: the provider's answer, or none yet (the reconciler settles it). */
export type PeriodChargeOutcome = 'charged' | 'declined' | 'unknown';

/** The contract's payment method as charged (payment history keeps it), or null when it has none left. */
export async function chargedMethodOf(
  db: Db,
  contract: BillingContract,
): Promise<{ readonly id: string; readonly method: ChargedMethod } | null> {
  if (!contract.paymentMethodId) return null;
  const [row] = await db
    .select({ type: paymentMethods.type, brand: paymentMethods.cardBrand, last4: paymentMethods.cardLast4 })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, contract.paymentMethodId), eq(paymentMethods.accountId, contract.accountId)));
  if (!row) return null;
  return {
    id: contract.paymentMethodId,
    method: {
      paymentMethodType: row.type,
      ...(row.brand ? { cardbrandCode: row.brand } : {}),
      ...(row.last4 ? { cardNumberSuffix: row.last4 } : {}),
    },
  };
}

/**
 * Writes the period's attempt (state pending) in the caller's transaction, BEFORE the provider is
 * asked. The ledger's partial unique index admits one live-or-charged attempt per (contract, period):
 * 'existing' means another worker or process has the period, and this one must not charge it.
 */
export async function recordPeriodAttempt(
  tx: Db,
  contract: BillingContract,
  input: { kind: ChargeKind; periodStart: string; providerKey: string; now: Date },
): Promise<RecordedAttempt> {
  const method = await chargedMethodOf(tx, contract);
  const amount = periodAmount(contract, contract.plan);
  return recordAttempt(tx, {
    storeId: contract.storeId,
    accountId: contract.accountId,
    subscriptionId: contract.id,
    planId: contract.planId,
    planName: contract.plan.planName,
    kind: input.kind,
    amountJpy: amount.amountJpy,
    taxAmount: amount.taxAmount,
    taxRate: amount.taxRate,
    paymentMethodId: method?.id ?? null,
    paymentMethod: method?.method ?? null,
    providerKey: input.providerKey,
    periodStart: input.periodStart,
    now: input.now,
  });
}

/**
 * Charges a recorded period attempt off-session (the member is not there: no 3-D Secure) under the
 * attempt's own key, then settles it and applies the outcome in one transaction (the settle hook).
 * A lost answer leaves the attempt 'unknown', the period taken: the reconciler asks the provider by
 * that key and settles it through the same hook, so nothing is charged twice.
 */
export async function chargePeriodAttempt(app: FastifyInstance, attempt: ChargeAttempt): Promise<PeriodChargeOutcome> {
  const now = app.now();
  // A free period never reaches the provider.
  if (attempt.amountJpy === 0) {
    await settleAndApply(app, attempt.id, { state: 'charged', now });
    return 'charged';
  }
  if (!attempt.paymentMethodId || !attempt.accountId) {
    await settleAndApply(app, attempt.id, { state: 'failed', failureReason: 'noPaymentMethod', now });
    return 'declined';
  }
  const result = await chargePaymentMethod(app, {
    storeId: attempt.storeId,
    accountId: attempt.accountId,
    paymentMethodId: attempt.paymentMethodId,
    amountJpy: attempt.amountJpy,
    idempotencyKey: attempt.providerKey,
    returnUrl: '',
    offSession: true,
  }).catch((err: unknown) => {
    // The provider may or may not have the charge: the reconciler asks it.
    app.log.error({ err, chargeAttemptId: attempt.id }, 'renewal charge call failed');
    return { kind: 'provider-timeout' } as const;
  });
  const settledAt = app.now();
  switch (result.kind) {
    case 'success':
      await settleAndApply(app, attempt.id, { state: 'charged', providerChargeId: result.chargeId, now: settledAt });
      return 'charged';
    case 'provider-timeout':
      await markUnknown(app.db, attempt.id);
      return 'unknown';
    case 'declined':
    case 'needs-3ds':
    case 'unavailable':
      await settleAndApply(app, attempt.id, {
        state: 'failed',
        failureReason: result.kind === 'declined' ? 'declined' : result.kind,
        now: settledAt,
      });
      return 'declined';
  }
}
