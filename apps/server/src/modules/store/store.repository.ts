import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storeHosts, stores } from '../../db/schema';

export type StoreRecord = typeof stores.$inferSelect;

export async function findStoreByHost(db: Db, host: string): Promise<StoreRecord | null> {
  const rows = await db
    .select({ store: stores })
    .from(storeHosts)
    .innerJoin(stores, eq(stores.id, storeHosts.storeId))
    .where(eq(storeHosts.host, host))
    .limit(1);
  return rows[0]?.store ?? null;
}
