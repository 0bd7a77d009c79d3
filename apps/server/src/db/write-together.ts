import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Writes that must commit together, as the CTEs `write0`, `write1`, … of one statement: one round
 * trip and one transaction, so all of them happen or none. Each write is one INSERT, UPDATE or
 * DELETE (PostgreSQL allows data-modifying statements only in a top-level WITH, so none has its own).
 * Every CTE runs exactly once whether or not the statement reads it, and all see the same snapshot.
 */
export function togetherSteps(writes: readonly SQL[]): SQL[] {
  return writes.map((write, i) => sql`${sql.identifier(`write${i}`)} as (${write})`);
}

/** {@link togetherSteps} as a statement of its own. */
export async function writeTogether(db: Db, writes: readonly SQL[]): Promise<void> {
  if (writes.length === 0) return;
  await db.execute(sql`with ${sql.join(togetherSteps(writes), sql`, `)} select 1`);
}
