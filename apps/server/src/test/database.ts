import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';

export interface TestDatabase {
  readonly database: Database;
  close(): Promise<void>;
}

/**
 * One database per test file: in-memory PGlite by default; with TEST_DATABASE_URL, a uniquely named
 * database created on that PostgreSQL server and dropped afterwards (the app migrates it on boot).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env['TEST_DATABASE_URL'];
  if (!serverUrl) {
    const database = await openDatabase({ databaseUrl: null, dataDir: 'memory://' });
    return { database, close: () => database.close() };
  }
  const name = `vs_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // The drop below ends connections the pool may still hold while it closes: expected here.
  const database = await openDatabase({
    databaseUrl: url.toString(),
    dataDir: '',
    onIdleConnectionError: () => undefined,
  });
  return {
    database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
