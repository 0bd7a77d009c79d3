import { and, desc, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, campaignCodes, entitlements, plans, subscriptions } from '../../db/schema';
import type { PlanRow } from '../plans/plan-mapper';
import { CANCELLED_STATUS, PENDING_STATUS } from '../plans/member-contracts';
import type { Campaign } from './campaign';
import type { PlanFacts } from './purchase-decisions';

export function planFactsOf(row: PlanRow): PlanFacts {
  return {
    planId: row.planId,
    planType: row.planType,
    price: row.price,
    renewSpanUnit: row.renewSpanUnit,
    renewSpan: row.renewSpan,
    freeTrialDays: row.freeTrialDays,
    salesStartDate: row.salesStartDate,
    salesEndDate: row.salesEndDate,
    salesCount: row.salesCount,
    salesLimit: row.salesLimit,
    forceStopRenewDate: row.forceStopRenewDate,
    taxRate: row.taxRate,
  };
}

/** Codes are half-width alphanumerics matched case-insensitively (stored upper case). */
export async function findCampaign(db: Db, storeId: string, code: string): Promise<Campaign | null> {
  const [row] = await db
    .select()
    .from(campaignCodes)
    .where(and(eq(campaignCodes.storeId, storeId), eq(campaignCodes.code, code.toUpperCase())));
  if (!row) return null;
  const { storeId: _store, ...campaign } = row;
  return campaign;
}

/**
 * Serializes one member's purchases (the contract limit and "already contracted" are read after
 * it): a row lock on the account, held to the end of the transaction.
 */
export async function lockAccount(tx: Db, accountId: string): Promise<void> {
  await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
}

/**
 * Takes one sale, atomically: the count grows only while under the limit, so 20 parallel buyers of a
 * plan with 3 left make exactly 3 sales. False: sold out.
 */
export async function claimSale(tx: Db, storeId: string, planId: string): Promise<boolean> {
  const rows = await tx
    .update(plans)
    .set({ salesCount: sql`${plans.salesCount} + 1` })
    .where(
      and(
        eq(plans.storeId, storeId),
        eq(plans.planId, planId),
        or(isNull(plans.salesLimit), lt(plans.salesCount, plans.salesLimit)),
      ),
    )
    .returning({ salesCount: plans.salesCount });
  return rows.length > 0;
}

/** Gives a sale back (the charge failed). */
export async function releaseSale(tx: Db, storeId: string, planId: string): Promise<void> {
  await tx
    .update(plans)
    .set({ salesCount: sql`greatest(${plans.salesCount} - 1, 0)` })
    .where(and(eq(plans.storeId, storeId), eq(plans.planId, planId)));
}

export type NewContract = typeof subscriptions.$inferInsert;

export async function insertContract(tx: Db, contract: NewContract): Promise<string> {
  const [row] = await tx.insert(subscriptions).values(contract).returning({ id: subscriptions.id });
  if (!row) throw new Error('the contract was not inserted');
  return row.id;
}

export async function insertEntitlement(
  tx: Db,
  entitlement: {
    storeId: string;
    accountId: string;
    planId: string;
    subscriptionId: string;
    startsAt: Date;
    expiresAt: Date | null;
  },
): Promise<void> {
  await tx.insert(entitlements).values(entitlement);
}

/** The charge went through: the pending contract becomes the contract. */
export async function activateContract(tx: Db, contractId: string, status: string): Promise<void> {
  await tx
    .update(subscriptions)
    .set({ status })
    .where(and(eq(subscriptions.id, contractId), eq(subscriptions.status, PENDING_STATUS)));
}

/** The charge failed: the pending contract is removed (its entitlement never existed). */
export async function deletePendingContract(tx: Db, contractId: string): Promise<void> {
  await tx.delete(subscriptions).where(and(eq(subscriptions.id, contractId), eq(subscriptions.status, PENDING_STATUS)));
}

/** The member's newest live contract of a plan (the complete page), or null. */
export async function latestContractOf(db: Db, storeId: string, accountId: string, planId: string) {
  const [row] = await db
    .select({ id: subscriptions.id, status: subscriptions.status, createdAt: subscriptions.createdAt })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.storeId, storeId),
        eq(subscriptions.accountId, accountId),
        eq(subscriptions.planId, planId),
        ne(subscriptions.status, CANCELLED_STATUS),
        ne(subscriptions.status, PENDING_STATUS),
      ),
    )
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return row ?? null;
}
