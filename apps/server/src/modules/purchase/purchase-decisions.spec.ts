import { describe, expect, it } from 'vitest';
import { addMonths, shownWithinTenYears } from './calendar';
import type { Campaign } from './campaign';
import { NO_CONTRACTS, summarizeContracts, type MemberContracts } from '../plans/member-contracts';
import { availabilityRefusal, campaignRefusal, orderTerms, type PlanFacts } from './purchase-decisions';
import { taxByRate, taxInside } from './tax';

const now = new Date('2026-01-31T03:00:00Z');

const monthly: PlanFacts = {
  planId: 'monthly',
  planType: 'subscription',
  price: 990,
  renewSpanUnit: 'months',
  renewSpan: 1,
  freeTrialDays: 7,
  salesStartDate: null,
  salesEndDate: null,
  salesCount: 0,
  salesLimit: null,
  forceStopRenewDate: null,
  taxRate: 10,
};
const film: PlanFacts = {
  ...monthly,
  planId: 'film',
  planType: 'purchase',
  price: 2500,
  renewSpanUnit: null,
  renewSpan: null,
  freeTrialDays: null,
};
const rental: PlanFacts = {
  ...film,
  planId: 'rental',
  planType: 'rental',
  price: 440,
  renewSpanUnit: 'days',
  renewSpan: 2,
};

const freeCode: Campaign = {
  code: 'DEMOFREE',
  campaignId: 'free-30',
  campaignName: '30 days free',
  campaignDescription: null,
  campaignType: 'free',
  freeDays: 30,
  discountPercent: null,
  discountContinuationCount: null,
  planIds: null,
  planTypes: null,
  startDate: null,
  endDate: null,
};
const halfPrice: Campaign = {
  ...freeCode,
  code: 'HALF',
  campaignId: 'half-3',
  campaignType: 'discount',
  freeDays: null,
  discountPercent: 50,
  discountContinuationCount: 3,
};
const contracts = (extra: Partial<MemberContracts>): MemberContracts => ({ ...NO_CONTRACTS, ...extra });

describe('availabilityRefusal (spec 000 §4 "Plan availability")', () => {
  it('accepts a plan on sale', () => {
    expect(availabilityRefusal(monthly, NO_CONTRACTS, 2, now)).toBeNull();
  });

  it('refuses a plan the member holds: a second contract would bill twice', () => {
    expect(availabilityRefusal(monthly, contracts({ livePlanIds: ['monthly'] }), null, now)).toBe(
      'PURCHASE_ALREADY_CONTRACTED',
    );
  });

  it('refuses every plan type at the contract limit, which counts live contracts of every type (spec 000 §4)', () => {
    const atLimit = contracts({ liveContractCount: 2 });
    expect(availabilityRefusal(monthly, atLimit, 2, now)).toBe('PURCHASE_CONTRACT_LIMIT');
    expect(availabilityRefusal(monthly, contracts({ liveContractCount: 1 }), 2, now)).toBeNull();
    expect(availabilityRefusal(monthly, contracts({ liveContractCount: 50 }), null, now)).toBeNull();
    expect(availabilityRefusal(film, atLimit, 2, now)).toBe('PURCHASE_CONTRACT_LIMIT');
    expect(availabilityRefusal(rental, atLimit, 2, now)).toBe('PURCHASE_CONTRACT_LIMIT');
  });

  it("checks the contract limit before 'current plan' (the spec's order)", () => {
    const heldAtLimit = contracts({ livePlanIds: ['monthly'], liveContractCount: 2 });
    expect(availabilityRefusal(monthly, heldAtLimit, 2, now)).toBe('PURCHASE_CONTRACT_LIMIT');
  });

  it('closes the sales window at its end instant and opens it at its start instant', () => {
    expect(availabilityRefusal({ ...film, salesEndDate: now }, NO_CONTRACTS, null, now)).toBe('PURCHASE_SALES_CLOSED');
    expect(
      availabilityRefusal({ ...film, salesEndDate: new Date(now.getTime() + 1) }, NO_CONTRACTS, null, now),
    ).toBeNull();
    expect(availabilityRefusal({ ...film, salesStartDate: now }, NO_CONTRACTS, null, now)).toBeNull();
    expect(availabilityRefusal({ ...film, salesStartDate: new Date(now.getTime() + 1) }, NO_CONTRACTS, null, now)).toBe(
      'PURCHASE_SALES_CLOSED',
    );
  });

  it('is sold out at or above the sales limit', () => {
    expect(availabilityRefusal({ ...film, salesCount: 2, salesLimit: 3 }, NO_CONTRACTS, null, now)).toBeNull();
    expect(availabilityRefusal({ ...film, salesCount: 3, salesLimit: 3 }, NO_CONTRACTS, null, now)).toBe(
      'PURCHASE_SOLD_OUT',
    );
    expect(availabilityRefusal({ ...film, salesCount: 4, salesLimit: 3 }, NO_CONTRACTS, null, now)).toBe(
      'PURCHASE_SOLD_OUT',
    );
  });
});

