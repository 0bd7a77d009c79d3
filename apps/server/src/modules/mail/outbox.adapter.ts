import { and, desc, eq } from 'drizzle-orm';
import type { DevMailboxMessage } from '@vs/contract';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { MailMessage, MailSender } from './mail.port';

/** Keeps mails in the database instead of sending them, for the dev mailbox and for tests. */
export function createOutboxSender(db: Db): MailSender {
  return {
    async send(message: MailMessage) {
      await db.insert(mailOutbox).values({
        storeId: message.storeId,
        fromAddress: message.from,
        toAddress: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
      });
    },
  };
}

/** A store's captured mails, newest first (id breaks ties within one timestamp). */
export async function listOutbox(
  db: Db,
  storeId: string,
  options: { to?: string; limit?: number } = {},
): Promise<DevMailboxMessage[]> {
  const where = options.to
    ? and(eq(mailOutbox.storeId, storeId), eq(mailOutbox.toAddress, options.to))
    : eq(mailOutbox.storeId, storeId);
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
