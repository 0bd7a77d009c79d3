import { and, count, desc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chargeAttempts } from '../../db/schema';

/** A settled charge of the ledger, as the history and the invoice read it. */
export type ChargedRow = typeof chargeAttempts.$inferSelect;

/** The member's charges of this store that went through; pending, unknown and failed attempts never show. */
const chargedOfMember = (storeId: string, accountId: string) =>
  and(
    eq(chargeAttempts.storeId, storeId),
    eq(chargeAttempts.accountId, accountId),
    eq(chargeAttempts.state, 'charged'),
  );

export async function countCharges(db: Db, storeId: string, accountId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(chargeAttempts)
    .where(and(chargedOfMember(storeId, accountId), gte(chargeAttempts.createdAt, since)));
  return row?.total ?? 0;
}

/** One page of the member's charges since `since`, newest first (the id breaks ties, so pages never overlap). */
export async function chargesPage(
  db: Db,
  storeId: string,
  accountId: string,
  since: Date,
  offset: number,
  limit: number,
): Promise<ChargedRow[]> {
  return db
    .select()
    .from(chargeAttempts)
    .where(and(chargedOfMember(storeId, accountId), gte(chargeAttempts.createdAt, since)))
    .orderBy(desc(chargeAttempts.createdAt), desc(chargeAttempts.id))
    .offset(offset)
    .limit(limit);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The member's own charged charge of this store with an amount to invoice, or null: another member's,
 * another store's, an unsettled or free one, and an id that is no charge's all look the same (404).
 */
export async function findInvoiceableCharge(
  db: Db,
  storeId: string,
  accountId: string,
  earningsId: string,
): Promise<ChargedRow | null> {
  if (!UUID.test(earningsId)) return null;
  const [row] = await db
    .select()
    .from(chargeAttempts)
    .where(and(chargedOfMember(storeId, accountId), eq(chargeAttempts.id, earningsId)))
    .limit(1);
  return row && row.amountJpy > 0 ? row : null;
}