describe('campaignRefusal (spec 001 §5 "Campaign code", §8 plan-list errors)', () => {
  const byCode = { kind: 'campaignCode' } as const;
  const byCard = { kind: 'savedMethod', paymentMethodId: 'pm-1' } as const;

  it('answers INVALID_CODE for a code the store does not have, or the code method with no code', () => {
    expect(campaignRefusal({ plan: monthly, choice: byCode, campaign: null, contracts: NO_CONTRACTS, now })).toBe(
      'INVALID_CODE',
    );
    expect(campaignRefusal({ plan: monthly, choice: byCode, campaign: undefined, contracts: NO_CONTRACTS, now })).toBe(
      'INVALID_CODE',
    );
    expect(
      campaignRefusal({ plan: monthly, choice: byCard, campaign: undefined, contracts: NO_CONTRACTS, now }),
    ).toBeNull();
  });

  it('refuses a campaign outside its plans or its dates', () => {
    const other = { ...freeCode, planIds: ['yearly'] };
    expect(campaignRefusal({ plan: monthly, choice: byCode, campaign: other, contracts: NO_CONTRACTS, now })).toBe(
      'PURCHASE_CAMPAIGN_NOT_APPLICABLE',
    );
    const ended = { ...freeCode, endDate: now };
    expect(campaignRefusal({ plan: monthly, choice: byCode, campaign: ended, contracts: NO_CONTRACTS, now })).toBe(
      'PURCHASE_CAMPAIGN_NOT_APPLICABLE',
    );
    const later = { ...freeCode, startDate: new Date(now.getTime() + 1) };
    expect(campaignRefusal({ plan: monthly, choice: byCode, campaign: later, contracts: NO_CONTRACTS, now })).toBe(
      'PURCHASE_CAMPAIGN_NOT_APPLICABLE',
    );
  });

  it('gives free days only to subscriptions: never a one-time purchase or a rental, by any payment', () => {
    for (const plan of [film, rental])
      for (const choice of [byCode, byCard])
        expect(campaignRefusal({ plan, choice, campaign: freeCode, contracts: NO_CONTRACTS, now })).toBe(
          'PURCHASE_CAMPAIGN_NOT_APPLICABLE',
        );
    // Naming the types does not stretch free days beyond what they mean.
    const named = { ...freeCode, planTypes: ['subscription', 'purchase', 'rental'] as const };
    expect(campaignRefusal({ plan: film, choice: byCode, campaign: named, contracts: NO_CONTRACTS, now })).toBe(
      'PURCHASE_CAMPAIGN_NOT_APPLICABLE',
    );
    // A free campaign without its days has no effect to give.
    const noDays = { ...freeCode, freeDays: null };
    expect(campaignRefusal({ plan: monthly, choice: byCode, campaign: noDays, contracts: NO_CONTRACTS, now })).toBe(
      'PURCHASE_CAMPAIGN_NOT_APPLICABLE',
    );
  });

  it('applies a campaign only to the plan types it names', () => {
    const gift = { ...halfPrice, discountPercent: 100, discountContinuationCount: 1, planTypes: ['purchase'] as const };
    expect(campaignRefusal({ plan: film, choice: byCode, campaign: gift, contracts: NO_CONTRACTS, now })).toBeNull();
    for (const plan of [monthly, rental])
      expect(campaignRefusal({ plan, choice: byCode, campaign: gift, contracts: NO_CONTRACTS, now })).toBe(
        'PURCHASE_CAMPAIGN_NOT_APPLICABLE',
      );
    const subscriptionsOnly = { ...halfPrice, planTypes: ['subscription'] as const };
    expect(
      campaignRefusal({ plan: rental, choice: byCard, campaign: subscriptionsOnly, contracts: NO_CONTRACTS, now }),
    ).toBe('PURCHASE_CAMPAIGN_NOT_APPLICABLE');
  });

  it('lets the code method pay only a 100 % campaign; a discount needs a payment method', () => {
    expect(
      campaignRefusal({ plan: monthly, choice: byCode, campaign: freeCode, contracts: NO_CONTRACTS, now }),
    ).toBeNull();
    expect(campaignRefusal({ plan: monthly, choice: byCode, campaign: halfPrice, contracts: NO_CONTRACTS, now })).toBe(
      'PURCHASE_CAMPAIGN_NOT_FREE',
    );
    const hundred = { ...halfPrice, discountPercent: 100 };
    expect(
      campaignRefusal({ plan: monthly, choice: byCode, campaign: hundred, contracts: NO_CONTRACTS, now }),
    ).toBeNull();
    expect(
      campaignRefusal({ plan: monthly, choice: byCard, campaign: halfPrice, contracts: NO_CONTRACTS, now }),
    ).toBeNull();
  });

  it('cannot renew a subscription by the code method, and a campaign serves a plan once per member', () => {
    const before = contracts({ campaignCodePlanIds: ['monthly'] });
    expect(campaignRefusal({ plan: monthly, choice: byCode, campaign: freeCode, contracts: before, now })).toBe(
      'PURCHASE_CAMPAIGN_CANNOT_RENEW',
    );
    const used = contracts({ usedCampaigns: ['monthly half-3'] });
    expect(campaignRefusal({ plan: monthly, choice: byCard, campaign: halfPrice, contracts: used, now })).toBe(
      'PURCHASE_CAMPAIGN_NOT_APPLICABLE',
    );
  });
});

