import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ShapedSql } from '../../db/shaped-statement';
import { loginHistory } from '../../db/schema';
import type { ClosingAccount } from '../account-closing/account-closers';

export type LoginHistoryRow = typeof loginHistory.$inferSelect;
export type NewLoginHistory = Omit<typeof loginHistory.$inferInsert, 'id'>;

export async function insertLoginHistory(db: Db, entry: NewLoginHistory): Promise<void> {
  await db.insert(loginHistory).values(entry);
}

/** A row with every column given (null where none applies), so its insert is one shape. */
export type LoginHistoryEntry = Required<NewLoginHistory>;

/** {@link insertLoginHistory} as a write to fold into another statement (the login's). */
export function loginHistoryInsert(db: Db, entry: LoginHistoryEntry): ShapedSql {
  return {
    shape: 'login-history-insert',
    compose: (slot) =>
      db
        .insert(loginHistory)
        .values({
          storeId: slot('storeId'),
          accountId: slot('accountId'),
          at: slot('at'),
          result: slot('result'),
          identifier: slot('identifier'),
          loginMethod: slot('loginMethod'),
          ip: slot('ip'),
          userAgent: slot('userAgent'),
          deviceType: slot('deviceType'),
          browser: slot('browser'),
          country: slot('country'),
          multiFactorType: slot('multiFactorType'),
          multiFactorRequested: slot('multiFactorRequested'),
        })
        .getSQL(),
    values: entry,
  };
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
