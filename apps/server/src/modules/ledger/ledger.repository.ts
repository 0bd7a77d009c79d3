import { and, eq, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chargeAttempts, type ChargedMethod, type ChargeKind, type ChargeState } from '../../db/schema';

/** One row of the ledger: a charge attempt as stored. */
export type ChargeAttempt = typeof chargeAttempts.$inferSelect;

/** What a charge attempt is written with, before the provider is asked. */
export interface NewChargeAttempt {
  readonly storeId: string;
  readonly accountId: string;
  readonly subscriptionId: string | null;
  readonly planId: string;
  readonly planName: string;
  readonly kind: ChargeKind;
  /** Tax-included JPY. */
  readonly amountJpy: number;
  readonly taxAmount: number;
  readonly taxRate: number;
  readonly paymentMethodId: string | null;
  readonly paymentMethod: ChargedMethod | null;
  /** The provider's idempotency key: unique over the whole ledger. */
  readonly providerKey: string;
  /** A subscription period's first day (YYYY-MM-DD, JST) for renewals, retries, trial conversions. */
  readonly periodStart?: string | null;
  /** The purchase token of the order (purchases, rentals, first subscription charges). */
  readonly orderToken?: string | null;
  readonly now: Date;
}

export type RecordedAttempt =
  /** Written now, state 'pending': the caller may ask the provider. */
  | { readonly kind: 'recorded'; readonly attempt: ChargeAttempt }
  /**
   * The order or period already has a live (pending / unknown) or charged attempt: the caller must
   * NOT charge again under a new key; it settles or reports the existing one instead.
   */
  | { readonly kind: 'existing'; readonly attempt: ChargeAttempt };

/**
 * Writes a charge attempt, state 'pending', BEFORE the provider is called: whatever happens next
 * (timeout, crash), the ledger knows a charge may exist under `providerKey`. The partial unique
 * indexes allow one live-or-charged attempt per order and per subscription period; losing that race
 * (or finding an earlier attempt) answers the existing attempt, so a period or an order is never
 * charged twice, whatever the number of processes.
 */
export async function recordAttempt(db: Db, input: NewChargeAttempt): Promise<RecordedAttempt> {
  const { now, ...values } = input;
  const [inserted] = await db
    .insert(chargeAttempts)
    .values({ ...values, state: 'pending', createdAt: now })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { kind: 'recorded', attempt: inserted };
  const existing =
    (input.orderToken ? await findLiveAttemptOfOrder(db, input.accountId, input.orderToken) : null) ??
    (input.subscriptionId && input.periodStart
      ? await findLiveAttemptOfPeriod(db, input.subscriptionId, input.periodStart)
      : null) ??
    (await findAttemptByKey(db, input.providerKey));
  // The conflicting row was settled 'failed' between the insert and the read: a new key may be tried.
  if (!existing) throw new Error(`charge attempt ${input.providerKey}: conflict without a live attempt`);
  return { kind: 'existing', attempt: existing };
}

export type Settlement =
  | { readonly state: 'charged'; readonly providerChargeId?: string | null; readonly now: Date }
  | {
      readonly state: 'failed';
      readonly providerChargeId?: string | null;
      readonly failureReason: string;
      readonly now: Date;
    };

/**
 * Settles an attempt, compare-and-set from pending or unknown only: of two settlers (the request that
 * charged and the reconciler), exactly one gets the row; the other gets null and must do nothing
 * more (the winner applies the outcome). Run it in the transaction that applies the outcome.
 */
export async function settleAttempt(db: Db, id: string, settlement: Settlement): Promise<ChargeAttempt | null> {
  const [row] = await db
    .update(chargeAttempts)
    .set({
      state: settlement.state,
      providerChargeId: settlement.providerChargeId ?? null,
      failureReason: settlement.state === 'failed' ? settlement.failureReason : null,
      settledAt: settlement.now,
    })
    .where(and(eq(chargeAttempts.id, id), inArray(chargeAttempts.state, ['pending', 'unknown'])))
    .returning();
  return row ?? null;
}

/**
 * The provider did not answer in time: a charge may exist. The attempt stays live (the order or the
 * period stays taken) until the reconciler learns the provider's answer by the attempt's key.
 */
export async function markUnknown(db: Db, id: string): Promise<ChargeAttempt | null> {
  const [row] = await db
    .update(chargeAttempts)
    .set({ state: 'unknown' })
    .where(and(eq(chargeAttempts.id, id), eq(chargeAttempts.state, 'pending')))
    .returning();
  return row ?? null;
}

const LIVE_OR_CHARGED = ne(chargeAttempts.state, 'failed' satisfies ChargeState);

/** The order's attempt that is live or charged (at most one: the partial unique index). */
export async function findLiveAttemptOfOrder(
  db: Db,
  accountId: string,
  orderToken: string,
): Promise<ChargeAttempt | null> {
  const [row] = await db
    .select()
    .from(chargeAttempts)
    .where(and(eq(chargeAttempts.accountId, accountId), eq(chargeAttempts.orderToken, orderToken), LIVE_OR_CHARGED));
  return row ?? null;
}

/** The subscription period's attempt that is live or charged (at most one: the partial unique index). */
export async function findLiveAttemptOfPeriod(
  db: Db,
  subscriptionId: string,
  periodStart: string,
): Promise<ChargeAttempt | null> {
  const [row] = await db
    .select()
    .from(chargeAttempts)
    .where(
      and(
        eq(chargeAttempts.subscriptionId, subscriptionId),
        eq(chargeAttempts.periodStart, periodStart),
        LIVE_OR_CHARGED,
      ),
    );
  return row ?? null;
}

export async function findAttempt(db: Db, id: string): Promise<ChargeAttempt | null> {
  const [row] = await db.select().from(chargeAttempts).where(eq(chargeAttempts.id, id));
  return row ?? null;
}

export async function findAttemptByKey(db: Db, providerKey: string): Promise<ChargeAttempt | null> {
  const [row] = await db.select().from(chargeAttempts).where(eq(chargeAttempts.providerKey, providerKey));
  return row ?? null;
}

/** How many attempts an order has had (failed ones included): the next attempt's key counts on. */
export async function attemptsOfOrder(db: Db, accountId: string, orderToken: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(chargeAttempts)
    .where(and(eq(chargeAttempts.accountId, accountId), eq(chargeAttempts.orderToken, orderToken)));
  return row?.n ?? 0;
}

/**
 * The attempts the reconciler must settle: every `unknown` one, and the `pending` ones written before
 * `pendingBefore` (a process that died between writing the attempt and hearing the provider). Oldest
 * first, at most `limit` a run.
 */
export async function unsettledAttempts(
  db: Db,
  { pendingBefore, limit = 100 }: { readonly pendingBefore: Date; readonly limit?: number },
): Promise<ChargeAttempt[]> {
  return db
    .select()
    .from(chargeAttempts)
    .where(
      or(
        eq(chargeAttempts.state, 'unknown'),
        and(eq(chargeAttempts.state, 'pending'), lt(chargeAttempts.createdAt, pendingBefore)),
      ),
    )
    .orderBy(chargeAttempts.createdAt)
    .limit(limit);
}
