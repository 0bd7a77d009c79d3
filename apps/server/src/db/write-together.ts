import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';
import { executeShaped, nestShaped, type ShapedSql } from './shaped-statement';

/**
 * Writes that must commit together, as the CTEs `write0`, `write1`, … of one statement: one round
 * trip and one transaction, so all of them happen or none. Each write is one INSERT, UPDATE or
 * DELETE (PostgreSQL allows data-modifying statements only in a top-level WITH, so none has its own).
 * Every CTE runs exactly once whether or not the statement reads it, and all see the same snapshot.
 * `composed`: the writes as {@link nestShaped} composes them.
 */
export const togetherSteps = (composed: readonly SQL[]): SQL =>
  sql.join(
    composed.map((write, i) => sql`${sql.identifier(`write${i}`)} as (${write})`),
    sql`, `,
  );

/** {@link togetherSteps} as a statement of its own. */
export async function writeTogether(db: Db, writes: readonly ShapedSql[]): Promise<void> {
  if (writes.length === 0) return;
  await executeShaped(
    db,
    nestShaped('together', writes, (composed) => sql`with ${togetherSteps(composed)} select 1`),
  );
}
