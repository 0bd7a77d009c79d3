import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, oidcClients, oidcPayloads, oidcScopes } from '../../db/schema';

export type OidcScopeRow = typeof oidcScopes.$inferSelect;
export type OidcClientRow = typeof oidcClients.$inferSelect;

export async function scopesOf(db: Db, storeId: string): Promise<OidcScopeRow[]> {
  return db
    .select()
    .from(oidcScopes)
    .where(eq(oidcScopes.storeId, storeId))
    .orderBy(asc(oidcScopes.displayOrder), asc(oidcScopes.scopeKey));
}

export async function clientRowOf(db: Db, storeId: string, clientId: string): Promise<OidcClientRow | null> {
  const [row] = await db
    .select()
    .from(oidcClients)
    .where(and(eq(oidcClients.storeId, storeId), eq(oidcClients.clientId, clientId)))
    .limit(1);
  return row ?? null;
}

/** The member's grant for a client (consent belongs to member and client, not to a browser session). */
export async function latestGrantIdOf(
  db: Db,
  storeId: string,
  accountId: string,
  clientId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ id: oidcPayloads.id })
    .from(oidcPayloads)
    .where(
      and(
        eq(oidcPayloads.storeId, storeId),
        eq(oidcPayloads.kind, 'Grant'),
        eq(oidcPayloads.accountId, accountId),
        eq(oidcPayloads.clientId, clientId),
      ),
    )
    .orderBy(desc(oidcPayloads.createdAt))
    .limit(1);
  return row?.id ?? null;
}

/** The member a `sub` names (the account's public authId), within the store. */
export async function accountOfSubject(db: Db, storeId: string, sub: string) {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.storeId, storeId), eq(accounts.authId, sub)))
    .limit(1);
  return row ?? null;
}