describe('orderTerms (spec 000 §3 "Order verify", §9 campaign display)', () => {
  const byCode = { kind: 'campaignCode' } as const;
  const byCard = { kind: 'savedMethod', paymentMethodId: 'pm-1' } as const;

  it('starts a free trial: nothing billed now, first payment after the trial', () => {
    const terms = orderTerms({ plan: monthly, choice: byCard, campaign: undefined, isReContract: false, now });
    expect(terms.status).toBe('NEW_TRIAL_CONTRACT');
    expect(terms.order).toMatchObject({ billingAmount: 0, taxAmount: 0, freeTrialDays: 7, isReContract: false });
    expect(terms.order.firstPaymentDay).toBe('2026-02-07T03:00:00.000Z');
    expect(terms.trialEndDate?.toISOString()).toBe('2026-02-07T03:00:00.000Z');
    expect(terms.needsPaymentMethod).toBe(true);
  });

  it('gives no trial on a re-contract: the price is billed now', () => {
    const terms = orderTerms({ plan: monthly, choice: byCard, campaign: undefined, isReContract: true, now });
    expect(terms.status).toBe('RE_CONTRACT');
    expect(terms.order).toMatchObject({ billingAmount: 990, taxAmount: 90, freeTrialDays: null, isReContract: true });
    // 31 January + 1 month is the end of February.
    expect(terms.nextSettlementDay?.toISOString()).toBe('2026-02-28T03:00:00.000Z');
  });

  it('shows a free campaign as its free period then the normal price; by code the subscription then ends', () => {
    const terms = orderTerms({ plan: monthly, choice: byCode, campaign: freeCode, isReContract: false, now });
    expect(terms.order).toMatchObject({
      billingAmount: 0,
      campaignType: 'free',
      freeDays: 30,
      normalPrice: 990,
      campaignId: 'free-30',
      firstPaymentDay: null,
      campaignEndDate: '2026-03-02T03:00:00.000Z',
      subscriptionExpiration: '2026-03-02T03:00:00.000Z',
    });
    expect(terms.status).toBe('NEW_CONTRACT');
    expect(terms.needsPaymentMethod).toBe(false);
    expect(terms.contractExpiresAt?.toISOString()).toBe('2026-03-02T03:00:00.000Z');
  });

  it("taxes at the plan's own rate: 8 % (reduced) inside 2,500 yen is 185", () => {
    const reduced = { ...film, taxRate: 8 };
    const terms = orderTerms({ plan: reduced, choice: byCard, campaign: undefined, isReContract: false, now });
    expect(terms.order).toMatchObject({ billingAmount: 2500, taxAmount: 185, taxRate: 8 });
  });

  it('shows a discount as the count of discounted payments', () => {
    const terms = orderTerms({ plan: monthly, choice: byCard, campaign: halfPrice, isReContract: false, now });
    expect(terms.order).toMatchObject({
      billingAmount: 495,
      discountedPrice: 495,
      discountContinuationCount: 3,
      campaignType: 'discount',
      taxAmount: 45,
      freeTrialDays: null,
    });
  });

  it('ends a rental after its period and never a purchase (entitlement shown only within 10 years)', () => {
    const rented = orderTerms({ plan: rental, choice: byCard, campaign: undefined, isReContract: false, now });
    expect(rented.order.entitlementExpiration).toBe('2026-02-02T03:00:00.000Z');
    expect(rented.contractExpiresAt?.toISOString()).toBe('2026-02-02T03:00:00.000Z');
    expect(rented.order.billingAmount).toBe(440);
    const gift = { ...halfPrice, discountPercent: 100, discountContinuationCount: 1 };
    const bought = orderTerms({ plan: film, choice: byCode, campaign: gift, isReContract: false, now });
    expect(bought.order).toMatchObject({
      billingAmount: 0,
      entitlementExpiration: null,
      campaignType: 'free',
      freeDays: null,
    });
    expect(bought.contractExpiresAt).toBeNull();
    const stopping = { ...monthly, forceStopRenewDate: addMonths(now, 121) };
    expect(
      orderTerms({ plan: stopping, choice: byCard, campaign: undefined, isReContract: true, now }).order
        .subscriptionExpiration,
    ).toBeNull();
  });
});

