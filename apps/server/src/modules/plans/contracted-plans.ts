import type { ContractedPlanSummary, SubscriptionStatusGroup } from '@vs/contract';
import { and, asc, eq, gt, isNull, ne, or, sql, type Column, type SQL, type SQLWrapper, type Table } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { plans, subscriptions } from '../../db/schema';
import { CANCELLED_STATUS, PENDING_STATUS } from './member-contracts';

/** Spec 000 §4 "Subscription status groups". */
const groups: Readonly<Record<SubscriptionStatusGroup, readonly string[]>> = {
  contracted: [
    'NEW_CONTRACT',
    'ONGOING_CONTRACT',
    'TRIAL_TO_PAID',
    'RE_CONTRACT',
    'HOLD_RELEASED',
    'TRIAL_HOLD_RELEASED',
  ],
  trial: ['NEW_TRIAL_CONTRACT'],
  cancelScheduled: ['HOLD_CANCEL_REQUEST', 'TRIAL_HOLD_CANCEL_REQUEST', 'CANCEL_REQUEST', 'TRIAL_CANCEL_REQUEST'],
  onHold: ['HOLD', 'TRIAL_HOLD'],
};

/** Not cancelled, not waiting for its charge, not ended by itself (a rental past its period). */
const shown = (now: Date | SQLWrapper) =>
  and(
    ne(subscriptions.status, CANCELLED_STATUS),
    ne(subscriptions.status, PENDING_STATUS),
    or(isNull(subscriptions.expiresAt), gt(subscriptions.expiresAt, now)),
  );

/** A status the spec does not name still counts as a contract: hiding a live one would be worse. */
export function statusGroupOf(status: string): SubscriptionStatusGroup {
  const found = (Object.keys(groups) as SubscriptionStatusGroup[]).find((group) => groups[group].includes(status));
  return found ?? 'contracted';
}

interface ContractedPlanRow {
  readonly subscriptionId: string;
  readonly planId: string;
  readonly status: string;
  readonly planName: string | null;
}

const toSummary = (row: ContractedPlanRow): ContractedPlanSummary => ({
  subscriptionId: row.subscriptionId,
  planId: row.planId,
  // A plan removed from the catalogue keeps its contract visible under its id.
  planName: row.planName ?? row.planId,
  statusGroup: statusGroupOf(row.status),
});

/** The member's contracts that are not cancelled, oldest first, with their plan's name. */
export async function contractedPlansOf(
  db: Db,
  storeId: string,
  accountId: string,
  now: Date = new Date(),
): Promise<ContractedPlanSummary[]> {
  const rows = await db
    .select({
      subscriptionId: subscriptions.id,
      planId: subscriptions.planId,
      status: subscriptions.status,
      planName: plans.planName,
    })
    .from(subscriptions)
    .leftJoin(plans, and(eq(plans.storeId, subscriptions.storeId), eq(plans.planId, subscriptions.planId)))
    .where(and(eq(subscriptions.storeId, storeId), eq(subscriptions.accountId, accountId), shown(now)))
    .orderBy(asc(subscriptions.createdAt), asc(subscriptions.id));
  return rows.map(toSummary);
}

/**
 * {@link contractedPlansOf} as one column of a bigger statement (My Page's top reads it with the
 * account): the same rows as JSON, in the same order; `now` is ISO 8601 text or a placeholder of it.
 */
export function contractedPlansColumn(
  storeId: SQLWrapper,
  accountId: SQLWrapper,
  now: SQLWrapper,
): SQL<ContractedPlanSummary[]> {
  const s = subscriptions;
  const q = (table: Table, column: Column): SQL => sql`${table}.${sql.identifier(column.name)}`;
  return sql<ContractedPlanRow[]>`coalesce((select json_agg(json_build_object(
      'subscriptionId', ${q(s, s.id)}, 'planId', ${q(s, s.planId)}, 'status', ${q(s, s.status)},
      'planName', ${q(plans, plans.planName)})
      order by ${q(s, s.createdAt)}, ${q(s, s.id)})
    from ${s} left join ${plans} on ${and(eq(plans.storeId, s.storeId), eq(plans.planId, s.planId))}
    where ${and(eq(s.storeId, storeId), eq(s.accountId, accountId), shown(sql`(${now})::timestamptz`))}),
    '[]'::json)`.mapWith((rows: ContractedPlanRow[] | string) =>
    (typeof rows === 'string' ? (JSON.parse(rows) as ContractedPlanRow[]) : rows).map(toSummary),
  );
}

/**
 * Whether the member holds any live contract of any type: a subscription not cancelled (scheduled
 * cancellations included: they run until expiry), a rental not ended, a bought film (it never ends).
 * Withdrawal is refused then (spec 000 §4, 001 §6: "blocked while a plan is under contract"); the
 * account menu shows Plans.
 */
export async function isUnderContract(db: Db, accountId: string, now: Date = new Date()): Promise<boolean> {
  const rows = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(runningContractOf(accountId, now))
    .limit(1);
  return rows.length > 0;
}

/** {@link isUnderContract}'s condition on `subscriptions`, for a statement that reads it beside other things. */
export function runningContractOf(accountId: string | SQLWrapper, now: Date | SQLWrapper): SQL | undefined {
  return and(
    eq(subscriptions.accountId, accountId),
    ne(subscriptions.status, CANCELLED_STATUS),
    or(isNull(subscriptions.expiresAt), gt(subscriptions.expiresAt, now)),
  );
}
