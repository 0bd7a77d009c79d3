import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPer } from '../../plugins/database';
import { sessions } from '../../db/schema';
import type { ClosingAccount } from '../account-closing/account-closers';
import type { SessionData } from './session-data';

export type SessionRow = typeof sessions.$inferSelect;

export async function insertSession(db: Db, row: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(row);
}

/**
 * Moves a session to a new id with new contents in one statement (rotation at login); false when
 * `oldId` is gone by now (logged out in another tab), and then nothing was written.
 */
export async function replaceSession(db: Db, oldId: string, row: SessionRow): Promise<boolean> {
  const moved = await replaceStatement(db).execute({
    oldId,
    id: row.id,
    storeId: row.storeId,
    data: JSON.stringify(row.data),
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  });
  return moved.length > 0;
}

const replaceStatement = preparedPer((db) =>
  db
    .update(sessions)
    // Placeholders in SET bypass the columns' encoders: the values arrive as text (see replaceSession).
    .set({
      id: sql`${sql.placeholder('id')}`,
      storeId: sql`${sql.placeholder('storeId')}`,
      data: sql`${sql.placeholder('data')}::jsonb`,
      createdAt: sql`${sql.placeholder('createdAt')}::timestamptz`,
      lastSeenAt: sql`${sql.placeholder('lastSeenAt')}::timestamptz`,
      expiresAt: sql`${sql.placeholder('expiresAt')}::timestamptz`,
    })
    .where(eq(sessions.id, sql.placeholder('oldId')))
    .returning({ id: sessions.id })
    .prepare('replace_session'),
);

/** Read on every request that uses its session (every POST, for the CSRF check). */
const findStatement = preparedPer((db) =>
  db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, sql.placeholder('id')), eq(sessions.storeId, sql.placeholder('storeId'))))
    .limit(1)
    .prepare('find_session'),
);

export async function findSession(db: Db, id: string, storeId: string): Promise<SessionRow | null> {
  const [row] = await findStatement(db).execute({ id, storeId });
  return row ?? null;
}

export async function updateSessionData(db: Db, id: string, data: SessionData): Promise<void> {
  await db
    .update(sessions)
    .set({ data: { ...data } })
    .where(eq(sessions.id, id));
}

export async function touchSession(db: Db, id: string, lastSeenAt: Date, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt, expiresAt }).where(eq(sessions.id, id));
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export async function deleteExpiredSessions(db: Db, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}

/** Every session logged in as the closed account, or half-way through its login. */
export async function deleteSessionsOfClosedAccount(db: Db, account: ClosingAccount): Promise<void> {
  await db.delete(sessions).where(
    and(
      eq(sessions.storeId, account.storeId),
      sql`(${sessions.data}->>'accountId' = ${account.id}
          or ${sessions.data}->'pendingLogin'->>'accountId' = ${account.id})`,
    ),
  );
}

/** The live sessions logged in as the account in this store (its list on My Page). */
export async function listSessionsOfAccount(
  db: Db,
  storeId: string,
  accountId: string,
  now: Date,
): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.storeId, storeId),
        sql`${sessions.data}->>'accountId' = ${accountId}`,
        gt(sessions.expiresAt, now),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt));
}
