import type { OrderVerify, Plan, PlanConfirmScreenData, PlanDetailScreenData, PlanListScreenData } from '@vs/contract';

/** A plain monthly subscription on sale with no limit; tests override only what they are about. */
export function aPlan(overrides: Partial<Plan> = {}): Plan {
  return {
    planId: 'basic',
    planType: 'subscription',
    planName: 'Basic',
    planDescription: '<p>All titles</p>',
    renewSpanUnit: 'months',
    renewSpan: 1,
    freeTrialDays: null,
    price: 1980,
    salesStartDate: null,
    salesEndDate: null,
    salesCount: 0,
    salesLimit: null,
    forceStopRenewDate: null,
    hasAvailableCampaign: false,
    orderCompletedMessage: null,
    ...overrides,
  };
}

export const fixtureNow = '2025-06-01T03:00:00.000Z';

export function aPlanList(overrides: Partial<PlanListScreenData> = {}): PlanListScreenData {
  return { contractedPlans: [], plans: [aPlan()], isContractLimited: false, now: fixtureNow, ...overrides };
}

export function aPlanDetail(overrides: Partial<PlanDetailScreenData> = {}): PlanDetailScreenData {
  return { plan: aPlan(), isContracted: false, isContractLimited: false, now: fixtureNow, ...overrides };
}

export function anOrder(overrides: Partial<OrderVerify> = {}): OrderVerify {
  return {
    billingAmount: 0,
    taxAmount: 0,
    taxRate: 10,
    firstPaymentDay: null,
    isReContract: false,
    campaignId: 'free-30',
    campaignType: 'free',
    freeDays: 30,
    discountContinuationCount: null,
    subscriptionExpiration: '2025-07-01T03:00:00.000Z',
    campaignEndDate: '2025-07-01T03:00:00.000Z',
    campaignName: '30日間無料キャンペーン',
    campaignDescription: null,
    entitlementExpiration: '2025-07-01T03:00:00.000Z',
    normalPrice: 1980,
    discountedPrice: null,
    freeTrialDays: null,
    ...overrides,
  };
}

export function aPlanConfirm(overrides: Partial<PlanConfirmScreenData> = {}): PlanConfirmScreenData {
  return {
    plan: aPlan(),
    order: anOrder(),
    paymentMethod: 'CampaignCode',
    campaignCode: 'DEMOFREE',
    purchaseToken: '11111111-2222-4333-8444-555555555555',
    survey: null,
    ...overrides,
  };
}
