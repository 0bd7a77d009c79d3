import type { ErrorCode, OrderVerify, PlanType, RenewSpanUnit } from '@vs/contract';
import { addDays, addSpan, shownWithinTenYears } from './calendar';
import { campaignApplies, discountedPrice, isFullyFree, type Campaign } from './campaign';
import { isContractLimited, type MemberContracts } from '../plans/member-contracts';
import { taxInside } from './tax';

/**
 * The purchase's decisions as pure functions (spec 000 §4 "Plan availability", "Purchase"; spec 001
 * §5 "Campaign code", "Purchase"; §8 plan-list errors): the service reads the facts, these decide.
 */

/** What the decisions need of a plan. */
export interface PlanFacts {
  readonly planId: string;
  readonly planType: PlanType;
  readonly price: number;
  readonly renewSpanUnit: RenewSpanUnit | null;
  readonly renewSpan: number | null;
  readonly freeTrialDays: number | null;
  readonly salesStartDate: Date | null;
  readonly salesEndDate: Date | null;
  readonly salesCount: number;
  readonly salesLimit: number | null;
  readonly forceStopRenewDate: Date | null;
  /** The plan's consumption tax rate (percent: 10 standard, 8 reduced); amounts include it. */
  readonly taxRate: number;
}

export type PurchaseRefusal = Extract<
  ErrorCode,
  | 'PURCHASE_ALREADY_CONTRACTED'
  | 'PURCHASE_CONTRACT_LIMIT'
  | 'PURCHASE_SALES_CLOSED'
  | 'PURCHASE_SOLD_OUT'
  | 'PURCHASE_CAMPAIGN_NOT_APPLICABLE'
  | 'PURCHASE_CAMPAIGN_NOT_FREE'
  | 'PURCHASE_CAMPAIGN_CANNOT_RENEW'
>;

export function isSoldOut(plan: Pick<PlanFacts, 'salesCount' | 'salesLimit'>): boolean {
  return plan.salesLimit !== null && plan.salesCount >= plan.salesLimit;
}

/**
 * Spec 000 §4's order: contract-limited first, then "already contracted" (a second contract would bill
 * twice), then the sales period and the sales limit.
 */
export function availabilityRefusal(
  plan: PlanFacts,
  contracts: MemberContracts,
  contractLimit: number | null,
  now: Date,
): PurchaseRefusal | null {
  if (isContractLimited(contracts, contractLimit)) return 'PURCHASE_CONTRACT_LIMIT';
  if (contracts.livePlanIds.includes(plan.planId)) return 'PURCHASE_ALREADY_CONTRACTED';
  if (plan.salesEndDate !== null && now >= plan.salesEndDate) return 'PURCHASE_SALES_CLOSED';
  if (plan.salesStartDate !== null && now < plan.salesStartDate) return 'PURCHASE_SALES_CLOSED';
  if (isSoldOut(plan)) return 'PURCHASE_SOLD_OUT';
  return null;
}

/** How the member pays (spec 001 §7: a saved method, a new one, or the campaign-code method). */
export type PaymentChoice =
  | { readonly kind: 'campaignCode' }
  | { readonly kind: 'addPaymentMethod' }
  | { readonly kind: 'savedMethod'; readonly paymentMethodId: string };

/**
 * The campaign's refusal: `'INVALID_CODE'` when a code was given but the store has no such code
 * (the field's 'Please enter a valid campaign code.'), else a catalogue code or null.
 */
export function campaignRefusal(input: {
  readonly plan: PlanFacts;
  readonly choice: PaymentChoice;
  /** undefined: no code given; null: a code given that the store does not have. */
  readonly campaign: Campaign | null | undefined;
  readonly contracts: MemberContracts;
  readonly now: Date;
}): PurchaseRefusal | 'INVALID_CODE' | null {
  const { plan, choice, campaign, contracts, now } = input;
  if (campaign === null) return 'INVALID_CODE';
  if (campaign === undefined) return choice.kind === 'campaignCode' ? 'INVALID_CODE' : null;
  if (!campaignApplies(campaign, plan, now)) return 'PURCHASE_CAMPAIGN_NOT_APPLICABLE';
  if (choice.kind === 'campaignCode') {
    if (!isFullyFree(campaign)) return 'PURCHASE_CAMPAIGN_NOT_FREE';
    if (plan.planType === 'subscription' && contracts.campaignCodePlanIds.includes(plan.planId))
      return 'PURCHASE_CAMPAIGN_CANNOT_RENEW';
  }
  if (contracts.usedCampaigns.includes(`${plan.planId} ${campaign.campaignId}`))
    return 'PURCHASE_CAMPAIGN_NOT_APPLICABLE';
  return null;
}

