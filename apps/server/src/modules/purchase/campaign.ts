import type { PlanType } from '@vs/contract';

/** A campaign code as the purchase decisions see it (the campaign_codes row, dates as instants). */
export interface Campaign {
  readonly code: string;
  readonly campaignId: string;
  readonly campaignName: string;
  readonly campaignDescription: string | null;
  /** 'free': freeDays of a subscription at no charge; 'discount': discountPercent off the first payments. */
  readonly campaignType: 'free' | 'discount';
  readonly freeDays: number | null;
  readonly discountPercent: number | null;
  readonly discountContinuationCount: number | null;
  /** null: every plan of the store (of the types below). */
  readonly planIds: readonly string[] | null;
  /** The plan types it applies to; null: every type its effect fits ({@link typesItFits}). */
  readonly planTypes: readonly PlanType[] | null;
  readonly startDate: Date | null;
  readonly endDate: Date | null;
}

/** A free campaign, or a discount of 100 %: what the campaign-code payment method can pay for alone. */
export function isFullyFree(campaign: Campaign): boolean {
  return campaign.campaignType === 'free' || (campaign.discountPercent ?? 0) >= 100;
}

/**
 * The plan types a campaign's effect has a meaning for. Free days are days of a subscription's
 * period: on a purchase or a rental they would make a ¥0 contract that never ends (a purchase) or a
 * free rental nobody offered, so a free campaign serves subscriptions only, whatever its row says.
 * A discount takes its percentage off any plan's payment.
 */
function typesItFits(campaign: Campaign): readonly PlanType[] {
  if (campaign.campaignType === 'free') return (campaign.freeDays ?? 0) > 0 ? ['subscription'] : [];
  return ['subscription', 'purchase', 'rental'];
}

/**
 * The plan's type and the plan itself are named, and the campaign runs now (its end instant itself is
 * already over).
 */
export function campaignApplies(
  campaign: Campaign,
  plan: { readonly planId: string; readonly planType: PlanType },
  now: Date,
): boolean {
  if (!typesItFits(campaign).includes(plan.planType)) return false;
  if (campaign.planTypes !== null && !campaign.planTypes.includes(plan.planType)) return false;
  if (campaign.planIds !== null && !campaign.planIds.includes(plan.planId)) return false;
  if (campaign.startDate !== null && now < campaign.startDate) return false;
  if (campaign.endDate !== null && now >= campaign.endDate) return false;
  return true;
}

/** A discount's price of one discounted payment: the discount is taken off, rounding in the member's favour. */
export function discountedPrice(price: number, campaign: Campaign): number {
  if (isFullyFree(campaign)) return 0;
  const percent = Math.min(Math.max(campaign.discountPercent ?? 0, 0), 100);
  return Math.floor((price * (100 - percent)) / 100);
}
