import type { PaymentMethodUse } from '@vs/contract';
import { and, eq, gt, isNotNull, isNull, ne, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { plans, subscriptions } from '../db/schema';
import { chargePaymentMethod } from '../modules/payment/charge';
import type { PaymentMethodUsage } from '../modules/payment/payment-method-usage';
import { findPaymentMethod } from '../modules/payment/payment-methods.repository';
import { savedMethodOf } from '../modules/payment/saved-method';
import { statusGroupOf } from '../modules/plans/contracted-plans';
import { CANCELLED_STATUS } from '../modules/plans/member-contracts';
import type { PurchasePaymentPort } from '../modules/purchase/payment-port';

/**
 * The charging seam, joined here, above both modules: purchase knows no payment module and payment
 * knows no contracts (apps/server/README.md "The charging seam").
 */
export function purchasePaymentsOf(app: FastifyInstance): PurchasePaymentPort {
  return {
    async findUsableMethod({ storeId, accountId, paymentMethodId }) {
      const method = await findPaymentMethod(app.db, { storeId, accountId }, paymentMethodId);
      return method && method.provider === app.paymentProvider?.name
        ? { paymentMethodId: method.id, shown: savedMethodOf(method) }
        : null;
    },
    async charge({ description: _shownOnlyByTheProvider, ...request }) {
      const result = await chargePaymentMethod(app, request);
      // The method was usable a moment ago: gone since (deleted, provider switched) is a refusal.
      return result.kind === 'unavailable' ? { kind: 'declined' } : result;
    },
  };
}

/**
 * Which of the member's methods pay for a contract not cancelled and not ended (the list and the delete
 * guard). A pending contract counts too: its charge may be under way.
 */
export const contractsPayingWith: PaymentMethodUsage = async (db, { storeId, accountId }) => {
  const now = new Date();
  const rows = await db
    .select({ methodId: subscriptions.paymentMethodId, status: subscriptions.status, planName: plans.planName })
    .from(subscriptions)
    .innerJoin(plans, and(eq(plans.storeId, subscriptions.storeId), eq(plans.planId, subscriptions.planId)))
    .where(
      and(
        eq(subscriptions.storeId, storeId),
        eq(subscriptions.accountId, accountId),
        isNotNull(subscriptions.paymentMethodId),
        ne(subscriptions.status, CANCELLED_STATUS),
        or(isNull(subscriptions.expiresAt), gt(subscriptions.expiresAt, now)),
      ),
    );
  const uses = new Map<string, PaymentMethodUse[]>();
  for (const row of rows) {
    if (row.methodId === null) continue;
    const use = { planName: row.planName, pendingCancellation: statusGroupOf(row.status) === 'cancelScheduled' };
    uses.set(row.methodId, [...(uses.get(row.methodId) ?? []), use]);
  }
  return uses;
};
