import type { SubscriptionCard, SubscriptionDetail } from '@vs/contract';

export function aSubscriptionCard(overrides: Partial<SubscriptionCard> = {}): SubscriptionCard {
  return {
    subscriptionId: 'sub-1',
    planId: 'monthly',
    planName: '見放題 月額プラン',
    planType: 'subscription',
    subscriptionStatus: 'ONGOING_CONTRACT',
    badge: 'contracted',
    renewSpan: 1,
    renewSpanUnit: 'months',
    nextSettlementDay: '2026-12-10',
    endDate: '2026-12-09',
    isRenewing: false,
    isCardExpired: false,
    ...overrides,
  };
}

export function aSubscription(overrides: Partial<SubscriptionDetail> = {}): SubscriptionDetail {
  return {
    ...aSubscriptionCard(),
    planDescription: '<p>全作品が<strong>見放題</strong>。</p>',
    billingAmount: 990,
    originalPrice: 990,
    campaign: null,
    campaignApplicablePeriod: null,
    firstPaymentDay: '2026-10-10',
    accountPaymentMethod: {
      accountPaymentMethodId: 'pm-1',
      paymentMethodType: 'SbpsCredit',
      credit: { cardbrandCode: 'V', cardNumberSuffix: '4242', expireDate: '203012' },
    },
    salesCount: 0,
    salesLimit: null,
    isWithdraw: false,
    canUndoCancel: false,
    retryAvailableFrom: null,
    isRetryInProgress: false,
    survey: null,
    ...overrides,
  };
}
