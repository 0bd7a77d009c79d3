import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataFolder, type DataFolderLock } from './data-folder-lock';
import { preparingClient } from './pglite-prepared';
import * as schema from './schema';

/**
 * Both drivers share this type, so repositories never know which one runs underneath. Each driver's
 * database and its transactions are subtypes of it, so they pass as they are, with no cast.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * A transaction of either driver (what `db.transaction` hands its callback). It is also a {@link Db};
 * a function takes `Tx` rather than `Db` when its writes must not run outside one.
 */
export type Tx = PgTransaction<PgQueryResultHKT, typeof schema, ExtractTablesWithRelations<typeof schema>>;

/** Applies the committed migrations in the folder with the driver's own migrator. */
export type ApplyMigrations = (migrationsFolder: string) => Promise<void>;

export interface Database {
  readonly db: Db;
  readonly driver: 'pglite' | 'pg';
  /**
   * The driver's own client, for a library that speaks SQL by itself on the same database (the job
   * queue, pg-boss): the PGlite instance, or the node-postgres pool.
   */
  readonly native:
    { readonly driver: 'pglite'; readonly client: PGlite } | { readonly driver: 'pg'; readonly pool: pg.Pool };
  /**
   * Runs `work` while holding the cluster-wide migration lock, on one connection; the migrator comes
   * with it because each driver has its own, typed for its own database.
   */
  withMigrationLock<T>(work: (db: Db, applyMigrations: ApplyMigrations) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  readonly databaseUrl: string | null;
  readonly dataDir: string;
  /**
   * Told about a connection the server dropped while idle in the pool (a restart, a failover, an
   * administrator). Without a listener pg rethrows it and the whole process dies; the pool itself
   * discards the connection and opens a new one when needed.
   */
  readonly onIdleConnectionError?: (error: Error) => void;
}

/** An advisory lock key, so several servers booting at once on one PostgreSQL migrate one at a time. */
const MIGRATION_LOCK_KEY = 727_001;

/**
 * The cluster PGlite's initdb makes, with the build's migrations applied, dumped by the server build
 * beside the bundle (absent in the sources, where initdb and the migrations run at start). initdb
 * inside the server ran a second PGlite and initdb's own WebAssembly beside the server's, a boot
 * peak of about 1.2 GB; loading this is a few MB, and the migrations find nothing left to apply.
 */
const clusterTemplate = fileURLToPath(new URL('./pglite-migrated.tar.gz', import.meta.url));

/**
 * PGlite's buffer cache, in place of PostgreSQL's default 128 MB: PGlite keeps it inside the server's
 * own WebAssembly memory and touches most of it at start (about 100 MB of RSS more after boot, with
 * Liftoff alone 414 against 307 MB), while the demo store's whole database is about 9 MB. 32 MB holds
 * it three times over, and a store that outgrows that belongs on PostgreSQL anyway (docs/deploy.md).
 */
export const PGLITE_SHARED_BUFFERS = '32MB';
const pgliteStartParams = [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`];

/** The template for a data folder PGlite has not made yet (none for one it has: it resumes). */
async function freshClusterOf(dataDir: string | undefined): Promise<Blob | undefined> {
  if ((dataDir && existsSync(join(dataDir, 'PG_VERSION'))) || !existsSync(clusterTemplate)) return undefined;
  return new Blob([await readFile(clusterTemplate)]);
}

async function openPglite(dataDir: string): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  let lock: DataFolderLock | null = null;
  if (!inMemory) {
    await mkdir(dataDir, { recursive: true });
    // Two processes on one PGlite folder would corrupt it: the second is refused before it opens anything.
    lock = lockDataFolder(dataDir);
  }
  let client: PGlite;
  try {
    const folder = inMemory ? undefined : dataDir;
    const loadDataDir = await freshClusterOf(folder);
    client = await PGlite.create(folder, { startParams: pgliteStartParams, ...(loadDataDir ? { loadDataDir } : {}) });
  } catch (error) {
    lock?.release();
    throw error;
  }
  // drizzle's PGlite session calls only `query` and `transaction`, which the preparing client keeps.
  const db = drizzlePglite({ client: preparingClient(client) as PGlite, schema });
  return {
    db,
    driver: 'pglite',
    native: { driver: 'pglite', client },
    // PGlite is a single connection inside this process: nothing else can race the migration.
    withMigrationLock: (work) => work(db, (migrationsFolder) => migratePglite(db, { migrationsFolder })),
    async close() {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

function openPg(databaseUrl: string, onIdleConnectionError: (error: Error) => void): Database {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  pool.on('error', onIdleConnectionError);
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    driver: 'pg',
    native: { driver: 'pg', pool },
    async withMigrationLock(work) {
      // A session-level advisory lock belongs to one connection, so the work runs on that one.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          const locked = drizzlePg({ client, schema });
          return await work(locked, (migrationsFolder) => migratePg(locked, { migrationsFolder }));
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

export async function openDatabase({
  databaseUrl,
  dataDir,
  onIdleConnectionError,
}: DatabaseOptions): Promise<Database> {
  const report =
    onIdleConnectionError ?? ((error: Error) => process.emitWarning(`idle database connection lost: ${error.message}`));
  return databaseUrl ? openPg(databaseUrl, report) : openPglite(dataDir);
}
