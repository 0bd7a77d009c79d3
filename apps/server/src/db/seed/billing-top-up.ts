import type { Db } from '../client';
import { storeBillingSettings, stores } from '../schema';
import { eq } from 'drizzle-orm';
import type { StoreSeed } from './types';

/**
 * A demo database made before invoices existed has the seeded stores but no invoice issuer, so its
 * invoice page answered 404. Each seeded store that still exists and has none gets the seed's; a
 * store's own issuer is never overwritten.
 */
export async function topUpBilling(db: Db, seeds: readonly StoreSeed[]): Promise<void> {
  for (const { store, billing } of seeds) {
    if (!billing) continue;
    const [exists] = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, store.id)).limit(1);
    if (!exists) continue;
    await db
      .insert(storeBillingSettings)
      .values({ ...billing, storeId: store.id })
      .onConflictDoNothing();
  }
}
