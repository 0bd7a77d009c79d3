import type { FastifyInstance } from 'fastify';
import type { PlanRow } from '../plans/plan-mapper';
import { findPlan } from '../plans/plans.repository';
import { settleAbandonedChallenges } from './abandoned-challenges';
import type { PurchasePaymentPort } from './payment-port';
import { isSoldOut } from './purchase-decisions';
import { planFactsOf } from './purchase.repository';

/**
 * The plan as a buyer may have it: at its sales limit, the places still held by challenges past their
 * lifetime (the periodic cleanup runs only every CLEANUP_INTERVAL_SECONDS) are settled first, so
 * nobody is told 'sold out' because of a challenge left more than 15 minutes ago.
 */
export async function withLapsedPlacesFreed(
  app: FastifyInstance,
  payments: PurchasePaymentPort,
  storeId: string,
  plan: PlanRow,
): Promise<PlanRow> {
  if (!isSoldOut(planFactsOf(plan))) return plan;
  const settled = await settleAbandonedChallenges(app, payments, app.now(), { storeId, planId: plan.planId });
  if (settled === 0) return plan;
  return (await findPlan(app.db, storeId, plan.planId)) ?? plan;
}
