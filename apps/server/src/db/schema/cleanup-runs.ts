import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The last run of each periodic cleanup (plugins/cleanups.ts), shared by every server process: a
 * process runs a cleanup only after claiming it here, so it runs on one process at a time and once
 * per interval, however many processes there are.
 */
export const cleanupRuns = pgTable('cleanup_runs', {
  name: text('name').primaryKey(),
  /** Names the claim, so a run that outlived its lease cannot mark its successor's run finished. */
  runId: text('run_id').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  /** Null while the run is under way. */
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});
