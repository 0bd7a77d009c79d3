import type { ApiErrorBody, PlanConfirmScreenData } from '@vs/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { entitlements, plans, subscriptions } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import type { TestBrowser } from '../../test/browser';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { loggedInMember } from '../../test/member-fixtures';
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
  const contractsWith = (token: string) =>
    db.database.db.select().from(subscriptions).where(eq(subscriptions.purchaseToken, token));
  const salesOf = async (planId: string) =>
    (
      await db.database.db
        .select()
        .from(plans)
        .where(and(eq(plans.storeId, 'demo'), eq(plans.planId, planId)))
    )[0]?.salesCount;

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
  });

  it('leaves no contract and gives the sale back when the charge is declined or asks for 3-D Secure', async () => {
    const browser = await member();
    const before = await salesOf('few-left');
    outcomes = [{ kind: 'declined' }, { kind: 'needs-3ds', challengeUrl: 'https://pay.example/challenge' }];
    const first = await confirmed(browser, 'few-left');
    const declined = await buy(browser, 'few-left', first);
    expect(declined.statusCode).toBe(402);
    expect(declined.json<ApiErrorBody>().code).toBe('PURCHASE_CHARGE_DECLINED');
    expect(await contractsWith(first.purchaseToken)).toEqual([]);
    expect(await salesOf('few-left')).toBe(before);
    const second = await confirmed(browser, 'few-left');
    const challenged = await buy(browser, 'few-left', second);
    expect(challenged.json<ApiErrorBody>().code).toBe('PURCHASE_CHARGE_NEEDS_3DS');
    expect(await contractsWith(second.purchaseToken)).toEqual([]);
    expect(await salesOf('few-left')).toBe(before);
  });

  it('answers a provider timeout with its message, and the same token retries safely', async () => {
    const browser = await member();
    outcomes = [{ kind: 'provider-timeout' }];
    const confirm = await confirmed(browser, 'rental-2d');
    const timedOut = await buy(browser, 'rental-2d', confirm);
    expect(timedOut.statusCode).toBe(504);
    expect(timedOut.json<ApiErrorBody>().code).toBe('PURCHASE_CHARGE_TIMEOUT');
    expect(await contractsWith(confirm.purchaseToken)).toEqual([]);
    const retried = await buy(browser, 'rental-2d', confirm);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(charges.map((c) => c.idempotencyKey)).toEqual([confirm.purchaseToken, confirm.purchaseToken]);
    const [contract] = await contractsWith(confirm.purchaseToken);
    expect(contract?.expiresAt).not.toBeNull();
  });

  it('charges once for 50 parallel identical submits', async () => {
    const browser = await member();
    const confirm = await confirmed(browser, 'yearly');
    const answers = await Promise.all(Array.from({ length: 50 }, () => buy(browser, 'yearly', confirm)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(charges).toHaveLength(1);
    expect(await contractsWith(confirm.purchaseToken)).toHaveLength(1);
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
