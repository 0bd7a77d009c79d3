import { endpoints, pathOf, type PaymentHistoryPage } from '@vs/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../db/schema';
import { buildTestApp } from '../test/app';
import { testClock, TestBrowser } from '../test/browser';
import { createTestDatabase, type TestDatabase } from '../test/database';
import demoMembers from './demo-members.json';

describe('the demo member’s billing (DEMO=1) and the history fixture (DEV_FIXTURES=1)', () => {
  let db: TestDatabase;
  const clock = testClock(new Date('2026-12-03T01:00:00Z'));
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => db.close());

  const historyPage = async (browser: TestBrowser, page: number) =>
    (await browser.get(pathOf(endpoints.paymentHistory.path, { page: String(page) }))).json<PaymentHistoryPage>();

  it('gives the demo member a contract, a trial and two pages of the last year’s charges, once', async () => {
    for (let boot = 0; boot < 2; boot++) {
      const app = await buildTestApp(db.database, { DEMO: '1' }, undefined, { now: clock.now });
      await app.close();
    }
    const app = await buildTestApp(db.database, { DEMO: '1' }, undefined, { now: clock.now });
    try {
      const browser = await new TestBrowser(app, 'localhost', {}, '10.9.1.1').open();
      const { email, password } = demoMembers.password;
      expect((await browser.post('/login', { emailUserId: email, password, loginMethod: 'Password' })).statusCode).toBe(
        200,
      );
      const first = await historyPage(browser, 1);
      // 14 months back: the monthly charges of the last year (12) and the trial's free row; the older ones stay out.
      expect({ ...first, items: first.items.length }).toEqual({
        currentPage: 1,
        lastPage: 2,
        perPage: 10,
        totalCount: 13,
        items: 10,
      });
      const second = await historyPage(browser, 2);
      expect(second.items).toHaveLength(3);
      // The trial's free row is among them, once.
      expect([...first.items, ...second.items].filter((item) => item.billingAmount === 0)).toHaveLength(1);
      const statuses = await db.database.db
        .select({ planId: subscriptions.planId, status: subscriptions.status })
        .from(subscriptions)
        .where(eq(subscriptions.storeId, 'demo'));
      expect(statuses).toEqual(
        expect.arrayContaining([
          { planId: 'monthly', status: 'ONGOING_CONTRACT' },
          { planId: 'yearly', status: 'NEW_TRIAL_CONTRACT' },
        ]),
      );
      expect(statuses).toHaveLength(2);
    } finally {
      await app.close();
    }
  });

  it('gives a fixture member the same history, and only with DEV_FIXTURES', async () => {
    const app = await buildTestApp(db.database, { DEV_FIXTURES: '1' }, undefined, { now: clock.now });
    try {
      const browser = await new TestBrowser(app, 'localhost', {}, '10.9.1.2').open();
      await browser.post(endpoints.devFixtureMember.path, { email: 'fixture-history@example.com', logIn: true });
      const answer = await browser.post(endpoints.devFixtureHistory.path, { months: 3 });
      expect(answer.json()).toEqual({ charges: 5 });
      expect((await historyPage(browser, 1)).totalCount).toBe(5);
    } finally {
      await app.close();
    }
    const plain = await buildTestApp(db.database, {}, undefined, { now: clock.now });
    try {
      const browser = await new TestBrowser(plain, 'localhost', {}, '10.9.1.3').open();
      expect((await browser.post(endpoints.devFixtureHistory.path, {})).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
