import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices, storeBillingSettings } from '../../db/schema';

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = Omit<typeof invoices.$inferInsert, 'id' | 'issueNumber'>;
export type StoreIssuer = typeof storeBillingSettings.$inferSelect;

export async function findStoreIssuer(db: Db, storeId: string): Promise<StoreIssuer | null> {
  const [row] = await db.select().from(storeBillingSettings).where(eq(storeBillingSettings.storeId, storeId));
  return row ?? null;
}

export async function latestInvoice(db: Db, chargeAttemptId: string): Promise<InvoiceRow | null> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(eq(invoices.chargeAttemptId, chargeAttemptId))
    .orderBy(desc(invoices.issueNumber))
    .limit(1);
  return row ?? null;
}

/** Enough for a member's double (or fivefold) click; each lost race costs one short statement. */
const ISSUE_TRIES = 10;

/**
 * Writes a new issue, never touching an earlier one: its number is one past the charge's latest, taken
 * in the same statement. Two issues at once for one charge meet at the unique (charge, number) index;
 * the loser takes the next number.
 */
export async function insertInvoiceIssue(db: Db, issue: NewInvoice): Promise<InvoiceRow> {
  for (let attempt = 1; ; attempt++) {
    const nextNumber = sql<number>`(select coalesce(max(${invoices.issueNumber}), 0) + 1 from ${invoices}
      where ${invoices.chargeAttemptId} = ${issue.chargeAttemptId})`;
    const [row] = await db
      .insert(invoices)
      .values({ ...issue, issueNumber: nextNumber })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
    if (attempt >= ISSUE_TRIES) throw new Error(`invoice of ${issue.chargeAttemptId}: no free issue number`);
  }
}
