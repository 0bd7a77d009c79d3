import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DevMailboxMessage } from '@vs/contract';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { MailMessage, MailSender } from './mail.port';
import { insertMail } from './mail-queue.repository';

/** Keeps mails in the database instead of sending them, for the dev mailbox and for tests. */
export function createOutboxSender(db: Db): MailSender {
  return { send: (message: MailMessage) => insertMail(db, message, null) };
}

/**
 * Queues mails for the background sender: the request's part is one INSERT, and `queued` (the
 * sender's nudge) only schedules work, so the request never waits for the mail server.
 */
export function createQueueSender(db: Db, now: () => Date, queued: () => void): MailSender {
  return {
    async send(message: MailMessage) {
      await insertMail(db, message, now());
      queued();
    },
  };
}

/** A store's captured mails (never the ones queued for SMTP), newest first (id breaks ties within one timestamp). */
export async function listOutbox(
  db: Db,
  storeId: string,
  options: { to?: string; limit?: number } = {},
): Promise<DevMailboxMessage[]> {
  const kept = and(eq(mailOutbox.storeId, storeId), isNull(mailOutbox.sendAt));
  const where = options.to ? and(kept, eq(mailOutbox.toAddress, options.to)) : kept;
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(where)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(options.limit ?? 100);
  return rows.map((row) => ({
    id: row.id,
    from: row.fromAddress,
    to: row.toAddress,
    subject: row.subject,
    text: row.text,
    html: row.html,
    createdAt: row.createdAt.toISOString(),
  }));
}
