import { endpoints, pathOf, type ApiErrorBody, type PaymentHistoryPage } from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargeAttempts } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { testClock, TestBrowser } from '../../test/browser';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { loggedInMember } from '../../test/member-fixtures';
import { insertAccount } from '../account/accounts.repository';
import { insertPastCharges, type PastCharge } from './charged-rows';
import { historyWindowStart } from './history-window';

const DAY_MS = 86_400_000;

describe('the payment history', () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  // 2026-12-03 10:00 JST: the window starts at 2025-12-04 00:00 JST.
  const clock = testClock(new Date('2026-12-03T01:00:00Z'));
  const windowStart = historyWindowStart(clock.now());

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await buildTestApp(db.database, {}, undefined, { now: clock.now });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const charge = (accountId: string, at: Date, extra: Partial<PastCharge> = {}): PastCharge => ({
    storeId: 'demo',
    accountId,
    planId: 'monthly',
    planName: '見放題 月額プラン',
    kind: 'renewal',
    amountJpy: 990,
    paymentMethod: { paymentMethodType: 'SbpsCredit', cardbrandCode: 'V', cardNumberSuffix: '1111' },
    at,
    ...extra,
  });
  const historyOf = (browser: TestBrowser, page: string | number) =>
    browser.get(pathOf(endpoints.paymentHistory.path, { page: String(page) }));

  it('pages the member’s own charged charges of the last year, newest first, 10 a page', async () => {
    const { member, browser } = await loggedInMember(app, db, 'paging@example.com');
    const other = await loggedInMember(app, db, 'paging.other@example.com');
    const elsewhere = await insertAccount(db.database.db, {
      storeId: 'second',
      email: 'paging@example.com',
      userId: null,
      passwordHash: null,
      customAssociatedInfo: {},
    });
    // 23 charges a day apart, the oldest exactly at the window's first instant.
    const inWindow = Array.from({ length: 23 }, (_, i) =>
      charge(member.id, new Date(windowStart.getTime() + i * DAY_MS)),
    );
    await insertPastCharges(db.database.db, [
      ...inWindow,
      charge(member.id, new Date(windowStart.getTime() - 1)), // one millisecond too old
      charge(member.id, new Date(windowStart.getTime() - 40 * DAY_MS)),
      charge(other.member.id, clock.now()),
      charge(elsewhere.id, clock.now(), { storeId: 'second' }),
    ]);
    // Attempts that did not go through never show.
    await db.database.db.insert(chargeAttempts).values(
      (['pending', 'failed', 'unknown'] as const).map((state) => ({
        storeId: 'demo',
        accountId: member.id,
        planId: 'monthly',
        planName: '見放題 月額プラン',
        kind: 'renewal' as const,
        state,
        amountJpy: 990,
        taxAmount: 90,
        taxRate: 10,
        providerKey: `spec:${state}`,
        createdAt: clock.now(),
      })),
    );

    const first = await historyOf(browser, 1);
    expect(first.statusCode).toBe(200);
    const page1 = first.json<PaymentHistoryPage>();
    expect({ ...page1, items: undefined }).toEqual({
      currentPage: 1,
      lastPage: 3,
      perPage: 10,
      totalCount: 23,
      items: undefined,
    });
    expect(page1.items[0]).toEqual({
      earningsId: expect.any(String),
      createdAt: new Date(windowStart.getTime() + 22 * DAY_MS).toISOString(),
      planName: '見放題 月額プラン',
      accountPaymentMethod: {
        paymentMethodType: 'SbpsCredit',
        credit: { cardbrandCode: 'V', cardNumberSuffix: '1111' },
      },
      billingAmount: 990,
      netBillingAmount: 900,
      taxAmount: 90,
      taxRate: 10,
    });
    const page3 = (await historyOf(browser, 3)).json<PaymentHistoryPage>();
    expect(page3.items).toHaveLength(3);
    expect(page3.items.at(-1)?.createdAt).toBe(windowStart.toISOString());
    const all = [...page1.items, ...(await historyOf(browser, 2)).json<PaymentHistoryPage>().items, ...page3.items];
    expect(new Set(all.map((item) => item.earningsId)).size).toBe(23);
    expect(all.map((item) => item.createdAt)).toEqual(
      all
        .map((item) => item.createdAt)
        .sort()
        .reverse(),
    );

    // The page's screen data answers the same, by ?page= (absent: the first).
    const screen = await browser.get('/zapi/internal/mypage/payment-history/screen-data?page=2');
    expect(screen.statusCode).toBe(200);
    expect(screen.json<PaymentHistoryPage>().currentPage).toBe(2);
    expect((await browser.screenData('/mypage/payment-history')).json<PaymentHistoryPage>().items).toEqual(page1.items);
  });

  it('answers NOT_FOUND for a page that does not exist, and has a first page when empty', async () => {
    const { browser } = await loggedInMember(app, db, 'empty@example.com');
    expect((await historyOf(browser, 1)).json<PaymentHistoryPage>()).toEqual({
      currentPage: 1,
      lastPage: 1,
      perPage: 10,
      totalCount: 0,
      items: [],
    });
    for (const page of ['2', '0', 'abc', '-1']) {
      const answer = await historyOf(browser, page);
      expect(answer.statusCode, page).toBe(404);
      expect(answer.json<ApiErrorBody>().code).toBe('NOT_FOUND');
    }
    expect((await browser.get('/zapi/internal/mypage/payment-history/screen-data?page=2')).statusCode).toBe(404);
  });

  it('is for members only', async () => {
    const guest = await new TestBrowser(app).open();
    expect((await historyOf(guest, 1)).statusCode).toBe(401);
    expect((await guest.screenData('/mypage/payment-history')).json()).toEqual({
      redirectTo: `/login?redirect=${encodeURIComponent('/mypage/payment-history')}`,
    });
  });
});
