import { and, asc, desc, eq, gt, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { ClosingAccount } from '../account-closing/account-closers';
import { accounts, oidcClients, oidcPayloads, oidcPrecautions, oidcScopes } from '../../db/schema';

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

/**
 * The store's precautions for the consent page in `language`; a store that wrote them in one
 * language only shows those to every visitor (a precaution is never hidden for want of a translation).
 */
export async function precautionsOf(
  db: Db,
  storeId: string,
  language: 'ja' | 'en',
): Promise<{ title: string; renderData: string } | null> {
  const rows = await db
    .select({
      language: oidcPrecautions.language,
      title: oidcPrecautions.title,
      renderData: oidcPrecautions.renderData,
    })
    .from(oidcPrecautions)
    .where(eq(oidcPrecautions.storeId, storeId));
  const row = rows.find((each) => each.language === language) ?? rows.find((each) => each.language === 'ja') ?? rows[0];
  return row ? { title: row.title, renderData: row.renderData } : null;
}

/** Every client of the store, enabled or not (a member may still unlink a disabled one). */
export async function clientRowsOf(db: Db, storeId: string): Promise<OidcClientRow[]> {
  return db.select().from(oidcClients).where(eq(oidcClients.storeId, storeId));
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

/** A member's grant as the adapter stored it (the payload is oidc-provider's Grant). */
export interface StoredGrant {
  readonly grantId: string;
  readonly clientId: string;
  /** The granted OpenID scopes, space separated ('' when none). */
  readonly scope: string;
  readonly createdAt: Date;
}

/**
 * The member's live grants (My Page connections), newest first: one row per consent the provider
 * kept, whatever client. Expired ones are never found by the provider, so they are not listed either.
 */
export async function liveGrantsOf(db: Db, storeId: string, accountId: string, now: Date): Promise<StoredGrant[]> {
  const rows = await db
    .select({
      id: oidcPayloads.id,
      clientId: oidcPayloads.clientId,
      payload: oidcPayloads.payload,
      createdAt: oidcPayloads.createdAt,
    })
    .from(oidcPayloads)
    .where(
      and(
        eq(oidcPayloads.storeId, storeId),
        eq(oidcPayloads.kind, 'Grant'),
        eq(oidcPayloads.accountId, accountId),
        or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, now)),
      ),
    )
    .orderBy(desc(oidcPayloads.createdAt), asc(oidcPayloads.id));
  return rows.flatMap((row) => {
    if (!row.clientId) return [];
    const openid = row.payload['openid'] as { scope?: unknown } | undefined;
    const scope = typeof openid?.scope === 'string' ? openid.scope : '';
    return [{ grantId: row.id, clientId: row.clientId, scope, createdAt: row.createdAt }];
  });
}

/**
 * Unlinks a connection at once (one transaction): the member's grant `grantId` names the client, and
 * every grant of the member to that client goes, with every code, access and refresh token issued
 * under them. Answers the client, or null when the grant is not the member's (or gone).
 */
export async function revokeConnection(
  db: Db,
  storeId: string,
  accountId: string,
  grantId: string,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const ofMember = and(
      eq(oidcPayloads.storeId, storeId),
      eq(oidcPayloads.kind, 'Grant'),
      eq(oidcPayloads.accountId, accountId),
    );
    const [named] = await tx
      .select({ clientId: oidcPayloads.clientId })
      .from(oidcPayloads)
      .where(and(ofMember, eq(oidcPayloads.id, grantId)))
      .limit(1);
    if (!named?.clientId) return null;
    const grants = await tx
      .select({ id: oidcPayloads.id })
      .from(oidcPayloads)
      .where(and(ofMember, eq(oidcPayloads.clientId, named.clientId)));
    const ids = grants.map((grant) => grant.id);
    await tx
      .delete(oidcPayloads)
      .where(
        and(
          eq(oidcPayloads.storeId, storeId),
          or(inArray(oidcPayloads.grantId, ids), and(eq(oidcPayloads.kind, 'Grant'), inArray(oidcPayloads.id, ids))),
        ),
      );
    return named.clientId;
  });
}

/** The kinds that let a client act for the member: what signing out everywhere takes away. */
const MEMBER_TOKEN_KINDS = ['RefreshToken', 'AccessToken', 'AuthorizationCode'];

/**
 * Revokes every refresh token, access token and unused code the member's connected apps hold in the
 * store (one statement); the grants stay, so the apps are still listed and no consent is asked again,
 * but each must send the member through a login before it acts for them again. Answers the clients
 * that held one, in the store's client rows (the names the security notice shows).
 */
export async function revokeTokensOfMember(db: Db, storeId: string, authId: string): Promise<OidcClientRow[]> {
  const revoked = await db
    .delete(oidcPayloads)
    .where(
      and(
        eq(oidcPayloads.storeId, storeId),
        eq(oidcPayloads.accountId, authId),
        inArray(oidcPayloads.kind, MEMBER_TOKEN_KINDS),
      ),
    )
    .returning({ clientId: oidcPayloads.clientId });
  const clientIds = [...new Set(revoked.flatMap((row) => (row.clientId ? [row.clientId] : [])))];
  if (clientIds.length === 0) return [];
  return db
    .select()
    .from(oidcClients)
    .where(and(eq(oidcClients.storeId, storeId), inArray(oidcClients.clientId, clientIds)))
    .orderBy(asc(oidcClients.clientId));
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
