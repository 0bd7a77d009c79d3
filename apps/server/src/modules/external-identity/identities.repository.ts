import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountIdentities, accounts } from '../../db/schema';
import type { ExternalIdentityClaims } from './provider-answer';

type IdentityKey = Pick<ExternalIdentityClaims, 'type' | 'issuer' | 'subject'>;

const byKey = (storeId: string, key: IdentityKey) =>
  and(
    eq(accountIdentities.storeId, storeId),
    eq(accountIdentities.type, key.type),
    eq(accountIdentities.issuer, key.issuer),
    eq(accountIdentities.subject, key.subject),
  );

/** The account this identity is linked to in the store, or null. Never looked up by e-mail. */
export async function accountIdOfIdentity(db: Db, storeId: string, key: IdentityKey): Promise<string | null> {
  const [row] = await db
    .select({ accountId: accountIdentities.accountId })
    .from(accountIdentities)
    .where(byKey(storeId, key))
    .limit(1);
  return row?.accountId ?? null;
}

export type LinkOutcome = 'linked' | 'alreadyLinked' | 'linkedElsewhere' | 'typeTaken';

/**
 * Links the identity to the account. The unique (store, type, issuer, subject) index settles a race
 * with another account; the (account, type) key keeps one identity per provider and member.
 */
export async function linkIdentity(
  db: Db,
  storeId: string,
  accountId: string,
  key: IdentityKey,
  now: Date,
): Promise<LinkOutcome> {
  const inserted = await db
    .insert(accountIdentities)
    .values({ accountId, storeId, type: key.type, issuer: key.issuer, subject: key.subject, linkedAt: now })
    .onConflictDoNothing()
    .returning({ accountId: accountIdentities.accountId });
  if (inserted.length > 0) return 'linked';
  const owner = await accountIdOfIdentity(db, storeId, key);
  if (owner === accountId) return 'alreadyLinked';
  return owner ? 'linkedElsewhere' : 'typeTaken';
}

export type UnlinkOutcome = 'unlinked' | 'notLinked' | 'lastWayIn';

/**
 * Unlinks the member's identity of this type unless it is the last way in of a member without a
 * password. The account's row is locked first, so two unlinks at once cannot both see "one more left".
 */
export async function unlinkIdentity(db: Db, storeId: string, accountId: string, type: string): Promise<UnlinkOutcome> {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ passwordHash: accounts.passwordHash })
      .from(accounts)
      .where(and(eq(accounts.storeId, storeId), eq(accounts.id, accountId)))
      .for('update');
    if (!account) return 'notLinked';
    const [linked] = await tx
      .select({
        all: count(),
        ofType: sql<number>`count(*) filter (where ${accountIdentities.type} = ${type})`.mapWith(Number),
      })
      .from(accountIdentities)
      .where(eq(accountIdentities.accountId, accountId));
    if (!linked || linked.ofType === 0) return 'notLinked';
    if (!account.passwordHash && linked.all <= 1) return 'lastWayIn';
    await tx
      .delete(accountIdentities)
      .where(and(eq(accountIdentities.accountId, accountId), eq(accountIdentities.type, type)));
    return 'unlinked';
  });
}
