import { fileURLToPath } from 'node:url';
import type { Database } from './client';
import { seed } from './seed';

/**
 * `./migrations` beside this file in the sources, and beside main.mjs in the bundle (the build
 * copies the folder there), because the bundle inlines this module into dist/apps/server/main.mjs.
 */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Applies committed migrations, then, where demo data belongs (development, tests, the demo), seeds
 * an empty database with the demo stores; safe to run on every boot.
 */
export async function migrateAndSeed(database: Database, { demoData }: { readonly demoData: boolean }): Promise<void> {
  await database.withMigrationLock(async (db, applyMigrations) => {
    await applyMigrations(migrationsFolder);
    if (demoData) await seed(db);
  });
}
