import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { chargeAttempts, subscriptions } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { sandboxSettings, startPaymentSandbox, type RunningSandbox } from '../../test/payment-sandbox';
import { CARDS, insertPlan, sandboxCardReference, seedDueContracts } from './billing-fixtures.test-kit';
import { countDue } from './billing-contracts';
import { runRenewals } from './renewal-job';

const serverUrl = process.env['TEST_DATABASE_URL'];
const CONTRACTS = 1000;
const DAY = '2026-12-10';
const now = new Date('2026-12-10T03:00:00Z');

if (!serverUrl)
  console.warn(
    'renewals-race.spec.ts skipped: it needs PostgreSQL' +
      ' (TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres)',
  );

/**
 * Two server instances, each with its own connection pool (as two processes would have), run the
 * renewal job at the same moment over 1,000 due contracts on one PostgreSQL database: each period is
 * charged exactly once and none is skipped, counted at the provider and in the ledger. PGlite is one
 * connection in one process, so the race exists only on PostgreSQL.
 */
describe.skipIf(!serverUrl)('renewals on two processes at once (PostgreSQL)', () => {
  const name = `vs_test_race_${randomBytes(6).toString('hex')}`;
  const databases: Database[] = [];
  const apps: FastifyInstance[] = [];
  let sandbox: RunningSandbox;

  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    sandbox = await startPaymentSandbox();
    await admin(`create database ${name}`);
    const url = new URL(serverUrl ?? '');
    url.pathname = `/${name}`;
    for (let i = 0; i < 2; i += 1) {
      const database = await openDatabase({
        databaseUrl: url.toString(),
        dataDir: '',
        onIdleConnectionError: () => undefined,
      });
      databases.push(database);
      apps.push(
        await buildTestApp(database, sandboxSettings(sandbox, 10_000), undefined, {
          now: () => now,
          logger: { level: 'error' },
        }),
      );
    }
    const db = databases[0]?.db;
    if (!db) throw new Error('no database');
    await insertPlan(db, { planId: 'race-monthly', price: 1100, unit: 'months', span: 1 });
    const cardReference = await sandboxCardReference(sandbox, CARDS.ok);
    await seedDueContracts(db, { count: CONTRACTS, planId: 'race-monthly', cardReference, day: DAY, tag: 'race' });
  }, 120_000);

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
    await admin(`drop database if exists ${name} with (force)`);
    await sandbox?.stop();
  });

  it('charges each due period exactly once and skips none', async () => {
    const db = databases[0]?.db;
    if (!db) throw new Error('no database');
    expect(await countDue(db, DAY, now)).toBe(CONTRACTS);
    const [first, second] = await Promise.all(apps.map((app) => runRenewals(app)));
    // Both did part of the work, and together all of it, each contract once.
    expect(first?.charged).toBeGreaterThan(0);
    expect(second?.charged).toBeGreaterThan(0);
    expect((first?.charged ?? 0) + (second?.charged ?? 0)).toBe(CONTRACTS);
    expect(await countDue(db, DAY, now)).toBe(0);

    const [ledger] = await db
      .select({
        attempts: sql<number>`count(*)::int`,
        contracts: sql<number>`count(distinct ${chargeAttempts.subscriptionId})::int`,
      })
      .from(chargeAttempts)
      .where(
        and(
          eq(chargeAttempts.kind, 'renewal'),
          eq(chargeAttempts.periodStart, DAY),
          eq(chargeAttempts.state, 'charged'),
        ),
      );
    expect(ledger).toEqual({ attempts: CONTRACTS, contracts: CONTRACTS });
    const [advanced] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(subscriptions)
      .where(and(eq(subscriptions.planId, 'race-monthly'), eq(subscriptions.nextSettlementDay, '2027-01-10')));
    expect(advanced?.n).toBe(CONTRACTS);

    const stats = (await (
      await fetch(`${sandbox.url}/v1/stats`, { headers: { authorization: `Bearer ${sandbox.secret}` } })
    ).json()) as { succeeded: number; charges: Record<string, { calls: number }> };
    expect(stats.succeeded).toBe(CONTRACTS);
    // Not even a repeated call under one key: each period's charge was asked once.
    expect(Object.values(stats.charges).filter(({ calls }) => calls !== 1)).toEqual([]);
  }, 90_000);
});
