import type { ApiErrorBody, PlanConfirmScreenData, PlanDetailScreenData } from '@vs/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chargeAttempts, plans, subscriptions } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { testClock, type TestBrowser } from '../../test/browser';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { loggedInMember } from '../../test/member-fixtures';
import { CHALLENGE_LIFETIME_MS, settleAbandonedChallenges } from './abandoned-challenges';
import type { ChargeOutcome, PurchasePaymentPort } from './payment-port';

const CHALLENGE = 'http://127.0.0.1:3040/v1/challenges/ch-1';
const clock = testClock(new Date('2026-05-01T03:00:00Z'));
/** The challenge's lifetime, written out: the spec holds the constant to it. */
const FIFTEEN_MINUTES = 15 * 60_000;

/**
 * A purchase left at its 3-D Secure challenge holds its sales place for the challenge's lifetime
 * (15 minutes) and no longer; the ledger's attempt behind it is settled, never deleted, and a charge
 * the provider may have made keeps the place until the provider answers.
 */
describe('the place a 3-D Secure challenge holds', () => {
  let app: FastifyInstance;
  let db: TestDatabase;
  let outcomes: ChargeOutcome[] = [];
  const payments: PurchasePaymentPort = {
    findUsableMethod: async ({ paymentMethodId }) => ({
      paymentMethodId,
      shown: { accountPaymentMethodId: paymentMethodId, paymentMethodType: 'SbpsPaypay', credit: null },
    }),
    charge: async () => outcomes.shift() ?? { kind: 'needs-3ds', challengeUrl: CHALLENGE },
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await buildTestApp(db.database, {}, undefined, { purchasePayments: payments, now: clock.now });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });
  beforeEach(() => {
    outcomes = [];
  });

  let seq = 0;
  const member = async () => (await loggedInMember(app, db, `seat${++seq}@example.com`)).browser;
  const PAY = { paymentMethod: 'pm-card', campaignCode: '' };
  const verify = (browser: TestBrowser, planId: string) => browser.post(`/zapi/purchase/verify/${planId}`, PAY);
  /** Buys the plan's last place up to its challenge: answers the order's token. */
  const leaveAtChallenge = async (planId: string) => {
    await db.database.db
      .insert(plans)
      .values({ storeId: 'demo', planId, planType: 'purchase', planName: planId, price: 1500, salesLimit: 1 });
    const browser = await member();
    expect((await verify(browser, planId)).statusCode).toBe(200);
    const confirm = (await browser.screenData(`/plans/${planId}/confirm`)).json<PlanConfirmScreenData>();
    const bought = await browser.post(`/zapi/purchase/${planId}`, {
      ...PAY,
      purchaseToken: confirm.purchaseToken,
      surveyAnswers: {},
    });
    expect(bought.json()).toMatchObject({ redirectTo: CHALLENGE });
    return confirm.purchaseToken;
  };
  const salesOf = async (planId: string) =>
    (
      await db.database.db
        .select()
        .from(plans)
        .where(and(eq(plans.storeId, 'demo'), eq(plans.planId, planId)))
    )[0]?.salesCount;
  const attemptsWith = (token: string) =>
    db.database.db.select().from(chargeAttempts).where(eq(chargeAttempts.orderToken, token));
  const contractsWith = (token: string) =>
    db.database.db.select().from(subscriptions).where(eq(subscriptions.purchaseToken, token));

  it('is 15 minutes, a named constant', () => {
    expect(CHALLENGE_LIFETIME_MS).toBe(FIFTEEN_MINUTES);
  });

  it('holds the place before 15 minutes and frees it at 15 on the plan page', async () => {
    const token = await leaveAtChallenge('one-seat');
    const next = await member();
    const shown = async () => (await next.screenData('/plans/one-seat')).json<PlanDetailScreenData>().plan.salesCount;
    expect(await shown()).toBe(1);
    expect((await verify(next, 'one-seat')).json<ApiErrorBody>().code).toBe('PURCHASE_SOLD_OUT');

    clock.advance(FIFTEEN_MINUTES - 1);
    expect(await shown()).toBe(1);
    expect((await verify(next, 'one-seat')).json<ApiErrorBody>().code).toBe('PURCHASE_SOLD_OUT');
    expect(await settleAbandonedChallenges(app, payments, clock.now())).toBe(0);
    expect(await contractsWith(token)).toHaveLength(1);

    // 15 minutes: the provider, asked by the order's key, has the challenge still unanswered; its
    // lifetime is over, so nothing can be charged any more and the place goes back.
    clock.advance(1);
    expect(await shown()).toBe(0);
    expect(await salesOf('one-seat')).toBe(0);
    expect(await contractsWith(token)).toEqual([]);
    // The ledger keeps the attempt, settled: nothing was charged.
    expect(await attemptsWith(token)).toMatchObject([{ state: 'failed', failureReason: 'challengeAbandoned' }]);
    expect((await verify(next, 'one-seat')).statusCode).toBe(200);
  });

  it('frees it at the verify call of the next buyer', async () => {
    const token = await leaveAtChallenge('one-seat-verify');
    const next = await member();
    clock.advance(FIFTEEN_MINUTES);
    expect((await verify(next, 'one-seat-verify')).statusCode).toBe(200);
    expect(await salesOf('one-seat-verify')).toBe(0);
    expect(await attemptsWith(token)).toMatchObject([{ state: 'failed', failureReason: 'challengeAbandoned' }]);
  });

  it('frees it by the periodic cleanup too', async () => {
    const token = await leaveAtChallenge('one-seat-cleanup');
    clock.advance(FIFTEEN_MINUTES);
    expect(await settleAbandonedChallenges(app, payments, clock.now())).toBe(1);
    expect(await salesOf('one-seat-cleanup')).toBe(0);
    expect(await attemptsWith(token)).toMatchObject([{ state: 'failed', failureReason: 'challengeAbandoned' }]);
  });

  it('keeps the place while the provider does not answer: the charge may have happened', async () => {
    const token = await leaveAtChallenge('one-seat-unanswered');
    clock.advance(FIFTEEN_MINUTES + 60_000);
    outcomes = [{ kind: 'provider-timeout' }];
    expect(await settleAbandonedChallenges(app, payments, clock.now())).toBe(0);
    expect(await salesOf('one-seat-unanswered')).toBe(1);
    expect(await contractsWith(token)).toHaveLength(1);
    const [attempt] = await attemptsWith(token);
    expect(attempt?.state).not.toBe('failed');
    // Charged after all (the member passed, then closed the page): the contract goes live on its place.
    outcomes = [{ kind: 'success', chargeId: 'ch-late' }];
    expect(await settleAbandonedChallenges(app, payments, clock.now())).toBe(1);
    expect(await attemptsWith(token)).toMatchObject([{ state: 'charged', providerChargeId: 'ch-late' }]);
    expect(await salesOf('one-seat-unanswered')).toBe(1);
  });
});
