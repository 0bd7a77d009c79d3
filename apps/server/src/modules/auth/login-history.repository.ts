import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginHistory } from '../../db/schema';
import type { ClosingAccount } from '../account-closing/account-closers';

export type LoginHistoryRow = typeof loginHistory.$inferSelect;
export type NewLoginHistory = Omit<typeof loginHistory.$inferInsert, 'id'>;

export async function insertLoginHistory(db: Db, entry: NewLoginHistory): Promise<void> {
  await db.insert(loginHistory).values(entry);
}

/** {@link insertLoginHistory} as a write to fold into another statement (the login's). */
export function loginHistoryInsert(db: Db, entry: NewLoginHistory): SQL {
  return db.insert(loginHistory).values(entry).getSQL();
}

export async function listLoginHistory(
  db: Db,
  storeId: string,
  accountId: string,
  limit = 50,
): Promise<LoginHistoryRow[]> {
  return db
    .select()
    .from(loginHistory)
    .where(and(eq(loginHistory.storeId, storeId), eq(loginHistory.accountId, accountId)))
    .orderBy(desc(loginHistory.at))
    .limit(limit);
}

/**
 * Failed logins under the closed account's address or user ID that name no account (made before it
 * existed); those naming the account go with it by the foreign key.
 */
export async function deleteAnonymousLoginsOf(db: Db, account: ClosingAccount): Promise<void> {
  const identifiers = [account.email.toLowerCase(), ...(account.userId ? [account.userId.toLowerCase()] : [])];
  await db
    .delete(loginHistory)
    .where(
      and(
        eq(loginHistory.storeId, account.storeId),
        isNull(loginHistory.accountId),
        inArray(sql`lower(${loginHistory.identifier})`, identifiers),
      ),
    );
}
