import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app';
import { createTestDatabase } from '../../test/database';
import { contractOf, insertDueContract, insertPlan, memberWithCard } from './billing-fixtures.test-kit';
import { jstDay } from './renewal-calendar';

/**
 * The schedule through pg-boss on the test's database (PGlite by default, PostgreSQL with
 * TEST_DATABASE_URL): a started server runs the billing job by itself. A due contract without a
 * payment method is the cheapest thing it visibly does (it goes on hold).
 */
describe('the renewal schedule', () => {
  it('runs the billing job on its own once the server is ready, and stops with it', async () => {
    const db = await createTestDatabase();
    // A first app migrates the database; the contract is due before the scheduled one starts.
    await (await buildTestApp(db.database)).close();
    await insertPlan(db.database.db, { planId: 'scheduled', price: 1100, unit: 'months', span: 1 });
    const { accountId } = await memberWithCard(db.database.db, null);
    const id = await insertDueContract(db.database.db, {
      accountId,
      planId: 'scheduled',
      nextSettlementDay: jstDay(new Date()),
    });
    const app = await buildTestApp(db.database, { BILLING_SCHEDULE: '1' });
    try {
      // The run sent at start takes it (the worker polls every 10 s at most; a cron run comes each minute).
      await expect
        .poll(async () => (await contractOf(db.database.db, id)).status, { timeout: 75_000, interval: 250 })
        .toBe('HOLD');
    } finally {
      await app.close();
      await db.close();
    }
  }, 120_000);
});
