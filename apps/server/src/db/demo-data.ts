import { inArray, or } from 'drizzle-orm';
import type { Db } from './client';
import { oidcClients, stores } from './schema';
import { seedStores } from './seed';

/**
 * The demo's rows a production database must not hold: the seeded stores (their campaign codes and
 * demo members with them) and the demo OpenID Connect clients, whose secrets the README publishes.
 * Answers what it found, as `store demo`, `client demo-web`.
 */
export async function demoDataIn(db: Db): Promise<string[]> {
  const storeIds = seedStores.map((seed) => seed.store.id);
  const clientIds = seedStores.flatMap((seed) => seed.oidc?.clients.map((client) => client.clientId) ?? []);
  const [foundStores, foundClients] = await Promise.all([
    db.select({ id: stores.id }).from(stores).where(inArray(stores.id, storeIds)),
    clientIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ clientId: oidcClients.clientId })
          .from(oidcClients)
          .where(or(inArray(oidcClients.clientId, clientIds))),
  ]);
  return [
    ...foundStores.map((row) => `store ${row.id}`),
    ...[...new Set(foundClients.map((row) => row.clientId))].map((id) => `client ${id}`),
  ];
}
