import type { ApiErrorBody, PlanConfirmScreenData } from '@vs/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chargeAttempts, entitlements, plans, subscriptions } from '../../db/schema';
import { reconcileAttempts } from '../ledger';
import { buildTestApp } from '../../test/app';
import type { TestBrowser } from '../../test/browser';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { loggedInMember } from '../../test/member-fixtures';
import { CHALLENGE_LIFETIME_MS, settleAbandonedChallenges } from './abandoned-challenges';
import type { ChargeOutcome, ChargeRequest, PurchasePaymentPort } from './payment-port';

/** The charging seam with a fake payment port: the only place a fake stands in for the payment module. */
describe('purchase charging through the payment port', () => {
  let app: FastifyInstance;
  let db: TestDatabase;
  const charges: ChargeRequest[] = [];
  let outcomes: ChargeOutcome[] = [];
  const fake: PurchasePaymentPort = {
    findUsableMethod: async ({ paymentMethodId }) =>
      paymentMethodId === 'pm-ok'
        ? {
            paymentMethodId,
            shown: { accountPaymentMethodId: paymentMethodId, paymentMethodType: 'SbpsPaypay', credit: null },
          }
        : null,
    charge: async (request) => {
      charges.push(request);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return outcomes.shift() ?? { kind: 'success', chargeId: `ch-${charges.length}` };
    },
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await buildTestApp(db.database, {}, undefined, { purchasePayments: fake });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });
  beforeEach(() => {
    charges.length = 0;
    outcomes = [];
  });

  let seq = 0;
  const member = async () => (await loggedInMember(app, db, `payer${++seq}@example.com`)).browser;
  const CARD = { paymentMethod: 'pm-ok', campaignCode: '' };
  const confirmed = async (browser: TestBrowser, planId: string, choice = CARD) => {
    const verified = await browser.post(`/zapi/purchase/verify/${planId}`, choice);
    expect(verified.statusCode, verified.body).toBe(200);
    return (await browser.screenData(`/plans/${planId}/confirm`)).json<PlanConfirmScreenData>();
  };
  const buy = (browser: TestBrowser, planId: string, confirm: PlanConfirmScreenData, surveyAnswers: object = {}) =>
    browser.post(`/zapi/purchase/${planId}`, {
      paymentMethod: confirm.paymentMethod,
      campaignCode: confirm.campaignCode ?? '',
      purchaseToken: confirm.purchaseToken,
      surveyAnswers,
    });
  const attemptsWith = (token: string) =>
    db.database.db.select().from(chargeAttempts).where(eq(chargeAttempts.orderToken, token));
  const contractsWith = (token: string) =>
    db.database.db.select().from(subscriptions).where(eq(subscriptions.purchaseToken, token));
  const salesOf = async (planId: string) =>
    (
      await db.database.db
        .select()
        .from(plans)
        .where(and(eq(plans.storeId, 'demo'), eq(plans.planId, planId)))
    )[0]?.salesCount;

  it('keeps a discount campaign for the renewals to come and the first settlement as a JST day', async () => {
    const browser = await member();
    const confirm = await confirmed(browser, 'monthly', { ...CARD, campaignCode: 'HALFPRICE' });
    expect(confirm.order).toMatchObject({ campaignType: 'discount', discountContinuationCount: 3 });
    const response = await buy(browser, 'monthly', confirm, { source: 'SNS' });
    expect(response.statusCode, response.body).toBe(200);
    const [contract] = await contractsWith(confirm.purchaseToken);
    // This order paid the first of the three discounted payments: two remain for the renewals.
    expect(contract?.discountRemaining).toBe(2);
    expect(contract?.campaignStartDate).not.toBeNull();
    const jstToday = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
    expect(contract?.nextSettlementDay !== null && (contract?.nextSettlementDay ?? '') > jstToday).toBe(true);
    const settlementAt = new Date(`${contract?.nextSettlementDay}T00:00:00+09:00`).getTime();
    // A month later in Japan: the day the entitlement's first period ends, in JST.
    const [right] = await db.database.db
      .select()
      .from(entitlements)
      .where(eq(entitlements.subscriptionId, contract?.id ?? ''));
    const endsAt = right?.expiresAt?.getTime() ?? 0;
    expect(Math.abs(settlementAt - endsAt)).toBeLessThan(24 * 3_600_000);
    expect(new Date(endsAt + 9 * 3_600_000).toISOString().slice(0, 10)).toBe(contract?.nextSettlementDay);
  });

  it('charges the tax-included price once, then makes the contract and its entitlement', async () => {
    const browser = await member();
    const confirm = await confirmed(browser, 'purchase');
    expect(confirm.order).toMatchObject({ billingAmount: 2500, taxAmount: 227, taxRate: 10 });
    const response = await buy(browser, 'purchase', confirm);
    expect(response.statusCode, response.body).toBe(200);
    expect(charges).toEqual([
      {
        storeId: 'demo',
        accountId: expect.any(String),
        paymentMethodId: 'pm-ok',
        amountJpy: 2500,
        idempotencyKey: confirm.purchaseToken,
        description: '劇場版 デモ物語（購入）',
        returnUrl: expect.stringMatching(/^http:\/\/localhost(:\d+)?\/plans\/purchase\/confirm$/),
      },
    ]);
    const [contract] = await contractsWith(confirm.purchaseToken);
    expect(contract).toMatchObject({
      status: 'NEW_CONTRACT',
      billingAmount: 2500,
      taxAmount: 227,
      paymentMethodId: 'pm-ok',
    });
    const rights = await db.database.db
      .select()
      .from(entitlements)
      .where(eq(entitlements.subscriptionId, contract?.id ?? ''));
    expect(rights).toHaveLength(1);
    // The ledger's row: one attempt of the order, charged, with the method as it was and the plan's tax.
    expect(await attemptsWith(confirm.purchaseToken)).toMatchObject([
      {
        kind: 'purchase',
        state: 'charged',
        subscriptionId: contract?.id,
        amountJpy: 2500,
        taxAmount: 227,
        taxRate: 10,
        providerKey: confirm.purchaseToken,
        providerChargeId: 'ch-1',
        paymentMethodId: 'pm-ok',
        paymentMethod: { paymentMethodType: 'SbpsPaypay' },
      },
    ]);
  });

  it('leaves no contract and gives the sale back when the charge is declined', async () => {
    const browser = await member();
    const before = await salesOf('few-left');
    outcomes = [{ kind: 'declined' }];
    const first = await confirmed(browser, 'few-left');
    const declined = await buy(browser, 'few-left', first);
    expect(declined.statusCode).toBe(402);
    expect(declined.json<ApiErrorBody>().code).toBe('PURCHASE_CHARGE_DECLINED');
    expect(await contractsWith(first.purchaseToken)).toEqual([]);
    expect(await salesOf('few-left')).toBe(before);
    expect(await attemptsWith(first.purchaseToken)).toMatchObject([
      { state: 'failed', failureReason: 'declined', subscriptionId: null },
    ]);
  });

  const CHALLENGE = 'https://pay.example/v1/challenges/ch-1';
  const challengeReturn = (browser: TestBrowser, planId: string) =>
    browser.post(`/zapi/purchase/${planId}/challenge-return`, undefined);

  it('keeps a purchase whose charge asks for 3-D Secure pending, then finishes it once it passed', async () => {
    const browser = await member();
    const before = await salesOf('few-left');
    outcomes = [{ kind: 'needs-3ds', challengeUrl: CHALLENGE }];
    const confirm = await confirmed(browser, 'few-left');
    const challenged = await buy(browser, 'few-left', confirm);
    expect(challenged.statusCode, challenged.body).toBe(200);
    expect(challenged.json()).toEqual({ redirectTo: CHALLENGE, contractId: expect.any(String) });
    // The same submit again is sent to the same challenge, and charges nothing new.
    expect((await buy(browser, 'few-left', confirm)).json()).toEqual(challenged.json());
    expect(charges).toHaveLength(1);
    const [pending] = await contractsWith(confirm.purchaseToken);
    expect(pending?.status).toBe('PENDING');
    expect(await salesOf('few-left')).toBe((before ?? 0) + 1);
    // The provider's member is back: the confirm page says the purchase waits, and finishes it.
    const waiting = (await browser.screenData('/plans/few-left/confirm')).json<PlanConfirmScreenData>();
    expect(waiting).toMatchObject({ challengeWaiting: true, purchaseToken: confirm.purchaseToken });
    expect(waiting.order.billingAmount).toBe(confirm.order.billingAmount);
    outcomes = [{ kind: 'success', chargeId: 'ch-passed' }];
    const finished = await challengeReturn(browser, 'few-left');
    expect(finished.statusCode, finished.body).toBe(200);
    expect(finished.json()).toEqual({ redirectTo: '/plans/few-left/complete', contractId: pending?.id });
    expect(charges.map((c) => c.idempotencyKey)).toEqual([confirm.purchaseToken, confirm.purchaseToken]);
    const [contract] = await contractsWith(confirm.purchaseToken);
    expect(contract?.status).not.toBe('PENDING');
    const rights = await db.database.db
      .select()
      .from(entitlements)
      .where(eq(entitlements.subscriptionId, contract?.id ?? ''));
    expect(rights).toHaveLength(1);
    expect(await attemptsWith(confirm.purchaseToken)).toMatchObject([
      { state: 'charged', providerChargeId: 'ch-passed' },
    ]);
    // A replayed return answers the same, asks the provider nothing and makes nothing more.
    const replayed = await challengeReturn(browser, 'few-left');
    expect(replayed.json()).toEqual(finished.json());
    expect(charges).toHaveLength(2);
    expect(await contractsWith(confirm.purchaseToken)).toHaveLength(1);
  });

  it('a failed challenge leaves no contract and no charge, and its replay makes none', async () => {
    const browser = await member();
    const before = await salesOf('few-left');
    outcomes = [{ kind: 'needs-3ds', challengeUrl: CHALLENGE }];
    const confirm = await confirmed(browser, 'few-left');
    expect((await buy(browser, 'few-left', confirm)).statusCode).toBe(200);
    // A return before the challenge was answered (forged, or the member came back early): still open.
    outcomes = [{ kind: 'needs-3ds', challengeUrl: CHALLENGE }];
    const early = await challengeReturn(browser, 'few-left');
    expect(early.json()).toEqual({ redirectTo: CHALLENGE, contractId: expect.any(String) });
    expect(await contractsWith(confirm.purchaseToken)).toHaveLength(1);
    outcomes = [{ kind: 'declined' }];
    const failed = await challengeReturn(browser, 'few-left');
    expect(failed.statusCode).toBe(402);
    expect(failed.json<ApiErrorBody>().code).toBe('PURCHASE_CHARGE_3DS_FAILED');
    expect(await contractsWith(confirm.purchaseToken)).toEqual([]);
    expect(await salesOf('few-left')).toBe(before);
    expect(await attemptsWith(confirm.purchaseToken)).toMatchObject([
      { state: 'failed', failureReason: 'challengeFailed' },
    ]);
    const replayed = await challengeReturn(browser, 'few-left');
    expect(replayed.statusCode).toBe(409);
    expect(replayed.json<ApiErrorBody>().code).toBe('INVALID_SESSION_FLOW');
    expect(await contractsWith(confirm.purchaseToken)).toEqual([]);
  });

  it('a challenge left past its lifetime gives its place back, or goes live when the provider charged it', async () => {
    const later = new Date(Date.now() + CHALLENGE_LIFETIME_MS + 60_000);
    const before = (await salesOf('few-left')) ?? 0;
    // Two places left, both about to be held by challenges.
    await db.database.db
      .update(plans)
      .set({ salesLimit: before + 2 })
      .where(and(eq(plans.storeId, 'demo'), eq(plans.planId, 'few-left')));
    const [left, passed] = [await member(), await member()];
    outcomes = [
      { kind: 'needs-3ds', challengeUrl: CHALLENGE },
      { kind: 'needs-3ds', challengeUrl: CHALLENGE },
    ];
    const leftOrder = await confirmed(left, 'few-left');
    expect((await buy(left, 'few-left', leftOrder)).statusCode).toBe(200);
    const passedOrder = await confirmed(passed, 'few-left');
    expect((await buy(passed, 'few-left', passedOrder)).statusCode).toBe(200);
    expect(await salesOf('few-left')).toBe(before + 2);
    const third = await member();
    const soldOut = await third.post('/zapi/purchase/verify/few-left', CARD);
    expect(soldOut.json<ApiErrorBody>().code).toBe('PURCHASE_SOLD_OUT');

    // Within the challenge's lifetime: nothing is asked. The provider not answering: both wait for the next run.
    expect(await settleAbandonedChallenges(app, fake, new Date())).toBe(0);
    outcomes = [{ kind: 'provider-timeout' }, { kind: 'provider-timeout' }];
    expect(await settleAbandonedChallenges(app, fake, later)).toBe(0);
    expect(await contractsWith(leftOrder.purchaseToken)).toHaveLength(1);

    // Still open at the provider (the member left it): given back. Passed, page closed: live.
    const byToken = { [leftOrder.purchaseToken]: 'needs-3ds', [passedOrder.purchaseToken]: 'success' } as const;
    const answerOf = (request: ChargeRequest): ChargeOutcome =>
      byToken[request.idempotencyKey] === 'success'
        ? { kind: 'success', chargeId: 'ch-late' }
        : { kind: 'needs-3ds', challengeUrl: CHALLENGE };
    const provider: PurchasePaymentPort = { ...fake, charge: async (request) => answerOf(request) };
    expect(await settleAbandonedChallenges(app, provider, later)).toBe(2);
    expect(await contractsWith(leftOrder.purchaseToken)).toEqual([]);
    const [live] = await contractsWith(passedOrder.purchaseToken);
    expect(live?.status).not.toBe('pending');
    expect(await salesOf('few-left')).toBe(before + 1);
    expect(await settleAbandonedChallenges(app, provider, later)).toBe(0);
    // The place given back sells again.
    expect((await third.post('/zapi/purchase/verify/few-left', CARD)).statusCode).toBe(200);

    // The late returns: the left one finds its flow over, the charged one its completed purchase.
    expect((await challengeReturn(left, 'few-left')).json<ApiErrorBody>().code).toBe('INVALID_SESSION_FLOW');
    expect((await challengeReturn(passed, 'few-left')).json()).toEqual({
      redirectTo: '/plans/few-left/complete',
      contractId: live?.id,
    });
  });

  it('a return with no purchase waiting is the restart-flow answer, for another member too', async () => {
    const browser = await member();
    outcomes = [{ kind: 'needs-3ds', challengeUrl: CHALLENGE }];
    const confirm = await confirmed(browser, 'few-left');
    expect((await buy(browser, 'few-left', confirm)).statusCode).toBe(200);
    const stranger = await member();
    const forged = await challengeReturn(stranger, 'few-left');
    expect(forged.json<ApiErrorBody>().code).toBe('INVALID_SESSION_FLOW');
    expect(charges).toHaveLength(1);
  });

  it('keeps the order pending on a timeout; its token never charges again; the reconciler settles it', async () => {
    const browser = await member();
    outcomes = [{ kind: 'provider-timeout' }];
    const confirm = await confirmed(browser, 'rental-2d');
    const sales = await salesOf('rental-2d');
    const timedOut = await buy(browser, 'rental-2d', confirm);
    expect(timedOut.statusCode).toBe(504);
    expect(timedOut.json<ApiErrorBody>().code).toBe('PURCHASE_CHARGE_TIMEOUT');
    // The provider may have charged: nothing is given back, the attempt waits for its answer.
    expect(await contractsWith(confirm.purchaseToken)).toMatchObject([{ status: 'PENDING' }]);
    expect(await salesOf('rental-2d')).toBe((sales ?? 0) + 1);
    const [attempt] = await attemptsWith(confirm.purchaseToken);
    expect(attempt).toMatchObject({ state: 'unknown', providerKey: confirm.purchaseToken, amountJpy: 440 });
    // The same order again while the answer is unknown: asked of the provider (no answer here), never charged.
    const retried = await buy(browser, 'rental-2d', confirm);
    expect(retried.json<ApiErrorBody>().code).toBe('PURCHASE_CHARGE_TIMEOUT');
    expect(charges).toHaveLength(1);
    const charged = async () => ({ kind: 'charged', chargeId: 'ch-late' }) as const;
    expect(await reconcileAttempts(app, app.now(), charged)).toBeGreaterThanOrEqual(1);
    const [contract] = await contractsWith(confirm.purchaseToken);
    expect(contract).toMatchObject({ status: 'NEW_CONTRACT' });
    expect(contract?.expiresAt).not.toBeNull();
    const granted = await db.database.db
      .select()
      .from(entitlements)
      .where(eq(entitlements.subscriptionId, contract?.id ?? ''));
    expect(granted).toHaveLength(1);
    expect(await attemptsWith(confirm.purchaseToken)).toMatchObject([
      { state: 'charged', providerChargeId: 'ch-late' },
    ]);
    // Retried once settled: the order's complete page, still one charge.
    const done = await buy(browser, 'rental-2d', confirm);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ contractId: contract?.id });
    expect(charges).toHaveLength(1);
  });

  it('charges once for 50 parallel identical submits', async () => {
    const browser = await member();
    const confirm = await confirmed(browser, 'yearly');
    const answers = await Promise.all(Array.from({ length: 50 }, () => buy(browser, 'yearly', confirm)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(charges).toHaveLength(1);
    expect(await contractsWith(confirm.purchaseToken)).toHaveLength(1);
    expect(await attemptsWith(confirm.purchaseToken)).toMatchObject([{ state: 'charged' }]);
  });

  it('starts a free trial with a saved method: nothing charged now', async () => {
    const browser = await member();
    const confirm = await confirmed(browser, 'monthly');
    expect(confirm.order).toMatchObject({ billingAmount: 0, freeTrialDays: 7 });
    const response = await buy(browser, 'monthly', confirm, { source: 'SNS' });
    expect(response.statusCode, response.body).toBe(200);
    expect(charges).toEqual([]);
    const [contract] = await contractsWith(confirm.purchaseToken);
    expect(contract).toMatchObject({ status: 'NEW_TRIAL_CONTRACT', paymentMethodId: 'pm-ok' });
    // Payment history shows the free start too: a 'charged' attempt of 0 yen that never reached the provider.
    expect(await attemptsWith(confirm.purchaseToken)).toMatchObject([
      { kind: 'subscription', state: 'charged', amountJpy: 0, taxAmount: 0, providerChargeId: null },
    ]);
  });

  it('takes a discount campaign off the charged amount', async () => {
    const browser = await member();
    const confirm = await confirmed(browser, 'yearly', { paymentMethod: 'pm-ok', campaignCode: 'HALFPRICE' });
    expect(confirm.order).toMatchObject({
      billingAmount: 4950,
      discountContinuationCount: 3,
      campaignType: 'discount',
    });
    expect((await buy(browser, 'yearly', confirm)).statusCode).toBe(200);
    expect(charges.map((c) => c.amountJpy)).toEqual([4950]);
  });
});
