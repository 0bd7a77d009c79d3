import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginHistory } from '../../db/schema';

export type LoginHistoryRow = typeof loginHistory.$inferSelect;
export type NewLoginHistory = Omit<typeof loginHistory.$inferInsert, 'id'>;

export async function insertLoginHistory(db: Db, entry: NewLoginHistory): Promise<void> {
  await db.insert(loginHistory).values(entry);
}

export async function listLoginHistory(db: Db, storeId: string, accountId: string, limit = 50): Promise<LoginHistoryRow[]> {
  return db
    .select()
    .from(loginHistory)
    .where(and(eq(loginHistory.storeId, storeId), eq(loginHistory.accountId, accountId)))
    .orderBy(desc(loginHistory.at))
    .limit(limit);
}
