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
 * A demo database made before the OpenID Connect provider has the seeded stores but no
 * clients, scopes or precautions, and no `isOidcEnabled` in their status, so `npm start` on an old
 * `.data/` showed no flow. At boot each seeded store that still exists and has no such key (it never
 * decided) gets each of the three from the seed where it has none of that kind, and the flag from the
 * seed. A store's own clients, scopes or texts (even one row) are never touched, and once the flag is
 * written nothing is added again: a store that removed every client (a compromised relying party cut
 * off) must not find the demo clients, with their published secrets, back after a restart.
 */
export async function topUpOidc(db: Db, seeds: readonly StoreSeed[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const seedData of seeds) {
      const { oidc } = seedData;
      const storeId = seedData.store.id;
      if (!oidc) continue;
      const [store] = await tx.select({ status: stores.status }).from(stores).where(eq(stores.id, storeId)).limit(1);
      // Rows written before the flag existed lack it, whatever the type says.
      const written: Partial<StoreStatus> | undefined = store?.status;
      if (!store || written?.isOidcEnabled !== undefined) continue;
      if (!(await hasAny(tx, oidcClients, storeId))) await insertOidcClients(tx, storeId, oidc);
      if (!(await hasAny(tx, oidcScopes, storeId))) await insertOidcScopes(tx, storeId, oidc);
      if (!(await hasAny(tx, oidcPrecautions, storeId))) await insertOidcPrecautions(tx, storeId, oidc);
      const status = { ...store.status, isOidcEnabled: seedData.store.status.isOidcEnabled };
      await tx.update(stores).set({ status }).where(eq(stores.id, storeId));
    }
  });
}
