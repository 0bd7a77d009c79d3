import type { FastifyRequest } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountChanges } from '../../db/schema';

/** What a member changed (so support can answer "what changed, when"); values are never recorded. */
export type AccountChangeKind =
  | 'profile'
  | 'profileImage'
  | 'email'
  | 'emailVerified'
  | 'password'
  | 'passwordEnabled'
  | 'userId'
  | 'consent'
  | 'policy'
  | 'profilePin';

/**
 * Records one change of the member's account. `fields` names what changed (profile field names, the
 * consent option key, the policy keys), never the old or new values.
 */
export async function recordAccountChange(
  db: Db,
  request: Pick<FastifyRequest, 'ip'>,
  accountId: string,
  kind: AccountChangeKind,
  now: Date,
  fields: readonly string[] = [],
): Promise<void> {
  await db.insert(accountChanges).values({ accountId, kind, fields: [...fields], ip: request.ip, createdAt: now });
}

/** The member's changes, newest first (for support tooling and the tests). */
export async function accountChangesOf(db: Db, accountId: string, limit = 100) {
  return db
    .select({ kind: accountChanges.kind, fields: accountChanges.fields, createdAt: accountChanges.createdAt })
    .from(accountChanges)
    .where(eq(accountChanges.accountId, accountId))
    .orderBy(desc(accountChanges.createdAt), desc(accountChanges.id))
    .limit(limit);
}
