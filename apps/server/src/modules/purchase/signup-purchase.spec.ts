import type {
  ApiErrorBody,
  PlanListScreenData,
  PurchaseAnswer,
  PurchaseVerifyAnswer,
  SignupPlanCompleteScreenData,
  SignupPlanConfirmScreenData,
  SignupPlansScreenData,
} from '@vs/contract';
import { describe, expect, it } from 'vitest';
import { loggedInMember } from '../../test/member-fixtures';
import { demoForm, reachDemoForm } from '../../test/signup-fixtures';
import { useTestApp } from '../../test/use-test-app';

const FREE = { paymentMethod: 'CampaignCode', campaignCode: 'DEMOFREE' };
const SURVEY = { source: 'SNS', wish: '' };

describe("sign-up's plan step buys (spec 000 §2 /signup/plans/*, §4)", () => {
  const t = useTestApp();
  let seq = 0;
  const newcomer = async () => {
    const email = `newcomer${++seq}@example.com`;
    const browser = await reachDemoForm(t.app, t.db.database, email);
    const created = await browser.post('/zapi/signup', demoForm({ userId: `newcomer${seq}` }));
    expect(created.json()).toEqual({ redirectTo: '/signup/plans' });
    return browser;
  };

  it('offers the plans and the ways to pay, then verifies, confirms and completes on its own pages', async () => {
    const browser = await newcomer();
    const step = (await browser.screenData('/signup/plans')).json<SignupPlansScreenData>();
    expect(step).toMatchObject({ step: { current: 4, total: 4 }, hasPlans: true });
    expect(step.purchase?.plans.map((plan) => plan.planId)).toContain('monthly');
    expect(step.purchase).toMatchObject({ isContractLimited: false, savedPaymentMethods: [] });

    const verified = await browser.post('/zapi/purchase/verify/monthly', { ...FREE, signup: true });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json<PurchaseVerifyAnswer>().redirectTo).toBe('/signup/plans/monthly/confirm');
    // The order is sign-up's: the plan page's confirm page does not take it.
    expect((await browser.screenData('/plans/monthly/confirm')).json()).toEqual({ redirectTo: '/plans/monthly' });

    const confirm = (await browser.screenData('/signup/plans/monthly/confirm')).json<SignupPlanConfirmScreenData>();
    expect(confirm).toMatchObject({
      step: { current: 4, total: 4 },
      plan: { planId: 'monthly' },
      paymentMethod: 'CampaignCode',
      campaignCode: 'DEMOFREE',
      order: { billingAmount: 0 },
    });
    expect((await browser.screenData('/signup/plans/monthly/complete')).json()).toEqual({
      redirectTo: '/signup/plans?planId=monthly',
    });

    const bought = await browser.post('/zapi/purchase/monthly', {
      ...FREE,
      purchaseToken: confirm.purchaseToken,
      surveyAnswers: SURVEY,
    });
    expect(bought.statusCode, bought.body).toBe(200);
    expect(bought.json<PurchaseAnswer>().redirectTo).toBe('/signup/plans/monthly/complete');
    const complete = (await browser.screenData('/signup/plans/monthly/complete')).json<SignupPlanCompleteScreenData>();
    expect(complete).toMatchObject({ step: { current: 4, total: 4 }, plan: { planId: 'monthly' } });

    // Bought: contracted on the plan list, and no longer offered by the plan step.
    const list = (await browser.screenData('/plans')).json<PlanListScreenData>();
    expect(list.contractedPlans.map((plan) => plan.planId)).toEqual(['monthly']);
    const again = (await browser.screenData('/signup/plans')).json<SignupPlansScreenData>();
    expect(again.purchase?.plans.map((plan) => plan.planId)).not.toContain('monthly');
  });

  it('cancels back to the plan step: a purchase with no verified order restarts there', async () => {
    const browser = await newcomer();
    await browser.post('/zapi/purchase/verify/monthly', { ...FREE, signup: true });
    const stale = await browser.post('/zapi/purchase/monthly', {
      ...FREE,
      purchaseToken: '00000000-0000-4000-8000-000000000000',
      surveyAnswers: SURVEY,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<ApiErrorBody>()).toMatchObject({
      code: 'INVALID_SESSION_FLOW',
      redirectTo: '/signup/plans?planId=monthly',
    });
  });

  it("is sign-up's only: a member who did not sign up in this session buys from the plan page", async () => {
    const { browser } = await loggedInMember(t.app, t.db, 'old-member@example.com');
    const refused = await browser.post('/zapi/purchase/verify/monthly', { ...FREE, signup: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ApiErrorBody>()).toMatchObject({ code: 'INVALID_SESSION_FLOW', redirectTo: '/plans/monthly' });
    for (const page of ['/signup/plans/monthly/confirm', '/signup/plans/monthly/complete'])
      expect((await browser.screenData(page)).json()).toEqual({ redirectTo: '/plans/monthly' });
  });
});
