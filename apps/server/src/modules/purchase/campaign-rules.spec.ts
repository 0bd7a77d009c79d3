import type { ApiErrorBody, PlanConfirmScreenData } from '@vs/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaignCodes, chargeAttempts, entitlements, plans, subscriptions } from '../../db/schema';
import type { TestBrowser } from '../../test/browser';
import { loggedInMember } from '../../test/member-fixtures';
import { useTestApp } from '../../test/use-test-app';

const NOT_APPLICABLE = {
  code: 'PURCHASE_CAMPAIGN_NOT_APPLICABLE',
  message: 'このキャンペーンコードはこのプランには適用できません。',
};

/**
 * A campaign serves only the plan types and plans it names, with the effect its type says: free days
 * are days of a subscription, so the demo store's "30 days free" (DEMOFREE) never makes a one-time
 * purchase or a rental free, at the verify call or at the purchase, whatever the page sent.
 */
describe('campaign rules at verify and purchase', () => {
  const t = useTestApp();
  let seq = 0;
  const member = async () => (await loggedInMember(t.app, t.db, `campaign${++seq}@example.com`)).browser;
  const byCode = (campaignCode: string) => ({ paymentMethod: 'CampaignCode', campaignCode });
  const verify = (browser: TestBrowser, planId: string, campaignCode: string) =>
    browser.post(`/zapi/purchase/verify/${planId}`, byCode(campaignCode));
  const db = () => t.db.database.db;
  const contractsOf = (planId: string) =>
    db()
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.storeId, 'demo'), eq(subscriptions.planId, planId)));
  const salesOf = async (planId: string) =>
    (
      await db()
        .select()
        .from(plans)
        .where(and(eq(plans.storeId, 'demo'), eq(plans.planId, planId)))
    )[0]?.salesCount;

  it('refuses a free-days code on a one-time purchase and on a rental at verify, with the catalogue text', async () => {
    const browser = await member();
    for (const planId of ['purchase', 'rental-2d', 'limited-edition']) {
      const answer = await verify(browser, planId, 'DEMOFREE');
      expect(answer.statusCode, planId).toBe(422);
      expect(answer.json<ApiErrorBody>()).toMatchObject(NOT_APPLICABLE);
    }
    // The subscription it was made for still takes it.
    expect((await verify(browser, 'monthly', 'DEMOFREE')).statusCode).toBe(200);
  });

  it('serves a code only on the plan types it names', async () => {
    const browser = await member();
    expect((await verify(browser, 'purchase', 'FILMGIFT')).statusCode).toBe(200);
    expect((await verify(browser, 'rental-2d', 'FILMGIFT')).statusCode).toBe(200);
    expect((await verify(browser, 'monthly', 'FILMGIFT')).json<ApiErrorBody>()).toMatchObject(NOT_APPLICABLE);
  });

  it('refuses at the purchase too: no ¥0 never-ending contract, no seat of a limited plan taken', async () => {
    await db().insert(plans).values({
      storeId: 'demo',
      planId: 'last-unit',
      planType: 'purchase',
      planName: 'last',
      price: 1200,
      salesLimit: 1,
    });
    await db().insert(campaignCodes).values({
      storeId: 'demo',
      code: 'CHANGING',
      campaignId: 'changing',
      campaignName: 'changing',
      campaignType: 'discount',
      discountPercent: 100,
      discountContinuationCount: 1,
    });
    const browser = await member();
    // Verified while the code was a gift for any plan…
    expect((await verify(browser, 'last-unit', 'CHANGING')).statusCode).toBe(200);
    const confirm = (await browser.screenData('/plans/last-unit/confirm')).json<PlanConfirmScreenData>();
    // …then the store turns it into 30 free days: the purchase decides again on the server.
    await db()
      .update(campaignCodes)
      .set({ campaignType: 'free', freeDays: 30, discountPercent: null })
      .where(eq(campaignCodes.code, 'CHANGING'));
    const bought = await browser.post('/zapi/purchase/last-unit', {
      ...byCode('CHANGING'),
      purchaseToken: confirm.purchaseToken,
      surveyAnswers: {},
    });
    expect(bought.statusCode, bought.body).toBe(422);
    expect(bought.json<ApiErrorBody>()).toMatchObject(NOT_APPLICABLE);

    // A page skipping the verify call gets no order either.
    const skipped = await browser.post('/zapi/purchase/last-unit', {
      ...byCode('DEMOFREE'),
      purchaseToken: '00000000-0000-4000-8000-000000000000',
      surveyAnswers: {},
    });
    expect(skipped.json<ApiErrorBody>().code).toBe('INVALID_SESSION_FLOW');

    expect(await contractsOf('last-unit')).toEqual([]);
    expect(await salesOf('last-unit')).toBe(0);
    expect(await db().select().from(entitlements).where(eq(entitlements.planId, 'last-unit'))).toEqual([]);
    expect(await db().select().from(chargeAttempts).where(eq(chargeAttempts.planId, 'last-unit'))).toEqual([]);
    // The unit is still there for a buyer the store meant it for.
    const other = await member();
    expect((await verify(other, 'last-unit', 'DEMOFREE')).json<ApiErrorBody>()).toMatchObject(NOT_APPLICABLE);
  });
});
