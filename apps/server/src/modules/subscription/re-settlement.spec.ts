import type { ApiErrorBody, SubscriptionActionAnswer, SubscriptionScreenData } from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app';
import { TestBrowser } from '../../test/browser';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { loggedInMember, PASSWORD } from '../../test/member-fixtures';
import { sandboxSettings, startPaymentSandbox, type RunningSandbox } from '../../test/payment-sandbox';
import { addCard, CARDS, sandboxCardReference } from '../billing/billing-fixtures.test-kit';
import { insertContract } from './subscription-fixtures.test-kit';

/** The member's retry of a held renewal, through the real app, the billing module, the ledger and the sandbox. */
describe('retrying a held renewal', () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  let sandbox: RunningSandbox;
  let now = new Date('2026-12-10T03:00:00Z'); // 12:00 JST on the held settlement day

  beforeAll(async () => {
    sandbox = await startPaymentSandbox(1500);
    db = await createTestDatabase();
    app = await buildTestApp(db.database, sandboxSettings(sandbox, 5000), undefined, { now: () => now });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await db?.close();
    await sandbox?.stop();
  });

  const logIn = async (email: string) => {
    const browser = await new TestBrowser(app, 'localhost', {}, `10.6.8.${Math.floor(Math.random() * 200) + 1}`).open();
    await browser.post('/login', { emailUserId: email, password: PASSWORD, loginMethod: 'Password' });
    return browser;
  };
  const codeOf = (response: { json: <T>() => T }) => response.json<ApiErrorBody>().code;

  it('waits for the next JST day, refuses a declined card, and succeeds once the method is changed', async () => {
    const email = 'sub.retry@example.com';
    const first = await loggedInMember(app, db, email);
    const database = db.database.db;
    const declined = await addCard(database, first.member.id, await sandboxCardReference(sandbox, CARDS.declined));
    const ok = await addCard(database, first.member.id, await sandboxCardReference(sandbox, CARDS.ok));
    const id = await insertContract(database, {
      accountId: first.member.id,
      status: 'HOLD',
      nextSettlementDay: '2026-12-10',
      holdSince: new Date('2026-12-10T01:00:00Z'),
      paymentMethodId: declined,
    });
    const retry = (browser: TestBrowser) => browser.post(`/zapi/subscription/${id}/re-settlement`, {});
    const detail = async (browser: TestBrowser) =>
      (await browser.get(`/zapi/internal/mypage/subscription/${id}/screen-data`)).json<SubscriptionScreenData>()
        .subscription;

    expect(await detail(first.browser)).toMatchObject({
      badge: 'onHold',
      isRenewing: false,
      retryAvailableFrom: '2026-12-11',
      isRetryInProgress: false,
    });
    const tooEarly = await retry(first.browser);
    expect([tooEarly.statusCode, codeOf(tooEarly)]).toEqual([409, 'SUBSCRIPTION_RETRY_TOO_EARLY']);

    // 00:05 JST the next day (a new login: the old session has gone idle).
    now = new Date('2026-12-10T15:05:00Z');
    let browser = await logIn(email);
    const refused = await retry(browser);
    expect([refused.statusCode, codeOf(refused)]).toEqual([402, 'SUBSCRIPTION_CHARGE_DECLINED']);
    // Each failure holds it again: the next retry is the day after.
    expect(await detail(browser)).toMatchObject({ badge: 'onHold', retryAvailableFrom: '2026-12-12' });
    const changed = await browser.post(`/zapi/subscription/${id}/change-payment-method`, { paymentMethodId: ok });
    expect(changed.json()).toEqual({ redirectTo: `/mypage/subscription/${id}/payment-method/complete` });
    now = new Date('2026-12-11T15:05:00Z');
    browser = await logIn(email);
    const charged = await retry(browser);
    expect(charged.statusCode).toBe(200);
    expect(charged.json<SubscriptionActionAnswer>().subscription).toMatchObject({
      subscriptionStatus: 'HOLD_RELEASED',
      badge: 'contracted',
      nextSettlementDay: '2027-01-10',
      retryAvailableFrom: null,
    });
    const again = await retry(browser);
    expect([again.statusCode, codeOf(again)]).toEqual([409, 'SUBSCRIPTION_NOT_ON_HOLD']);
  });
});