describe('shownWithinTenYears (spec 000 §9)', () => {
  it('shows a date up to exactly 10 years ahead and nothing beyond', () => {
    expect(shownWithinTenYears(addMonths(now, 120), now)).toBe('2036-01-31T03:00:00.000Z');
    expect(shownWithinTenYears(new Date(addMonths(now, 120).getTime() + 1), now)).toBeNull();
    expect(shownWithinTenYears(null, now)).toBeNull();
  });
});

describe('tax (spec 000 §9: tax-included JPY, tax per rate)', () => {
  it('takes the tax out of a tax-included amount', () => {
    expect(taxInside(990, 10)).toBe(90);
    expect(taxInside(1100, 10)).toBe(100);
    expect(taxInside(1080, 8)).toBe(80);
    expect(taxInside(0, 10)).toBe(0);
    expect(() => taxInside(1.5, 10)).toThrow(RangeError);
  });

  it('computes the tax once per rate over the sum, not per line', () => {
    // Per line: floor(105/11)*3 = 27; once over 315: floor(3150/110) = 28.
    expect(
      taxByRate([
        { amount: 105, rate: 10 },
        { amount: 105, rate: 10 },
        { amount: 105, rate: 10 },
        { amount: 108, rate: 8 },
      ]),
    ).toEqual([
      { rate: 8, amount: 108, tax: 8 },
      { rate: 10, amount: 315, tax: 28 },
    ]);
  });
});

describe('summarizeContracts', () => {
  const row = { planType: 'subscription' as const, expiresAt: null, campaignId: null, paymentMethodType: null };
  it('counts live contracts (a pending charge holds its place), never cancelled or expired ones', () => {
    const summary = summarizeContracts(
      [
        { ...row, planId: 'monthly', status: 'NEW_CONTRACT', campaignId: 'free-30', paymentMethodType: 'CampaignCode' },
        { ...row, planId: 'yearly', status: 'PENDING' },
        { ...row, planId: 'old', status: 'CANCELLED' },
        { ...row, planId: 'rental', planType: 'rental', status: 'NEW_CONTRACT', expiresAt: now },
        { ...row, planId: 'film', planType: 'purchase', status: 'NEW_CONTRACT' },
      ],
      now,
    );
    expect(summary).toEqual({
      livePlanIds: ['monthly', 'yearly', 'film'],
      liveContractCount: 3,
      pastPlanIds: ['monthly', 'old', 'rental', 'film'],
      usedCampaigns: ['monthly free-30'],
      campaignCodePlanIds: ['monthly'],
    });
  });
});
