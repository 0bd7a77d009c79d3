import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/app';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { closeWithin } from './health';

const lb = { host: 'lb.internal' };

describe('health and readiness', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => db.close());

  it('is alive and ready on a migrated database, on any Host, then not ready once shutdown begins', async () => {
    const app = await buildTestApp(db.database);
    try {
      expect((await app.inject({ url: '/healthz', headers: lb })).json()).toEqual({ status: 'ok' });
      const ready = await app.inject({ url: '/readyz', headers: lb });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready' });
      app.notReady();
      const closing = await app.inject({ url: '/readyz', headers: lb });
      expect(closing.statusCode).toBe(503);
      expect(closing.json()).toEqual({ status: 'shutting down' });
      expect((await app.inject({ url: '/healthz', headers: lb })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('is not ready while a migration is missing', async () => {
    const app = await buildTestApp(db.database);
    const { db: drizzle } = db.database;
    type MigrationRow = { id: number; hash: string; created_at: string };
    const newest = (await drizzle.execute(
      sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    )) as { rows: MigrationRow[] };
    const saved = newest.rows[0] as MigrationRow;
    try {
      await drizzle.execute(sql`delete from drizzle.__drizzle_migrations where id = ${saved.id}`);
      const response = await app.inject({ url: '/readyz', headers: lb });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'database not ready' });
    } finally {
      await drizzle.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at)
          values (${saved.id}, ${saved.hash}, ${saved.created_at})`,
      );
      await app.close();
    }
  });

  // Over a real socket: draining is about the HTTP server's open connections, which inject has none of.
  const listening = async (app: FastifyInstance): Promise<string> => app.listen({ port: 0, host: '127.0.0.1' });
  const get = (base: string, path: string) => fetch(`${base}${path}`, { headers: { host: 'localhost' } });

  it('lets a request in flight finish on shutdown', async () => {
    let finish = (): void => undefined;
    let started = (): void => undefined;
    const arrived = new Promise<void>((resolve) => (started = resolve));
    const app = await buildTestApp(db.database, {}, (probe) => {
      probe.get('/slow-probe', () => {
        started();
        return new Promise((resolve) => (finish = () => resolve({ done: true })));
      });
    });
    const base = await listening(app);
    const inFlight = get(base, '/slow-probe');
    await arrived;
    const closed = closeWithin(app, 5000);
    finish();
    expect(await (await inFlight).json()).toEqual({ done: true });
    expect(await closed).toBe('drained');
  });

  it('stops waiting at the bound for a request that hangs', async () => {
    let started = (): void => undefined;
    const arrived = new Promise<void>((resolve) => (started = resolve));
    const app = await buildTestApp(db.database, {}, (probe) => {
      probe.get('/hanging-probe', () => {
        started();
        return new Promise(() => undefined);
      });
    });
    const base = await listening(app);
    const hanging = get(base, '/hanging-probe').catch(() => 'cut off');
    await arrived;
    expect(await closeWithin(app, 100)).toBe('timed out');
    app.server.closeAllConnections();
    expect(await hanging).toBe('cut off');
  });
});
