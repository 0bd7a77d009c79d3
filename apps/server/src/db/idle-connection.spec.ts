import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { openDatabase } from './client';

const serverUrl = process.env['TEST_DATABASE_URL'];

/** node-postgres answers raw queries as a QueryResult. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

// Only a real PostgreSQL can drop a pooled connection; PGlite runs inside this process.
describe.skipIf(!serverUrl)('a pooled PostgreSQL connection dropped while idle', () => {
  it('is reported, does not end the process, and the next query gets a new connection', async () => {
    const lost = vi.fn();
    const database = await openDatabase({ databaseUrl: serverUrl ?? '', dataDir: '', onIdleConnectionError: lost });
    try {
      const [row] = rowsOf<{ pid: number }>(await database.db.execute(sql`select pg_backend_pid() as pid`));
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [row?.pid]);
      await admin.end();
      await vi.waitFor(() => expect(lost).toHaveBeenCalled());
      const [again] = rowsOf<{ one: number }>(await database.db.execute(sql`select 1 as one`));
      expect(again?.one).toBe(1);
    } finally {
      await database.close();
    }
  });
});
