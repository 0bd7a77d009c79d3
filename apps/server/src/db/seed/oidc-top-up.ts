import { eq } from 'drizzle-orm';
import type { StoreStatus } from '@vs/contract';
import type { Db } from '../client';
import { oidcClients, oidcPrecautions, oidcScopes, stores } from '../schema';
import { insertOidcClients, insertOidcPrecautions, insertOidcScopes } from './oidc-rows';
import type { StoreSeed } from './types';

async function hasAny(db: Db, table: typeof oidcClients | typeof oidcScopes | typeof oidcPrecautions, storeId: string) {
  const rows = await db.select({ storeId: table.storeId }).from(table).where(eq(table.storeId, storeId)).limit(1);
  return rows.length > 0;
}

/**
 * A demo database made before the OpenID Connect provider (issue 17) has the seeded stores but no
 * clients, scopes or precautions, so `npm start` on an old `.data/` showed no flow. On every boot
 * each seeded store that still exists gets each of the three from the seed only while it has none
 * of that kind: a store's own clients, scopes or texts (even one row) are never touched, and a
 * second boot adds nothing. `isOidcEnabled` is set from the seed only where the store's status has
 * no such key (the store never decided); an explicit false stays.
 */
export async function topUpOidc(db: Db, seeds: readonly StoreSeed[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const seedData of seeds) {
      const { oidc } = seedData;
      const storeId = seedData.store.id;
      if (!oidc) continue;
      const [store] = await tx.select({ status: stores.status }).from(stores).where(eq(stores.id, storeId)).limit(1);
      if (!store) continue;
      if (!(await hasAny(tx, oidcClients, storeId))) await insertOidcClients(tx, storeId, oidc);
      if (!(await hasAny(tx, oidcScopes, storeId))) await insertOidcScopes(tx, storeId, oidc);
      if (!(await hasAny(tx, oidcPrecautions, storeId))) await insertOidcPrecautions(tx, storeId, oidc);
      // Rows written before the flag existed lack it, whatever the type says.
      const written: Partial<StoreStatus> = store.status;
      if (written.isOidcEnabled === undefined) {
        const status = { ...store.status, isOidcEnabled: seedData.store.status.isOidcEnabled };
        await tx.update(stores).set({ status }).where(eq(stores.id, storeId));
      }
    }
  });
}
