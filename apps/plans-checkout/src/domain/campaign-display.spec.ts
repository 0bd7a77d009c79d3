import type { OrderVerify } from '@vs/contract';
import { describe, expect, it } from 'vitest';
import { campaignLine } from './campaign-display';

const order = (overrides: Partial<OrderVerify>): OrderVerify => ({
  billingAmount: 990,
  taxAmount: 90,
  taxRate: 10,
  firstPaymentDay: null,
  isReContract: false,
  campaignId: null,
  campaignType: null,
  freeDays: null,
  discountContinuationCount: null,
  subscriptionExpiration: null,
  campaignEndDate: null,
  campaignName: null,
  campaignDescription: null,
  entitlementExpiration: null,
  normalPrice: 990,
  discountedPrice: null,
  freeTrialDays: null,
  ...overrides,
});

describe('campaignLine (spec 000 §9 "Campaign display")', () => {
  it('shows a free campaign as its free period then the normal price', () => {
    expect(campaignLine(order({ campaignType: 'free', freeDays: 30, billingAmount: 0 }))).toEqual({
      key: 'confirm.campaignFree',
      days: 30,
      price: 990,
    });
  });

  it('shows a free campaign on a one-off plan as free instead of its price', () => {
    expect(campaignLine(order({ campaignType: 'free', billingAmount: 0, normalPrice: 2500 }))).toEqual({
      key: 'confirm.campaignFreeOnce',
      price: 2500,
    });
  });

  it('shows a discount as the count of discounted payments', () => {
    expect(
      campaignLine(
        order({ campaignType: 'discount', discountContinuationCount: 3, discountedPrice: 495, billingAmount: 495 }),
      ),
    ).toEqual({ key: 'confirm.campaignDiscount', count: 3, discounted: 495, price: 990 });
  });

  it('shows a free trial, and nothing for a plain order', () => {
    expect(campaignLine(order({ freeTrialDays: 7, billingAmount: 0 }))).toEqual({
      key: 'confirm.freeTrial',
      days: 7,
      price: 990,
    });
    expect(campaignLine(order({}))).toBeNull();
  });
});
