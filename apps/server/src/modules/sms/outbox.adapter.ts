import type { DevSmsMessage } from '@vs/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ClosingAccount } from '../account-closing/account-closers';
import { smsOutbox } from '../../db/schema';
import type { SmsMessage, SmsSender } from './sms.port';

/** Keeps text messages in the database instead of sending them (development, tests, the e2e journeys). */
export function createSmsOutboxSender(db: Db): SmsSender {
  return {
    async send(message: SmsMessage) {
      await db.insert(smsOutbox).values({ storeId: message.storeId, to: message.to, body: message.body });
    },
  };
}

/** A store's captured messages, newest first (id breaks ties within one timestamp). */
export async function listSmsOutbox(
  db: Db,
  storeId: string,
  options: { to?: string; limit?: number } = {},
): Promise<DevSmsMessage[]> {
  const where = options.to
    ? and(eq(smsOutbox.storeId, storeId), eq(smsOutbox.to, options.to))
    : eq(smsOutbox.storeId, storeId);
  const rows = await db
    .select()
    .from(smsOutbox)
    .where(where)
    .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
    .limit(options.limit ?? 100);
  return rows.map((row) => ({ id: row.id, to: row.to, body: row.body, createdAt: row.createdAt.toISOString() }));
}

/** Text messages to a closed account's number in its store. */
export async function deleteTextsOfAccount(db: Db, account: ClosingAccount): Promise<void> {
  if (!account.phoneNumber) return;
  await db.delete(smsOutbox).where(and(eq(smsOutbox.storeId, account.storeId), eq(smsOutbox.to, account.phoneNumber)));
}
