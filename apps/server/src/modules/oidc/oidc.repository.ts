import { and, asc, desc, eq, lt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { ClosingAccount } from '../account-closing/account-closers';
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

/** Everything the provider keeps of a closed account (grants, tokens, sessions): its rows name the authId. */
export async function deleteOidcRowsOf(tx: Tx, account: ClosingAccount): Promise<void> {
  const [row] = await tx.select({ authId: accounts.authId }).from(accounts).where(eq(accounts.id, account.id)).limit(1);
  if (!row) return;
  await tx
    .delete(oidcPayloads)
    .where(and(eq(oidcPayloads.storeId, account.storeId), eq(oidcPayloads.accountId, row.authId)));
}

/** Frees the space of expired codes, tokens, sessions and interactions (they are never found once expired). */
export async function deleteExpiredOidcRows(db: Db, now: Date): Promise<void> {
  await db.delete(oidcPayloads).where(lt(oidcPayloads.expiresAt, now));
}
