import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { BuildAppOptions } from '../app';
import { buildTestApp } from './app';
import { createTestDatabase, type TestDatabase } from './database';

export interface TestApp {
  readonly app: FastifyInstance;
  readonly db: TestDatabase;
}

/**
 * The database and app a spec file shares: made before its first test, closed after its last.
 * Read `app` and `db` inside tests (they exist only once beforeAll has run).
 */
export function useTestApp(env: Record<string, string> = {}, options: Pick<BuildAppOptions, 'now'> = {}): TestApp {
  let app: FastifyInstance | undefined;
  let db: TestDatabase | undefined;
  beforeAll(async () => {
    db = await createTestDatabase();
    app = await buildTestApp(db.database, env, undefined, options);
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });
  const opened = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useTestApp: read app and db inside a test, not while the file loads');
    return value;
  };
  return {
    get app() {
      return opened(app);
    },
    get db() {
      return opened(db);
    },
  };
}
