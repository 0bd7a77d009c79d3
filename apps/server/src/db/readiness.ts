import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Db } from './client';
import { migrationsFolder } from './migrate';

/** The newest committed migration's timestamp, read once: the folder does not change while running. */
let newestMigration: number | undefined;
const newestMigrationMillis = (): number =>
  (newestMigration ??= Math.max(
    0,
    ...readMigrationFiles({ migrationsFolder }).map((migration) => migration.folderMillis),
  ));

/**
 * The database answers and holds every committed migration (drizzle records each applied one with
 * its folder timestamp, and applies in order, so the newest recorded one says it all).
 * A database migrated by a newer release counts as ready too. Any failure reads as not ready.
 */
export async function databaseReady(db: Db): Promise<boolean> {
  try {
    // Both drivers answer { rows }; the shared Db type leaves execute's result untyped.
    const result = (await db.execute(sql`select max(created_at) as last from drizzle.__drizzle_migrations`)) as {
      rows: { last: string | number | null }[];
    };
    const last = result.rows[0]?.last;
    return last !== null && last !== undefined && Number(last) >= newestMigrationMillis();
  } catch {
    return false;
  }
}
