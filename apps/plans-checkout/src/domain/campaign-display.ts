import type { OrderVerify } from '@vs/contract';

/**
 * Spec 000 §9 "Campaign display": a free campaign shows the free period then the normal price; a
 * discount shows the count of discounted payments; a free trial reads like a free period. The key
 * and values for `plans:confirm.*`, or null when the order has none of them.
 */
export interface CampaignLine {
  readonly key: 'confirm.campaignFree' | 'confirm.campaignFreeOnce' | 'confirm.campaignDiscount' | 'confirm.freeTrial';
  readonly days?: number;
  readonly count?: number;
  /** Amounts in JPY, formatted by the page. */
  readonly price: number;
  readonly discounted?: number;
}

export function campaignLine(order: OrderVerify): CampaignLine | null {
  if (order.campaignType === 'free') {
    return order.freeDays !== null
      ? { key: 'confirm.campaignFree', days: order.freeDays, price: order.normalPrice }
      : { key: 'confirm.campaignFreeOnce', price: order.normalPrice };
  }
  if (order.campaignType === 'discount') {
    return {
      key: 'confirm.campaignDiscount',
      count: order.discountContinuationCount ?? 1,
      discounted: order.discountedPrice ?? order.billingAmount,
      price: order.normalPrice,
    };
  }
  if (order.freeTrialDays !== null)
    return { key: 'confirm.freeTrial', days: order.freeTrialDays, price: order.normalPrice };
  return null;
}
