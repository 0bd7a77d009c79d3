import { subscriptionStatuses, type RenewSpanUnit, type SubscriptionStatus } from '@vs/contract';
import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chargeAttempts, entitlements, plans, subscriptions } from '../../db/schema';
import { CAMPAIGN_CODE_METHOD } from './renewal-terms';
import { badgeOf } from './subscription-states';

/** A contract as billing reads it, with what its plan says about renewing. */
export interface BillingContract {
  readonly id: string;
  readonly storeId: string;
  readonly accountId: string;
  readonly planId: string;
  readonly status: SubscriptionStatus;
  readonly nextSettlementDay: string | null;
  readonly paymentMethodType: string | null;
  readonly paymentMethodId: string | null;
  readonly expiresAt: Date | null;
  readonly firstPaymentDay: Date | null;
  readonly holdSince: Date | null;
  readonly planPrice: number | null;
  readonly billingAmount: number;
  readonly discountRemaining: number | null;
  readonly plan: {
    readonly planName: string;
    readonly price: number;
    readonly taxRate: number;
    readonly renewSpan: number | null;
    readonly renewSpanUnit: RenewSpanUnit | null;
    readonly forceStopRenewDate: Date | null;
  };
}

/**
 * Statuses the job acts on at the settlement day: running and scheduled-to-cancel contracts. Never a
 * cancelled one, a purchase's contract still waiting for its first charge, or a held one (only the
 * member's retry charges a held period).
 */
const RENEWED: readonly SubscriptionStatus[] = subscriptionStatuses.filter((status) =>
  ['contracted', 'trial', 'cancelScheduled'].includes(badgeOf(status)),
);

const contractColumns = {
  id: subscriptions.id,
  storeId: subscriptions.storeId,
  accountId: subscriptions.accountId,
  planId: subscriptions.planId,
  status: subscriptions.status,
  nextSettlementDay: subscriptions.nextSettlementDay,
  paymentMethodType: subscriptions.paymentMethodType,
  paymentMethodId: subscriptions.paymentMethodId,
  expiresAt: subscriptions.expiresAt,
  firstPaymentDay: subscriptions.firstPaymentDay,
  holdSince: subscriptions.holdSince,
  planPrice: subscriptions.planPrice,
  billingAmount: subscriptions.billingAmount,
  discountRemaining: subscriptions.discountRemaining,
  plan: {
    planName: plans.planName,
    price: plans.price,
    taxRate: plans.taxRate,
    renewSpan: plans.renewSpan,
    renewSpanUnit: plans.renewSpanUnit,
    forceStopRenewDate: plans.forceStopRenewDate,
  },
};

const withPlan = (db: Db) =>
  db
    .select(contractColumns)
    .from(subscriptions)
    .innerJoin(plans, and(eq(plans.storeId, subscriptions.storeId), eq(plans.planId, subscriptions.planId)));

/**
 * Due by its settlement day: the day (JST) has come and its period has no live or charged attempt
 * yet (an attempt being charged, or waiting for the reconciler, keeps the period taken).
 */
const dueBySettlementDay = (today: string) =>
  and(
    eq(subscriptions.planType, 'subscription'),
    inArray(subscriptions.status, [...RENEWED]),
    lte(subscriptions.nextSettlementDay, today),
    sql`${subscriptions.paymentMethodType} is distinct from ${CAMPAIGN_CODE_METHOD}`,
    sql`not exists (select 1 from ${chargeAttempts} a where a.subscription_id = ${subscriptions.id}
      and a.period_start = ${subscriptions.nextSettlementDay} and a.state <> 'failed')`,
  );

/** Due by its end: a campaign-code contract (it never charges) whose free period is over. */
const campaignCodeEnded = (now: Date) =>
  and(
    eq(subscriptions.planType, 'subscription'),
    inArray(subscriptions.status, [...RENEWED]),
    eq(subscriptions.paymentMethodType, CAMPAIGN_CODE_METHOD),
    lte(subscriptions.expiresAt, now),
  );

/**
 * Claims the next due contract for this transaction: FOR UPDATE SKIP LOCKED, so workers of any
 * number of processes each take a different one and never wait on each other. The claim lasts
 * until the transaction ends; the period's attempt written in it keeps the period taken after that.
 * (Two queries rather than one OR, so each walks its own index.)
 */
export async function claimDueContract(tx: Db, today: string, now: Date): Promise<BillingContract | null> {
  const [due] = await withPlan(tx)
    .where(dueBySettlementDay(today))
    .orderBy(subscriptions.nextSettlementDay)
    .limit(1)
    .for('update', { of: subscriptions, skipLocked: true });
  if (due) return due as BillingContract;
  const [ended] = await withPlan(tx)
    .where(campaignCodeEnded(now))
    .limit(1)
    .for('update', { of: subscriptions, skipLocked: true });
  return (ended as BillingContract | undefined) ?? null;
}

/** One contract, locked for this transaction (the member's retry). */
export async function lockContract(tx: Db, subscriptionId: string): Promise<BillingContract | null> {
  const [row] = await withPlan(tx).where(eq(subscriptions.id, subscriptionId)).for('update', { of: subscriptions });
  return (row as BillingContract | undefined) ?? null;
}

/** How many due contracts are left (the job's progress; the benchmark's check). */
export async function countDue(db: Db, today: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(subscriptions)
    .where(or(dueBySettlementDay(today), campaignCodeEnded(now)));
  return row?.n ?? 0;
}

export type ContractChange = Partial<
  Pick<
    typeof subscriptions.$inferInsert,
    'status' | 'nextSettlementDay' | 'discountRemaining' | 'holdSince' | 'cancelledAt'
  >
>;

export async function updateContract(tx: Db, subscriptionId: string, change: ContractChange): Promise<void> {
  await tx.update(subscriptions).set(change).where(eq(subscriptions.id, subscriptionId));
}

/** The contract's entitlement runs until `until` (a renewal extends it to the new period's end). */
export async function extendEntitlement(tx: Db, subscriptionId: string, until: Date): Promise<void> {
  await tx.update(entitlements).set({ expiresAt: until }).where(eq(entitlements.subscriptionId, subscriptionId));
}

/** The contract's entitlement ends at `at` at the latest (a hold, a cancellation). */
export async function endEntitlement(tx: Db, subscriptionId: string, at: Date): Promise<void> {
  const endsAt = sql`${at.toISOString()}::timestamptz`;
  await tx
    .update(entitlements)
    .set({
      expiresAt: sql`least(coalesce(${entitlements.expiresAt}, ${endsAt}), ${endsAt})`,
    })
    .where(eq(entitlements.subscriptionId, subscriptionId));
}

/** How many attempts the period has had (failed ones included): a retry's key counts on from there. */
export async function attemptsOfPeriod(db: Db, subscriptionId: string, periodStart: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(chargeAttempts)
    .where(and(eq(chargeAttempts.subscriptionId, subscriptionId), eq(chargeAttempts.periodStart, periodStart)));
  return row?.n ?? 0;
}
