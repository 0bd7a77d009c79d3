import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginThrottles, sessions } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import type { ShapedSql } from '../../db/shaped-statement';
import { rotateSessionForLogin } from './login-rotation';
import type { SessionRow } from './session.repository';

const now = new Date('2026-11-27T09:00:00Z');
const later = new Date(now.getTime() + 30 * 60_000);
let counter = 0;
const newRow = (data: Record<string, unknown>, storeId = 'demo'): SessionRow => ({
  id: `rotation-new-${(counter += 1)}`,
  storeId,
  data,
  createdAt: now,
  lastSeenAt: now,
  expiresAt: later,
});

describe("the session's write at login: one statement, carrying the old data, with the login's other writes", () => {
  let db: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await buildTestApp(db.database);
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const oldRow = async (id: string, data: Record<string, unknown>, expiresAt = later, storeId = 'demo') => {
    await db.database.db.insert(sessions).values({ id, storeId, data, createdAt: now, lastSeenAt: now, expiresAt });
  };
  const rowOf = async (id: string) =>
    (await db.database.db.select().from(sessions).where(eq(sessions.id, id)))[0] ?? null;

  it('moves a live row to the new id: its data minus the removed keys plus the login keys', async () => {
    await oldRow('rotation-old-live', { lang: 'en', codeLogin: { flowId: 'f' }, authId: 'before' });
    const row = newRow({ accountId: 'a-1', authId: 'member-1' });
    const data = await rotateSessionForLogin(db.database.db, {
      oldId: 'rotation-old-live',
      row,
      removed: ['codeLogin', 'pendingLogin'],
      alongside: [],
      now,
    });
    const expected = { lang: 'en', accountId: 'a-1', authId: 'member-1' };
    expect(data).toEqual(expected);
    expect(await rowOf('rotation-old-live')).toBeNull();
    expect(await rowOf(row.id)).toMatchObject({ storeId: 'demo', data: expected, createdAt: now, expiresAt: later });
  });

  it("inserts a new row for a pre-session, and never takes over an expired row's or another store's data", async () => {
    const pre = newRow({ accountId: 'a-2' });
    expect(
      await rotateSessionForLogin(db.database.db, { oldId: 'no-row', row: pre, removed: [], alongside: [], now }),
    ).toEqual({ accountId: 'a-2' });
    expect(await rowOf(pre.id)).toMatchObject({ data: { accountId: 'a-2' } });

    await oldRow('rotation-old-expired', { lang: 'en' }, now);
    const afterExpired = newRow({ accountId: 'a-3' });
    expect(
      await rotateSessionForLogin(db.database.db, {
        oldId: 'rotation-old-expired',
        row: afterExpired,
        removed: [],
        alongside: [],
        now,
      }),
    ).toEqual({ accountId: 'a-3' });
    expect(await rowOf('rotation-old-expired')).toBeNull();

    await oldRow('rotation-old-other-store', { lang: 'en' }, later, 'second');
    const elsewhere = newRow({ accountId: 'a-4' });
    expect(
      await rotateSessionForLogin(db.database.db, {
        oldId: 'rotation-old-other-store',
        row: elsewhere,
        removed: [],
        alongside: [],
        now,
      }),
    ).toEqual({ accountId: 'a-4' });
    expect(await rowOf('rotation-old-other-store')).toMatchObject({ storeId: 'second', data: { lang: 'en' } });
  });

  const throttleInsert = (key: string, failures: number, grant: string): ShapedSql => ({
    shape: 'spec-throttle-insert',
    compose: (slot) => sql`insert into ${loginThrottles} (key, failures, last_failure_at, last_grant)
      values (${slot('key')}, ${slot('failures')}, now(), ${slot('grant')})`,
    values: { key, failures, grant },
  });

  it('commits the writes alongside with it, and none of them when one fails', async () => {
    const key = 'rotation:alongside';
    const row = newRow({ accountId: 'a-5' });
    await rotateSessionForLogin(db.database.db, {
      oldId: null,
      row,
      removed: [],
      alongside: [throttleInsert(key, 7, 'x')],
      now,
    });
    expect(await rowOf(row.id)).not.toBeNull();
    expect((await db.database.db.select().from(loginThrottles).where(eq(loginThrottles.key, key)))[0]?.failures).toBe(
      7,
    );

    await oldRow('rotation-old-kept', { lang: 'ja' });
    const failing = newRow({ accountId: 'a-6' });
    await expect(
      rotateSessionForLogin(db.database.db, {
        oldId: 'rotation-old-kept',
        row: failing,
        removed: [],
        // The same key again: a primary-key violation.
        alongside: [throttleInsert(key, 1, 'y')],
        now,
      }),
    ).rejects.toThrow();
    expect(await rowOf(failing.id)).toBeNull();
    expect(await rowOf('rotation-old-kept')).toMatchObject({ data: { lang: 'ja' } });
  });
});
