import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database } from './client';
import { seed } from './seed';

/**
 * `./migrations` beside this file in the sources, and beside main.mjs in the bundle (the build
 * copies the folder there), because the bundle inlines this module into dist/apps/server/main.mjs.
 */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies committed migrations, then seeds an empty database; safe to run on every boot. */
export async function migrateAndSeed(database: Database): Promise<void> {
  await database.withMigrationLock(async (db) => {
    if (database.driver === 'pglite') {
      await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder });
    } else {
      await migratePg(db as unknown as NodePgDatabase, { migrationsFolder });
    }
    await seed(db);
  });
}
