import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginHistory } from '../../db/schema';
import type { LoginHistoryRow } from '../auth/login-history.repository';

const ofMember = (storeId: string, accountId: string) =>
  and(eq(loginHistory.storeId, storeId), eq(loginHistory.accountId, accountId));

export async function countLoginHistory(db: Db, storeId: string, accountId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(loginHistory).where(ofMember(storeId, accountId));
  return row?.total ?? 0;
}

/** One page of the member's logins, newest first (the id breaks ties within one instant, so pages never overlap). */
export async function loginHistoryPage(
  db: Db,
  storeId: string,
  accountId: string,
  offset: number,
  limit: number,
): Promise<LoginHistoryRow[]> {
  return db
    .select()
    .from(loginHistory)
    .where(ofMember(storeId, accountId))
    .orderBy(desc(loginHistory.at), desc(loginHistory.id))
    .offset(offset)
    .limit(limit);
}
