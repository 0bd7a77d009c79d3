import type { ApiErrorBody, PaymentMethodScreenData, PlanConfirmScreenData } from '@vs/contract';
import { endpoints } from '@vs/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../db/schema';
import { buildTestApp } from '../test/app';
import type { TestBrowser } from '../test/browser';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { loggedInMember, sendDelete } from '../test/member-fixtures';
import { cardTokensAt, sandboxSettings, startPaymentSandbox, type RunningSandbox } from '../test/payment-sandbox';

/** The charging seam joined: a purchase paid with a saved card charges it at the sandbox provider. */
describe('purchase paid with a saved payment method', () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  let sandbox: RunningSandbox;

  beforeAll(async () => {
    sandbox = await startPaymentSandbox(1500);
    db = await createTestDatabase();
    app = await buildTestApp(db.database, sandboxSettings(sandbox, 2000));
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await db.close();
    await sandbox.stop();
  });

  async function saveCard(browser: TestBrowser, ccNumber: string): Promise<string> {
    const saved = await browser.post(endpoints.paymentMethodCredit.path, await cardTokensAt(sandbox, ccNumber));
    expect(saved.statusCode, saved.body).toBe(200);
    const list = (
      await browser.get('/zapi/internal/mypage/payment-method/screen-data')
    ).json<PaymentMethodScreenData>();
    return list.paymentMethods.at(-1)?.accountPaymentMethodId ?? '';
  }

  async function buy(browser: TestBrowser, planId: string, paymentMethod: string) {
    const verified = await browser.post(`/zapi/purchase/verify/${planId}`, { paymentMethod, campaignCode: '' });
    expect(verified.statusCode, verified.body).toBe(200);
    const confirm = (await browser.screenData(`/plans/${planId}/confirm`)).json<PlanConfirmScreenData>();
    expect(confirm.savedPaymentMethod).toMatchObject({
      accountPaymentMethodId: paymentMethod,
      paymentMethodType: 'SbpsCredit',
    });
    const answer = await browser.post(`/zapi/purchase/${planId}`, {
      paymentMethod,
      campaignCode: '',
      purchaseToken: confirm.purchaseToken,
      surveyAnswers: {},
    });
    return { answer, purchaseToken: confirm.purchaseToken };
  }

  it('charges the card, makes the contract, and the method is then in use and cannot be deleted', async () => {
    const { browser } = await loggedInMember(app, db, 'seam.paid@example.com');
    const methodId = await saveCard(browser, '4111 1111 1111 1111');
    const { answer, purchaseToken } = await buy(browser, 'purchase', methodId);
    expect(answer.statusCode, answer.body).toBe(200);
    const [contract] = await db.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.purchaseToken, purchaseToken));
    expect(contract).toMatchObject({ paymentMethodId: methodId, billingAmount: 2500 });

    const list = (
      await browser.get('/zapi/internal/mypage/payment-method/screen-data')
    ).json<PaymentMethodScreenData>();
    expect(list.paymentMethods[0]).toMatchObject({ isContractUsed: true, usedBy: [{ pendingCancellation: false }] });
    const refused = await sendDelete(app, browser, `/zapi/account/payment-method/${methodId}`);
    expect(refused.json<ApiErrorBody>().code).toBe('PAYMENT_METHOD_IN_USE');
  });

  it('leaves no contract when the provider declines the charge', async () => {
    const { browser } = await loggedInMember(app, db, 'seam.declined@example.com');
    const methodId = await saveCard(browser, '4000000000000341');
    const { answer, purchaseToken } = await buy(browser, 'purchase', methodId);
    expect(answer.json<ApiErrorBody>().code).toBe('PURCHASE_CHARGE_DECLINED');
    expect(
      await db.database.db.select().from(subscriptions).where(eq(subscriptions.purchaseToken, purchaseToken)),
    ).toEqual([]);
  });

  it("refuses another member's saved method", async () => {
    const { browser: owner } = await loggedInMember(app, db, 'seam.owner@example.com');
    const methodId = await saveCard(owner, '4111 1111 1111 1111');
    const { browser: other } = await loggedInMember(app, db, 'seam.other@example.com');
    const verified = await other.post('/zapi/purchase/verify/purchase', { paymentMethod: methodId, campaignCode: '' });
    expect(verified.json<ApiErrorBody>().code).toBe('PURCHASE_NO_PAYMENT_METHOD');
  });
});
