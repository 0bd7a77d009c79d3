import type { PlanConfirmScreenData, PlanListScreenData } from '@vs/contract';
import { describe, expect, it } from 'vitest';
import { testClock } from '../../test/browser';
import { loggedInMember } from '../../test/member-fixtures';
import { useTestApp } from '../../test/use-test-app';

const clock = testClock(new Date('2026-03-01T00:00:00Z'));
const DAY = 86_400_000;

/** A rental ends by itself: listed while it runs, gone after its period, then rentable again. */
describe('rental', () => {
  const t = useTestApp({}, { now: clock.now });

  it('rents for the viewing period, ends after it, and may be rented again (a re-contract)', async () => {
    const { browser } = await loggedInMember(t.app, t.db, 'renter@example.com');
    const rent = async () => {
      const verified = await browser.post('/zapi/purchase/verify/rental-2d', {
        paymentMethod: 'CampaignCode',
        campaignCode: 'FILMGIFT',
      });
      expect(verified.statusCode, verified.body).toBe(200);
      return (await browser.screenData('/plans/rental-2d/confirm')).json<PlanConfirmScreenData>();
    };
    const confirm = await rent();
    expect(confirm.order).toMatchObject({
      billingAmount: 0,
      campaignType: 'free',
      entitlementExpiration: '2026-03-03T00:00:00.000Z',
      isReContract: false,
    });
    const bought = await browser.post('/zapi/purchase/rental-2d', {
      paymentMethod: 'CampaignCode',
      campaignCode: 'FILMGIFT',
      purchaseToken: confirm.purchaseToken,
      surveyAnswers: {},
    });
    expect(bought.statusCode, bought.body).toBe(200);
    const held = async () =>
      (await browser.screenData('/plans')).json<PlanListScreenData>().contractedPlans.map((plan) => plan.planId);
    expect(await held()).toEqual(['rental-2d']);

    clock.advance(2 * DAY - 1);
    expect(await held()).toEqual(['rental-2d']);
    clock.advance(1);
    expect(await held()).toEqual([]);
    // The campaign served this plan once: a second rental by the same code is refused…
    const again = await browser.post('/zapi/purchase/verify/rental-2d', {
      paymentMethod: 'CampaignCode',
      campaignCode: 'FILMGIFT',
    });
    expect(again.json()).toMatchObject({ code: 'PURCHASE_CAMPAIGN_NOT_APPLICABLE' });
    // …and a rental paid by a method would be a re-contract (no payment module yet: no method).
    const paid = await browser.post('/zapi/purchase/verify/rental-2d', { paymentMethod: 'pm-1', campaignCode: '' });
    expect(paid.json()).toMatchObject({ code: 'PURCHASE_NO_PAYMENT_METHOD' });
  });
});
