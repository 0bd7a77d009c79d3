/** A campaign code as the purchase decisions see it (the campaign_codes row, dates as instants). */
export interface Campaign {
  readonly code: string;
  readonly campaignId: string;
  readonly campaignName: string;
  readonly campaignDescription: string | null;
  readonly campaignType: 'free' | 'discount';
  readonly freeDays: number | null;
  readonly discountPercent: number | null;
  readonly discountContinuationCount: number | null;
  /** null: every plan of the store. */
  readonly planIds: readonly string[] | null;
  readonly startDate: Date | null;
  readonly endDate: Date | null;
}

/** A free campaign, or a discount of 100 %: what the campaign-code payment method can pay for alone. */
export function isFullyFree(campaign: Campaign): boolean {
  return campaign.campaignType === 'free' || (campaign.discountPercent ?? 0) >= 100;
}

/** The plan is covered and the campaign runs now (its end instant itself is already over). */
export function campaignApplies(campaign: Campaign, planId: string, now: Date): boolean {
  if (campaign.planIds !== null && !campaign.planIds.includes(planId)) return false;
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
