import type {
  ApiErrorBody,
  MypagePlansScreenData,
  RedirectAnswer,
  SubscriptionActionAnswer,
  SubscriptionCompleteScreenData,
  SubscriptionPaymentMethodScreenData,
  SubscriptionScreenData,
} from '@vs/contract';
import { describe, expect, it } from 'vitest';
import { TestBrowser as Browser } from '../../test/browser';
import { loggedInMember } from '../../test/member-fixtures';
import { useTestApp } from '../../test/use-test-app';
import { insertCard, insertContract } from './subscription-fixtures.test-kit';

let current = new Date('2026-11-20T03:00:00Z');
const setClock = (iso: string) => void (current = new Date(iso));

// A provider is configured (its name decides which saved methods can pay); these calls never reach it.
const testApp = useTestApp(
  { PAYMENT_PROVIDER: 'sandbox', PAYMENT_SANDBOX_URL: 'http://127.0.0.1:9', DEV_FIXTURES: '1' },
  { now: () => current },
);
const app = () => testApp.app;
const db = () => testApp.db;

const screen = async <T>(browser: Browser, page: string): Promise<T> =>
  (await browser.get(`/zapi/internal${page}/screen-data`)).json<T>();
const detail = async (browser: Browser, id: string) =>
  (await screen<SubscriptionScreenData>(browser, `/mypage/subscription/${id}`)).subscription;
const call = async (browser: Browser, id: string, action: string, body: unknown = {}) =>
  browser.post(`/zapi/subscription/${id}/${action}`, body);
const codeOf = (response: { json: <T>() => T }) => response.json<ApiErrorBody>().code;

