import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cleanupRuns } from '../db/schema';

/** A claimed run: its id (to mark it finished) and when it started by the database's clock. */
export interface CleanupClaim {
  readonly runId: string;
  readonly startedAt: Date;
}

/** A run still unfinished after this long is taken to have died with its process; another may claim it. */
export const CLEANUP_LEASE_MS = 10 * 60_000;

/** The database's clock, `ms` milliseconds ago: one clock for every process, whatever their own say. */
const ago = (ms: number) => sql`clock_timestamp() - make_interval(secs => ${ms / 1000})`;

/**
 * Claims the next run of cleanup `name` when the last one has finished and began at least
 * `intervalMs` ago (or has outlived the lease), in one INSERT … ON CONFLICT DO UPDATE … RETURNING:
 * PostgreSQL serialises the row, so of several processes ticking at once exactly one gets the run.
 * Answers null when the run is not due or another process has it.
 */
export async function claimCleanupRun(
  db: Db,
  name: string,
  intervalMs: number,
  leaseMs = CLEANUP_LEASE_MS,
): Promise<CleanupClaim | null> {
  const runId = randomUUID();
  const [row] = await db
    .insert(cleanupRuns)
    .values({ name, runId, startedAt: sql`clock_timestamp()` })
    .onConflictDoUpdate({
      target: cleanupRuns.name,
      set: { runId, startedAt: sql`clock_timestamp()`, finishedAt: null },
      setWhere: sql`(${cleanupRuns.finishedAt} is not null and ${cleanupRuns.startedAt} <= ${ago(intervalMs)})
        or ${cleanupRuns.startedAt} <= ${ago(leaseMs)}`,
    })
    .returning({ runId: cleanupRuns.runId, startedAt: cleanupRuns.startedAt });
  return row ?? null;
}

/** Marks the claimed run finished; answers when, or null when the lease had passed and another process took over. */
export async function finishCleanupRun(db: Db, name: string, { runId }: CleanupClaim): Promise<Date | null> {
  const [row] = await db
    .update(cleanupRuns)
    .set({ finishedAt: sql`clock_timestamp()` })
    .where(and(eq(cleanupRuns.name, name), eq(cleanupRuns.runId, runId)))
    .returning({ finishedAt: cleanupRuns.finishedAt });
  return row?.finishedAt ?? null;
}
