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
}

/** Migrates and seeds before any module runs, then hands every module the same Drizzle instance. */
export const databasePlugin = fp<DatabasePluginOptions>(
  async (app: FastifyInstance, { database, owned }) => {
    await migrateAndSeed(database);
    app.decorate('db', database.db);
    if (owned) app.addHook('onClose', async () => database.close());
  },
  { name: 'database' },
);
