import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { ClosingAccount } from '../account-closing/account-closers';
import type { MailMessage } from './mail.port';

export interface QueuedMail extends MailMessage {
  readonly id: number;
  /** Attempts including the one this claim starts. */
  readonly attempts: number;
}

/** Writes one mail; `sendAt` null keeps it for the dev mailbox, a time queues it for the sender. */
export async function insertMail(db: Db, message: MailMessage, sendAt: Date | null): Promise<void> {
  await db.insert(mailOutbox).values({
    storeId: message.storeId,
    fromAddress: message.from,
    toAddress: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html ?? null,
    sendAt,
  });
}

/**
 * Takes up to `limit` due mails for this process in one statement: the rows are locked with SKIP
 * LOCKED (another process claiming at the same moment takes others) and leased until `leaseUntil`,
 * so no other process sends them while this one does. A row whose lease runs out (its process died)
 * is due again.
 */
export async function claimDueMails(db: Db, now: Date, leaseUntil: Date, limit: number): Promise<QueuedMail[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(lte(mailOutbox.sendAt, now))
    .orderBy(asc(mailOutbox.sendAt), asc(mailOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(mailOutbox)
    .set({ sendAt: leaseUntil, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(inArray(mailOutbox.id, due))
    .returning();
  return rows.map((row) => ({
    id: row.id,
    attempts: row.attempts,
    storeId: row.storeId,
    from: row.fromAddress,
    to: row.toAddress,
    subject: row.subject,
    text: row.text,
    ...(row.html === null ? {} : { html: row.html }),
  }));
}

/** Delivered (or given up): the row goes, and with it the code or link it carried. */
export async function deleteMail(db: Db, id: number): Promise<void> {
  await db.delete(mailOutbox).where(eq(mailOutbox.id, id));
}

export async function retryMailAt(db: Db, id: number, at: Date): Promise<void> {
  await db.update(mailOutbox).set({ sendAt: at }).where(eq(mailOutbox.id, id));
}

/** A closed account's mails in its store, sent or not: the mailbox's copies and what is still queued. */
export async function deleteMailsOfAccount(db: Db, account: ClosingAccount): Promise<void> {
  await db
    .delete(mailOutbox)
    .where(and(eq(mailOutbox.storeId, account.storeId), sql`lower(${mailOutbox.toAddress}) = lower(${account.email})`));
}
