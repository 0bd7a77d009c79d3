import type { SurveyAnswers } from '@vs/validation';
import { and, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { campaignCodes, chargeAttempts, paymentMethods, plans, subscriptions } from '../../db/schema';
import { PENDING_STATUS } from '../plans/member-contracts';
import type { SubscriptionFacts } from './subscription-view';

const s = subscriptions;

/** The contract's columns, its plan, its paying method (the member's own only) and its running charge. */
const factsSelection = {
  id: s.id,
  planId: s.planId,
  planType: s.planType,
  status: s.status,
  nextSettlementDay: s.nextSettlementDay,
  createdAt: s.createdAt,
  billingAmount: s.billingAmount,
  planPrice: s.planPrice,
  discountRemaining: s.discountRemaining,
  campaignName: sql<string | null>`(select ${campaignCodes.campaignName} from ${campaignCodes}
    where ${campaignCodes.storeId} = ${s.storeId} and ${campaignCodes.campaignId} = ${s.campaignId} limit 1)`,
  campaignStartDate: s.campaignStartDate,
  campaignEndDate: s.campaignEndDate,
  firstPaymentDay: s.firstPaymentDay,
  expiresAt: s.expiresAt,
  holdSince: s.holdSince,
  cancelledAt: s.cancelledAt,
  paymentMethodType: s.paymentMethodType,
  method: paymentMethods,
  plan: {
    planName: plans.planName,
    planDescription: plans.planDescription,
    renewSpan: plans.renewSpan,
    renewSpanUnit: plans.renewSpanUnit,
    price: plans.price,
    salesCount: plans.salesCount,
    salesLimit: plans.salesLimit,
    survey: plans.survey,
  },
  hasUnsettledCharge: sql<boolean>`exists (select 1 from ${chargeAttempts}
    where ${chargeAttempts.subscriptionId} = ${s.id} and ${chargeAttempts.state} in ('pending', 'unknown'))`,
};

async function selectFacts(db: Db, where: SQL | undefined): Promise<SubscriptionFacts[]> {
  return db
    .select(factsSelection)
    .from(s)
    .leftJoin(plans, and(eq(plans.storeId, s.storeId), eq(plans.planId, s.planId)))
    .leftJoin(
      paymentMethods,
      and(sql`${paymentMethods.id}::text = ${s.paymentMethodId}`, eq(paymentMethods.accountId, s.accountId)),
    )
    .where(where)
    .orderBy(desc(s.createdAt), desc(s.id));
}

export interface Owner {
  readonly storeId: string;
  readonly accountId: string;
}

const ownedBy = (owner: Owner): SQL | undefined =>
  and(eq(s.storeId, owner.storeId), eq(s.accountId, owner.accountId), ne(s.status, PENDING_STATUS));

/** Every contract of the member in this store, newest first (a contract whose first charge runs is not one yet). */
export async function memberSubscriptions(db: Db, owner: Owner): Promise<SubscriptionFacts[]> {
  return selectFacts(db, ownedBy(owner));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The member's own contract, or null: another member's (or store's) id reads as unknown. */
export async function findMemberSubscription(
  db: Db,
  owner: Owner,
  subscriptionId: string,
): Promise<SubscriptionFacts | null> {
  if (!UUID.test(subscriptionId)) return null;
  const [row] = await selectFacts(db, and(ownedBy(owner), eq(s.id, subscriptionId)));
  return row ?? null;
}

/**
 * Moves a contract from `from` to `to`, only if it is still in `from` (compare and set: a renewal or
 * a second tab that moved it first wins, and this move is refused). Answers whether it moved.
 */
export async function moveStatus(
  db: Db,
  subscriptionId: string,
  from: string,
  to: string,
  changes: Partial<{
    cancelRequestedAt: Date | null;
    cancelSurveyAnswers: SurveyAnswers | null;
  }> = {},
): Promise<boolean> {
  const rows = await db
    .update(s)
    .set({ status: to, ...changes })
    .where(and(eq(s.id, subscriptionId), eq(s.status, from)))
    .returning({ id: s.id });
  return rows.length > 0;
}

/**
 * The method the renewals charge from now on, only while the contract is still in `status` and its
 * settlement day is still `nextSettlementDay` (a renewal that started meanwhile keeps the old one).
 */
export async function setPaymentMethod(
  db: Db,
  subscriptionId: string,
  expected: { readonly status: string; readonly nextSettlementDay: string | null },
  method: { readonly id: string; readonly type: string },
): Promise<boolean> {
  const rows = await db
    .update(s)
    .set({ paymentMethodId: method.id, paymentMethodType: method.type })
    .where(
      and(
        eq(s.id, subscriptionId),
        eq(s.status, expected.status),
        expected.nextSettlementDay === null
          ? sql`${s.nextSettlementDay} is null`
          : eq(s.nextSettlementDay, expected.nextSettlementDay),
      ),
    )
    .returning({ id: s.id });
  return rows.length > 0;
}