/** The contract a purchase makes, and the order the confirm page shows. */
export interface OrderTerms {
  readonly order: OrderVerify;
  /** Spec 000 §4's status of the new contract. */
  readonly status: 'NEW_CONTRACT' | 'NEW_TRIAL_CONTRACT' | 'RE_CONTRACT';
  readonly trialEndDate: Date | null;
  /** When the contract ends by itself (a rental, a subscription paid by campaign code); null: never. */
  readonly contractExpiresAt: Date | null;
  /** The end of the entitlement the purchase gives (a subscription's: its first period, renewed by billing). */
  readonly entitlementExpiresAt: Date | null;
  /** The next settlement of a renewing subscription (null: none). */
  readonly nextSettlementDay: Date | null;
  /** A payment method must be on file: the campaign-code method alone pays only for free contracts that end. */
  readonly needsPaymentMethod: boolean;
}

/** The period a plan's price buys: a subscription's renewal span, a rental's viewing period. */
function periodEnd(plan: PlanFacts, from: Date): Date | null {
  if (plan.renewSpanUnit === null || plan.renewSpan === null) return null;
  return addSpan(from, plan.renewSpanUnit, plan.renewSpan);
}

/**
 * Spec 000 §3 "Order verify" and §9 "Campaign display": a campaign replaces the free trial; a
 * re-contract gets no free trial (decided). Tax is computed once for the amount's one rate.
 */
export function orderTerms(input: {
  readonly plan: PlanFacts;
  readonly choice: PaymentChoice;
  readonly campaign: Campaign | undefined;
  readonly isReContract: boolean;
  readonly now: Date;
}): OrderTerms {
  const { plan, choice, campaign, isReContract, now } = input;
  const byCode = choice.kind === 'campaignCode';
  const free = campaign !== undefined && isFullyFree(campaign);
  const trialDays =
    plan.planType === 'subscription' && !campaign && !isReContract && (plan.freeTrialDays ?? 0) > 0
      ? (plan.freeTrialDays ?? 0)
      : null;
  const billingAmount = campaign ? discountedPrice(plan.price, campaign) : trialDays !== null ? 0 : plan.price;

  let freeUntil: Date | null = null;
  if (trialDays !== null) freeUntil = addDays(now, trialDays);
  else if (free && plan.planType === 'subscription') freeUntil = addDays(now, campaign.freeDays ?? 0);

  const subscription = plan.planType === 'subscription';
  const entitlementExpiresAt = subscription ? (freeUntil ?? periodEnd(plan, now)) : periodEnd(plan, now);
  const contractExpiresAt =
    plan.planType === 'rental' ? entitlementExpiresAt : subscription && byCode ? freeUntil : null;
  const nextSettlementDay = subscription && !byCode ? entitlementExpiresAt : null;
  const firstPaymentDay = billingAmount > 0 ? now : nextSettlementDay;
  const subscriptionExpiration = subscription ? (byCode ? contractExpiresAt : plan.forceStopRenewDate) : null;

  const order: OrderVerify = {
    billingAmount,
    taxAmount: taxInside(billingAmount, plan.taxRate),
    taxRate: plan.taxRate,
    firstPaymentDay: firstPaymentDay?.toISOString() ?? null,
    isReContract,
    campaignId: campaign?.campaignId ?? null,
    campaignType: campaign ? (free ? 'free' : 'discount') : null,
    freeDays: free && subscription ? (campaign.freeDays ?? 0) : null,
    discountContinuationCount: campaign && !free ? campaign.discountContinuationCount : null,
    subscriptionExpiration: shownWithinTenYears(subscriptionExpiration, now),
    campaignEndDate: free && subscription ? (freeUntil?.toISOString() ?? null) : null,
    campaignName: campaign?.campaignName ?? null,
    campaignDescription: campaign?.campaignDescription ?? null,
    entitlementExpiration: shownWithinTenYears(entitlementExpiresAt, now),
    normalPrice: plan.price,
    discountedPrice: campaign && !free ? billingAmount : null,
    freeTrialDays: trialDays,
  };
  return {
    order,
    status: trialDays !== null ? 'NEW_TRIAL_CONTRACT' : isReContract && subscription ? 'RE_CONTRACT' : 'NEW_CONTRACT',
    trialEndDate: trialDays !== null ? freeUntil : null,
    contractExpiresAt,
    entitlementExpiresAt,
    nextSettlementDay,
    needsPaymentMethod: !byCode,
  };
}
