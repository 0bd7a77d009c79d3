import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { PGLITE_SHARED_BUFFERS } from './client';
import { migrateAndSeed } from './migrate';
import { plans, policies, policyRevisions, storeHosts, stores } from './schema';

describe('migrations and seed', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase();
    await migrateAndSeed(db.database, { demoData: true });
  });
  afterAll(async () => db.close());

  const total = async (
    table: typeof stores | typeof storeHosts | typeof plans | typeof policies | typeof policyRevisions,
  ) => (await db.database.db.select({ n: count() }).from(table))[0]?.n;

  it('seeds two stores with their hosts, policies and plans', async () => {
    expect(await total(stores)).toBe(2);
    expect(await total(storeHosts)).toBe(3);
    expect(await total(policies)).toBe(3);
    expect(await total(policyRevisions)).toBe(4);
    expect(await total(plans)).toBe(11);
  });

  it('is idempotent: a second boot changes nothing', async () => {
    await migrateAndSeed(db.database, { demoData: true });
    expect(await total(stores)).toBe(2);
    expect(await total(plans)).toBe(11);
  });

  it.skipIf(Boolean(process.env['TEST_DATABASE_URL']))(
    "keeps PGlite to its own buffer cache size, not PostgreSQL's 128 MB",
    async () => {
      const result = (await db.database.db.execute(sql`show shared_buffers`)) as { rows: unknown[] };
      expect(result.rows[0]).toEqual({ shared_buffers: PGLITE_SHARED_BUFFERS });
    },
  );
});
