import type { Plan, PlanDetailScreenData, PlanListScreenData } from '@vs/contract';

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
