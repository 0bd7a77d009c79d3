import type {
  AccountHeaderScreenData,
  ApiErrorBody,
  MypageTopScreenData,
  PlanCompleteScreenData,
  PlanConfirmScreenData,
  PlanListScreenData,
  PurchaseAnswer,
  PurchaseVerifyAnswer,
} from '@vs/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { entitlements, plans, storePurchaseSettings, subscriptions } from '../../db/schema';
import type { TestBrowser } from '../../test/browser';
import { loggedInMember, PASSWORD } from '../../test/member-fixtures';
import { useTestApp } from '../../test/use-test-app';

const FREE = { paymentMethod: 'CampaignCode', campaignCode: 'DEMOFREE' };
/** The demo store's 100 % gift for films to buy or rent (free days serve subscriptions only). */
const GIFT = { paymentMethod: 'CampaignCode', campaignCode: 'FILMGIFT' };

describe('purchase', () => {
  const t = useTestApp();
  let seq = 0;
  const member = async () => (await loggedInMember(t.app, t.db, `buyer${++seq}@example.com`)).browser;

  /** Verify then read the confirm page's token: what the plan page and the confirm page do. */
  const verify = async (browser: TestBrowser, planId: string, choice: Record<string, string> = FREE) => {
    const response = await browser.post(`/zapi/purchase/verify/${planId}`, choice);
    return response;
  };
  const confirmed = async (browser: TestBrowser, planId: string, choice: Record<string, string> = FREE) => {
    const verified = await verify(browser, planId, choice);
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
  const addPlan = async (planId: string, extra: Partial<typeof plans.$inferInsert> = {}) => {
    await t.db.database.db.insert(plans).values({
      storeId: 'demo',
      planId,
      planType: 'purchase',
      planName: planId,
      price: 1000,
      displayOrder: 1000,
      ...extra,
    });
  };
  const contractsOf = (planId: string) =>
    t.db.database.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.storeId, 'demo'), eq(subscriptions.planId, planId)));

  it('verifies a 100 % campaign code: nothing billed, the free period, then the normal price', async () => {
    const browser = await member();
    const response = await verify(browser, 'monthly');
    expect(response.statusCode).toBe(200);
    const answer = response.json<PurchaseVerifyAnswer>();
    expect(answer.redirectTo).toBe('/plans/monthly/confirm');
    expect(answer.order).toMatchObject({
      billingAmount: 0,
      taxAmount: 0,
      isReContract: false,
      campaignId: 'demo-free-30',
      campaignType: 'free',
      freeDays: 30,
      normalPrice: 990,
      campaignName: '30日間無料キャンペーン',
    });
    const confirm = (await browser.screenData('/plans/monthly/confirm')).json<PlanConfirmScreenData>();
    // Decided afresh at each load: the same order, its dates taken at the page's own time.
    const { campaignEndDate: _end, entitlementExpiration: _e, subscriptionExpiration: _s, ...amounts } = answer.order;
    expect(confirm).toMatchObject({ paymentMethod: 'CampaignCode', campaignCode: 'DEMOFREE', order: amounts });
    expect(confirm.purchaseToken).toMatch(/^[0-9a-f-]{36}$/);
    expect(confirm.survey?.questions.map((q) => q.questionId)).toEqual(['source', 'wish']);
  });

  it('answers each campaign refusal of spec 001 §8', async () => {
    const browser = await member();
    const invalid = await verify(browser, 'monthly', { paymentMethod: 'CampaignCode', campaignCode: 'NOSUCHCODE' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json<ApiErrorBody>()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fieldErrors: { campaignCode: 'validation:payment.campaignCodeInvalid' },
    });
    const empty = await verify(browser, 'monthly', { paymentMethod: 'CampaignCode', campaignCode: '' });
    expect(empty.json<ApiErrorBody>().fieldErrors).toEqual({ campaignCode: 'validation:payment.campaignCodeRequired' });
    const code = async (campaignCode: string, planId = 'monthly') =>
      (await verify(browser, planId, { paymentMethod: 'CampaignCode', campaignCode })).json<ApiErrorBody>().code;
    expect(await code('YEARLYFREE')).toBe('PURCHASE_CAMPAIGN_NOT_APPLICABLE');
    expect(await code('ENDED2020')).toBe('PURCHASE_CAMPAIGN_NOT_APPLICABLE');
    expect(await code('HALFPRICE')).toBe('PURCHASE_CAMPAIGN_NOT_FREE');
    expect(await code('demofree')).toBeUndefined();
  });

  it('answers no payment method for a paid path while none is usable', async () => {
    const browser = await member();
    const response = await verify(browser, 'purchase', { paymentMethod: 'addPaymentMethod', campaignCode: '' });
    expect(response.statusCode).toBe(422);
    expect(response.json<ApiErrorBody>().code).toBe('PURCHASE_NO_PAYMENT_METHOD');
    const saved = await verify(browser, 'monthly', { paymentMethod: 'pm-unknown', campaignCode: '' });
    expect(saved.json<ApiErrorBody>().code).toBe('PURCHASE_NO_PAYMENT_METHOD');
  });

  it('refuses plans out of sale, sold out, unknown, and a guest', async () => {
    const browser = await member();
    expect((await verify(browser, 'before-sale')).json<ApiErrorBody>().code).toBe('PURCHASE_SALES_CLOSED');
    expect((await verify(browser, 'after-sale')).json<ApiErrorBody>().code).toBe('PURCHASE_SALES_CLOSED');
    expect((await verify(browser, 'sold-out')).json<ApiErrorBody>().code).toBe('PURCHASE_SOLD_OUT');
    const unknown = await verify(browser, 'no-such-plan');
    expect(unknown.statusCode).toBe(409);
    expect(unknown.json<ApiErrorBody>().code).toBe('PURCHASE_NOT_PURCHASABLE');
    const { TestBrowser } = await import('../../test/browser');
    const guest = await new TestBrowser(t.app).open();
    expect((await verify(guest, 'monthly')).statusCode).toBe(401);
    expect((await guest.screenData('/plans/monthly/confirm')).json()).toEqual({
      redirectTo: '/login?redirect=%2Fplans%2Fmonthly%2Fconfirm',
    });
  });

  it('buys with a free campaign code: the contract and entitlement show at once', async () => {
    const browser = await member();
    const confirm = await confirmed(browser, 'monthly');
    const missing = await buy(browser, 'monthly', confirm);
    expect(missing.statusCode).toBe(400);
    expect(missing.json<ApiErrorBody>().fieldErrors).toEqual({
      'surveyAnswers.source': 'validation:survey.selectRequired',
    });
    const response = await buy(browser, 'monthly', confirm, { source: 'SNS', wish: '' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ redirectTo: '/plans/monthly/complete' });
    const complete = (await browser.screenData('/plans/monthly/complete')).json<PlanCompleteScreenData>();
    expect(complete.orderCompletedMessage).toBe('ご契約ありがとうございます。さっそく作品をお楽しみください。');
    const list = (await browser.screenData('/plans')).json<PlanListScreenData>();
    expect(list.contractedPlans.map((plan) => plan.planId)).toEqual(['monthly']);
    expect(list.plans.map((plan) => plan.planId)).not.toContain('monthly');
    const top = (await browser.screenData('/mypage')).json<MypageTopScreenData>();
    expect(top.contractedPlans).toMatchObject([{ planId: 'monthly', statusGroup: 'contracted' }]);
    const header = (await browser.get('/zapi/internal/account-header/screen-data')).json<AccountHeaderScreenData>();
    expect(header.menu.plans).toBe(true);
    const [contract] = (await contractsOf('monthly')).filter(
      (row) => row.id === response.json<PurchaseAnswer>().contractId,
    );
    expect(contract).toMatchObject({
      status: 'NEW_CONTRACT',
      billingAmount: 0,
      paymentMethodType: 'CampaignCode',
      campaignId: 'demo-free-30',
    });
    expect(contract?.surveyAnswers).toEqual({ source: 'SNS', wish: '' });
    const rights = await t.db.database.db
      .select()
      .from(entitlements)
      .where(eq(entitlements.subscriptionId, contract?.id ?? ''));
    expect(rights).toHaveLength(1);
    // A second purchase of the plan would bill twice; the demo store's one live contract is also its
    // limit, which spec 000 §4 checks first.
    expect((await verify(browser, 'monthly')).json<ApiErrorBody>().code).toBe('PURCHASE_CONTRACT_LIMIT');
  });

  it('answers INVALID_SESSION_FLOW to a purchase without its verified order', async () => {
    const browser = await member();
    const response = await browser.post('/zapi/purchase/purchase', {
      ...FREE,
      purchaseToken: '00000000-0000-4000-8000-000000000000',
      surveyAnswers: {},
    });
    expect(response.statusCode).toBe(409);
    expect(response.json<ApiErrorBody>()).toMatchObject({
      code: 'INVALID_SESSION_FLOW',
      flowError: true,
      redirectTo: '/plans/purchase',
    });
    const confirm = await confirmed(browser, 'rental-2d', GIFT);
    const otherPlan = await buy(browser, 'purchase', confirm);
    expect(otherPlan.json<ApiErrorBody>().code).toBe('INVALID_SESSION_FLOW');
  });

  it('makes one contract of 50 parallel identical submits, and refuses the token with another body', async () => {
    const browser = await member();
    const confirm = await confirmed(browser, 'purchase', GIFT);
    const answers = await Promise.all(Array.from({ length: 50 }, () => buy(browser, 'purchase', confirm)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    expect(new Set(answers.map((a) => a.json<PurchaseAnswer>().contractId)).size).toBe(1);
    const mine = (await contractsOf('purchase')).filter((row) => row.purchaseToken === confirm.purchaseToken);
    expect(mine).toHaveLength(1);
    const other = await browser.post('/zapi/purchase/purchase', {
      paymentMethod: 'CampaignCode',
      campaignCode: 'HALFPRICE',
      purchaseToken: confirm.purchaseToken,
      surveyAnswers: {},
    });
    expect(other.statusCode).toBe(409);
    expect(other.json<ApiErrorBody>().code).toBe('PURCHASE_TOKEN_REUSED');
  });

  it('sells exactly 3 of a salesLimit 3 plan to 20 parallel buyers; the others get sold out', async () => {
    await addPlan('limited-3', { salesLimit: 3 });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => member()));
    const ready = await Promise.all(
      buyers.map(async (browser) => ({ browser, confirm: await confirmed(browser, 'limited-3', GIFT) })),
    );
    const answers = await Promise.all(ready.map(({ browser, confirm }) => buy(browser, 'limited-3', confirm)));
    const codes = answers.map((a) => (a.statusCode === 200 ? 'ok' : a.json<ApiErrorBody>().code));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(3);
    expect(codes.filter((c) => c === 'PURCHASE_SOLD_OUT')).toHaveLength(17);
    expect(await contractsOf('limited-3')).toHaveLength(3);
    const [plan] = await t.db.database.db.select().from(plans).where(eq(plans.planId, 'limited-3'));
    expect(plan?.salesCount).toBe(3);
  });

  it('holds the contract limit (2 live subscriptions) under parallel purchases of 5 plans', async () => {
    const ids = ['sub-a', 'sub-b', 'sub-c', 'sub-d', 'sub-e'];
    for (const id of ids) await addPlan(id, { planType: 'subscription', renewSpanUnit: 'months', renewSpan: 1 });
    // The demo store allows one; two show that the count, not only its first step, holds.
    await t.db.database.db
      .update(storePurchaseSettings)
      .set({ contractLimit: 2 })
      .where(eq(storePurchaseSettings.storeId, 'demo'));
    const { member: account, ip } = await loggedInMember(t.app, t.db, 'limit@example.com');
    const { TestBrowser } = await import('../../test/browser');
    const tabs = await Promise.all(
      ids.map(async (planId) => {
        const tab = await new TestBrowser(t.app, 'localhost', {}, ip).open();
        await tab.post('/login', { emailUserId: account.email, password: PASSWORD, loginMethod: 'Password' });
        return { tab, planId, confirm: await confirmed(tab, planId) };
      }),
    );
    const answers = await Promise.all(tabs.map(({ tab, planId, confirm }) => buy(tab, planId, confirm)));
    const codes = answers.map((a) => (a.statusCode === 200 ? 'ok' : a.json<ApiErrorBody>().code));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(2);
    expect(codes.filter((c) => c === 'PURCHASE_CONTRACT_LIMIT')).toHaveLength(3);
    const list = (await tabs[0]?.tab.screenData('/plans'))?.json<PlanListScreenData>();
    expect(list?.isContractLimited).toBe(true);
    expect(list?.contractedPlans).toHaveLength(2);
  });
});