describe('the member’s contracts on My Page', () => {
  it('lists every contract newest first with its badge, and ended ones of the last year only', async () => {
    setClock('2026-11-20T03:00:00Z');
    const { member, browser } = await loggedInMember(app(), db(), 'sub.list@example.com');
    const other = await loggedInMember(app(), db(), 'sub.list.other@example.com');
    const database = db().database.db;
    const card = await insertCard(database, member.id, '202610');
    const ongoing = await insertContract(database, { accountId: member.id, paymentMethodId: card });
    const trial = await insertContract(database, {
      accountId: member.id,
      planId: 'yearly',
      status: 'NEW_TRIAL_CONTRACT',
      nextSettlementDay: '2026-11-27',
      createdAt: new Date('2026-11-13T00:00:00Z'),
    });
    const endedLately = await insertContract(database, {
      accountId: member.id,
      status: 'CANCELLED',
      cancelledAt: new Date('2026-09-01T00:00:00Z'),
      createdAt: new Date('2025-09-01T00:00:00Z'),
    });
    await insertContract(database, {
      accountId: member.id,
      status: 'CANCELLED',
      cancelledAt: new Date('2025-09-01T00:00:00Z'),
      createdAt: new Date('2024-09-01T00:00:00Z'),
    });
    const pending = await insertContract(database, { accountId: member.id, status: 'PENDING' });
    const othersContract = await insertContract(database, { accountId: other.member.id });
    const otherStores = await insertContract(database, { accountId: member.id, storeId: 'second', planId: 'premium' });

    const list = await screen<MypagePlansScreenData>(browser, '/mypage/plans');
    expect(list.subscriptions.map((s) => [s.subscriptionId, s.badge])).toEqual([
      [trial, 'trial'],
      [ongoing, 'contracted'],
      [endedLately, 'cancelled'],
    ]);
    expect(list.subscriptions[0]).toMatchObject({
      planName: '見放題 年額プラン',
      renewSpan: 12,
      renewSpanUnit: 'months',
      endDate: '2026-11-26',
      nextSettlementDay: '2026-11-27',
    });
    // The card's month end (2026/10/31) is past: 'credit card expires'.
    expect(list.subscriptions[1]).toMatchObject({ isCardExpired: true, isRenewing: false, endDate: '2026-12-09' });
    expect(list.subscriptions[2]).toMatchObject({ nextSettlementDay: null, endDate: '2026-09-01' });

    expect(await detail(browser, ongoing)).toMatchObject({
      planDescription: expect.stringContaining('見放題') as unknown,
      billingAmount: 990,
      originalPrice: 990,
      firstPaymentDay: '2026-10-10',
      nextSettlementDay: '2026-12-10',
      accountPaymentMethod: { accountPaymentMethodId: card, credit: { cardNumberSuffix: '4242' } },
      isWithdraw: false,
      canUndoCancel: false,
      survey: { surveyName: 'ご契約アンケート' },
    });
    // Another member's or store's contract, one still being charged, a malformed id: the 404 page, nothing more.
    for (const id of [othersContract, otherStores, pending, 'not-a-uuid']) {
      expect((await browser.get(`/zapi/internal/mypage/subscription/${id}/screen-data`)).statusCode).toBe(404);
      expect((await call(browser, id, 'withdraw/cancel')).statusCode).toBe(404);
    }
    // A guest is sent to the login.
    const guest = await new Browser(app(), 'localhost', {}, '10.6.9.1').open();
    expect(await screen<RedirectAnswer>(guest, '/mypage/plans')).toEqual({
      redirectTo: `/login?redirect=${encodeURIComponent('/mypage/plans')}`,
    });
  });

  it('cancels with the plan’s survey, shows the end date, and undoes it', async () => {
    setClock('2026-11-20T03:00:00Z');
    const { member, browser } = await loggedInMember(app(), db(), 'sub.cancel@example.com');
    const card = await insertCard(db().database.db, member.id);
    const id = await insertContract(db().database.db, { accountId: member.id, paymentMethodId: card });

    expect(await screen<SubscriptionScreenData>(browser, `/mypage/subscription/${id}/cancel`)).toMatchObject({
      subscription: { subscriptionId: id },
    });
    // The survey's required question is checked by the shared schema.
    const unanswered = await call(browser, id, 'withdraw', { surveyAnswers: {} });
    expect(unanswered.statusCode).toBe(400);
    const cancelled = await call(browser, id, 'withdraw', { surveyAnswers: { source: 'SNS', wish: '' } });
    expect(cancelled.json<SubscriptionActionAnswer>()).toEqual({
      redirectTo: `/mypage/subscription/${id}/cancel/complete`,
    });
    expect(await screen<SubscriptionCompleteScreenData>(browser, `/mypage/subscription/${id}/cancel/complete`)).toEqual(
      { subscriptionId: id, planName: '見放題 月額プラン', endDate: '2026-12-09', accountPaymentMethod: null },
    );
    expect(await detail(browser, id)).toMatchObject({
      subscriptionStatus: 'CANCEL_REQUEST',
      badge: 'cancelScheduled',
      isWithdraw: true,
      nextSettlementDay: null,
      endDate: '2026-12-09',
      canUndoCancel: true,
    });
    // Cancelling twice, or opening the confirmation again, is refused / sent back to the detail.
    const twice = await call(browser, id, 'withdraw', { surveyAnswers: { source: 'SNS' } });
    expect([twice.statusCode, codeOf(twice)]).toEqual([409, 'SUBSCRIPTION_ALREADY_CANCELLED']);
    expect(await screen<RedirectAnswer>(browser, `/mypage/subscription/${id}/cancel`)).toEqual({
      redirectTo: `/mypage/subscription/${id}`,
    });

    const undone = await call(browser, id, 'withdraw/cancel');
    expect(undone.json<SubscriptionActionAnswer>().subscription).toMatchObject({
      subscriptionStatus: 'ONGOING_CONTRACT',
      badge: 'contracted',
      nextSettlementDay: '2026-12-10',
    });
    const again = await call(browser, id, 'withdraw/cancel');
    expect([again.statusCode, codeOf(again)]).toEqual([409, 'SUBSCRIPTION_UNDO_NOT_ALLOWED']);
    expect(again.json<ApiErrorBody>().message).toBe('次回決済日の前日を過ぎたため、解約を取り消すことはできません。');
  });

  it('allows the undo until the day before billing (JST), then shows the contract renewing', async () => {
    // 23:55 JST on 2026-12-09, the day before the settlement day 2026-12-10.
    setClock('2026-12-09T14:55:00Z');
    const { member, browser } = await loggedInMember(app(), db(), 'sub.edge@example.com', {
      headers: { 'accept-language': 'en' },
    });
    const card = await insertCard(db().database.db, member.id);
    const scheduled = { accountId: member.id, paymentMethodId: card, status: 'CANCEL_REQUEST' };
    const early = await insertContract(db().database.db, scheduled);
    const late = await insertContract(db().database.db, scheduled);
    const running = await insertContract(db().database.db, { accountId: member.id, paymentMethodId: card });

    setClock('2026-12-09T14:59:59Z');
    expect((await call(browser, early, 'withdraw/cancel')).statusCode).toBe(200);

    setClock('2026-12-09T15:00:00Z'); // 00:00 JST on the settlement day
    expect(await detail(browser, late)).toMatchObject({ isRenewing: true, canUndoCancel: false });
    const undo = await call(browser, late, 'withdraw/cancel');
    expect([undo.statusCode, codeOf(undo)]).toEqual([409, 'SUBSCRIPTION_RENEWING']);
    expect(undo.json<ApiErrorBody>().message).toBe(
      'Your contract is being renewed. Please try again once the renewal is done.',
    );
    expect(await detail(browser, running)).toMatchObject({ isRenewing: true });
    const cancel = await call(browser, running, 'withdraw', { surveyAnswers: { source: 'SNS' } });
    expect(codeOf(cancel)).toBe('SUBSCRIPTION_RENEWING');
    const change = await call(browser, running, 'change-payment-method', { paymentMethodId: card });
    expect(codeOf(change)).toBe('SUBSCRIPTION_RENEWING');
    expect(await screen<RedirectAnswer>(browser, `/mypage/subscription/${running}/payment-method`)).toEqual({
      redirectTo: `/mypage/subscription/${running}`,
    });
  });

  it('refuses the undo without a usable payment method', async () => {
    setClock('2026-11-20T03:00:00Z');
    const { member, browser } = await loggedInMember(app(), db(), 'sub.nomethod@example.com');
    const expired = await insertCard(db().database.db, member.id, '202609');
    const withExpired = await insertContract(db().database.db, {
      accountId: member.id,
      paymentMethodId: expired,
      status: 'CANCEL_REQUEST',
    });
    const withNone = await insertContract(db().database.db, { accountId: member.id, status: 'TRIAL_CANCEL_REQUEST' });
    for (const id of [withExpired, withNone]) {
      expect(await detail(browser, id)).toMatchObject({ canUndoCancel: false, badge: 'cancelScheduled' });
      const undo = await call(browser, id, 'withdraw/cancel');
      expect([undo.statusCode, codeOf(undo)]).toEqual([409, 'SUBSCRIPTION_UNDO_NO_PAYMENT_METHOD']);
    }
  });

  it('changes the payment method to a usable one of the member’s own, after a recent login', async () => {
    setClock('2026-11-20T03:00:00Z');
    const { member, browser } = await loggedInMember(app(), db(), 'sub.change@example.com');
    const other = await loggedInMember(app(), db(), 'sub.change.other@example.com');
    const database = db().database.db;
    const oldCard = await insertCard(database, member.id, '202609', '1111');
    const newCard = await insertCard(database, member.id, '203001', '2222');
    const othersCard = await insertCard(database, other.member.id);
    const id = await insertContract(database, { accountId: member.id, paymentMethodId: oldCard, status: 'HOLD' });
    const page = `/mypage/subscription/${id}/payment-method`;

    const data = await screen<SubscriptionPaymentMethodScreenData>(browser, page);
    expect(data.paymentMethods.map((m) => m.accountPaymentMethodId).sort()).toEqual([oldCard, newCard].sort());
    expect(data.usableMethodIds).toEqual([newCard]);
    for (const paymentMethodId of [oldCard, othersCard, 'nope']) {
      const refused = await call(browser, id, 'change-payment-method', { paymentMethodId });
      expect([refused.statusCode, codeOf(refused)]).toEqual([409, 'PAYMENT_METHOD_UNUSABLE']);
    }
    const changed = await call(browser, id, 'change-payment-method', { paymentMethodId: newCard });
    expect(changed.json<SubscriptionActionAnswer>()).toEqual({ redirectTo: `${page}/complete` });
    expect(await screen<SubscriptionCompleteScreenData>(browser, `${page}/complete`)).toMatchObject({
      accountPaymentMethod: { accountPaymentMethodId: newCard },
    });

    // Eleven minutes later the login is too old: the page and the call ask for it again.
    setClock('2026-11-20T03:11:00Z');
    expect(await screen<RedirectAnswer>(browser, page)).toEqual({
      redirectTo: `/login?prompt=login&redirect=${encodeURIComponent(page)}`,
    });
    const stale = await call(browser, id, 'change-payment-method', { paymentMethodId: newCard });
    expect([stale.statusCode, codeOf(stale)]).toEqual([403, 'STEP_UP_REQUIRED']);
    expect(stale.json<ApiErrorBody>().redirectTo).toBe(`/login?prompt=login&redirect=${encodeURIComponent(page)}`);
  });

  it('comes back to the contract’s change page after adding a method on My Page', async () => {
    setClock('2026-11-20T03:00:00Z');
    const { member, browser } = await loggedInMember(app(), db(), 'sub.add@example.com');
    const id = await insertContract(db().database.db, { accountId: member.id, status: 'HOLD' });
    await browser.get(`/zapi/internal/mypage/payment-method/screen-data?subscription=${id}`);
    expect(await screen<{ returnTo: string | null }>(browser, '/mypage/payment-method/complete')).toEqual({
      returnTo: `/mypage/subscription/${id}/payment-method`,
    });
    // Only a contract id is kept; any other value starts afresh.
    await browser.get('/zapi/internal/mypage/payment-method/screen-data?subscription=https://evil.example');
    expect(await screen<{ returnTo: string | null }>(browser, '/mypage/payment-method/complete')).toEqual({
      returnTo: null,
    });
  });

  it('lets the journeys’ fixture make a held contract paid with an expired card', async () => {
    setClock('2026-11-20T03:00:00Z'); // 12:00 JST
    const { browser } = await loggedInMember(app(), db(), 'sub.fixture@example.com');
    const made = await browser.post('/dev/fixtures/subscription', {
      status: 'HOLD',
      settlementInDays: -1,
      holdDaysAgo: 1,
      paymentMethod: 'expiredCard',
    });
    const { subscriptionId } = made.json<{ subscriptionId: string }>();
    const running = await browser.post('/dev/fixtures/subscription', { settlementInDays: 0, chargeRunning: true });
    expect(await detail(browser, running.json<{ subscriptionId: string }>().subscriptionId)).toMatchObject({
      isRenewing: true,
      isRetryInProgress: true,
    });
    expect(await detail(browser, subscriptionId)).toMatchObject({
      badge: 'onHold',
      nextSettlementDay: null,
      retryAvailableFrom: '2026-11-20',
      isCardExpired: true,
      accountPaymentMethod: { credit: { expireDate: '202610' } },
    });
  });

  it('refuses a change for a contract ending, and a retry of one not on hold', async () => {
    setClock('2026-11-20T03:00:00Z');
    const { member, browser } = await loggedInMember(app(), db(), 'sub.refused@example.com');
    const card = await insertCard(db().database.db, member.id);
    const scheduled = await insertContract(db().database.db, {
      accountId: member.id,
      paymentMethodId: card,
      status: 'CANCEL_REQUEST',
    });
    const change = await call(browser, scheduled, 'change-payment-method', { paymentMethodId: card });
    expect([change.statusCode, codeOf(change)]).toEqual([409, 'PAYMENT_METHOD_CHANGE_FAILED']);
    expect(await screen<RedirectAnswer>(browser, `/mypage/subscription/${scheduled}/payment-method`)).toEqual({
      redirectTo: `/mypage/subscription/${scheduled}`,
    });
  });
});
