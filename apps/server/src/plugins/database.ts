import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client';
import { migrateAndSeed } from '../db/migrate';

declare module 'fastify' {
  interface FastifyInstance {
    readonly db: Db;
  }
}

export interface DatabasePluginOptions {
  readonly database: Database;
  /** Close the connection with the app; false when a test shares one database between apps. */
  readonly owned: boolean;
  /** Seed an empty database with the demo stores (AppConfig.demoData). */
  readonly demoData: boolean;
}

/** Migrates (and seeds the demo) before any module runs, then hands every module the same Drizzle instance. */
export const databasePlugin = fp<DatabasePluginOptions>(
  async (app: FastifyInstance, { database, owned, demoData }) => {
    await migrateAndSeed(database, { demoData });
    app.decorate('db', database.db);
    if (owned) app.addHook('onClose', async () => database.close());
  },
  { name: 'database' },
);

/**
 * A statement built and prepared once per database handle (tests open several), then only bound
 * and run: a hot path (every login) skips building its SQL, and PostgreSQL keeps the plan per
 * connection. `build` names the statement (`.prepare('name')`); the name is the same everywhere.
 */
export function preparedPer<T>(build: (db: Db) => T): (db: Db) => T {
  const prepared = new WeakMap<Db, T>();
  return (db) => {
    let statement = prepared.get(db);
    if (!statement) prepared.set(db, (statement = build(db)));
    return statement;
  };
}
