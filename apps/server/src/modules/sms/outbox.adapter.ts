import type { DevSmsMessage } from '@vs/contract';
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ClosingAccount } from '../account-closing/account-closers';
import { accountFactors, smsOutbox } from '../../db/schema';
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

/** Text messages to a closed account's numbers in its store: the profile's and the SMS factor's own. */
export async function deleteTextsOfAccount(db: Db, account: ClosingAccount): Promise<void> {
  const factorNumbers = await db
    .select({ phoneNumber: accountFactors.phoneNumber })
    .from(accountFactors)
    .where(and(eq(accountFactors.accountId, account.id), isNotNull(accountFactors.phoneNumber)));
  const numbers = [account.phoneNumber, ...factorNumbers.map((row) => row.phoneNumber)].filter(
    (number): number is string => Boolean(number),
  );
  if (numbers.length === 0) return;
  await db.delete(smsOutbox).where(and(eq(smsOutbox.storeId, account.storeId), inArray(smsOutbox.to, numbers)));
}
