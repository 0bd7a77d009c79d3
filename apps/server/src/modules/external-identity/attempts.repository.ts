import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { externalAuthAttempts } from '../../db/schema';

/** A trip to the provider and back must end within this; the cookie that binds it lives as long. */
export const ATTEMPT_LIFETIME_MS = 10 * 60_000;

export type AttemptRow = typeof externalAuthAttempts.$inferSelect;

export async function insertAttempt(db: Db, row: typeof externalAuthAttempts.$inferInsert): Promise<void> {
  await db.insert(externalAuthAttempts).values(row);
}

const live = (now: Date) =>
  and(
    isNull(externalAuthAttempts.usedAt),
    gt(externalAuthAttempts.createdAt, new Date(now.getTime() - ATTEMPT_LIFETIME_MS)),
  );

/**
 * A form post's answer, kept on its live attempt until the browser's own GET picks it up; the first
 * answer wins (a second post for the same state changes nothing). False when no live attempt has it.
 */
export async function parkFormResponse(
  db: Db,
  stateDigest: string,
  response: Record<string, string>,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(externalAuthAttempts)
    .set({ formResponse: response })
    .where(and(eq(externalAuthAttempts.stateDigest, stateDigest), isNull(externalAuthAttempts.formResponse), live(now)))
    .returning({ stateDigest: externalAuthAttempts.stateDigest });
  return rows.length > 0;
}

/**
 * Uses the attempt once: one UPDATE … RETURNING, so of two callbacks with the same state only one
 * gets it. Only from the browser that started it, and only while young.
 */
export async function consumeAttempt(
  db: Db,
  stateDigest: string,
  browserDigest: string,
  now: Date,
): Promise<AttemptRow | null> {
  const [row] = await db
    .update(externalAuthAttempts)
    .set({ usedAt: now })
    .where(
      and(
        eq(externalAuthAttempts.stateDigest, stateDigest),
        eq(externalAuthAttempts.browserDigest, browserDigest),
        live(now),
      ),
    )
    .returning();
  return row ?? null;
}

/** Whether an attempt (used or not) with this state was a linking one: its failures end on the link's error page. */
export async function attemptActionOf(db: Db, stateDigest: string): Promise<AttemptRow['action'] | null> {
  const [row] = await db
    .select({ action: externalAuthAttempts.action })
    .from(externalAuthAttempts)
    .where(eq(externalAuthAttempts.stateDigest, stateDigest))
    .limit(1);
  return row?.action ?? null;
}

export async function deleteOldAttempts(db: Db, before: Date): Promise<void> {
  await db.delete(externalAuthAttempts).where(lt(externalAuthAttempts.createdAt, before));
}
