import type { SubscriptionStatus } from '@vs/contract';
import { taxInside } from '../purchase/tax';
import { jstDay } from './renewal-calendar';
import { badgeOf, type SubscriptionEvent } from './subscription-states';

/** The purchase module's mark of a contract paid by a campaign code (it has no payment method). */
export const CAMPAIGN_CODE_METHOD = 'CampaignCode';

/** What the renewal job knows of a due contract when it decides. */
export interface DueContract {
  readonly status: SubscriptionStatus;
  /** Its settlement day (JST), or null for a campaign-code contract, which has none. */
  readonly nextSettlementDay: string | null;
  readonly paymentMethodType: string | null;
  readonly expiresAt: Date | null;
  readonly forceStopRenewDate: Date | null;
}

/** What the job does with a due contract: charge its period, or end it. */
export type RenewalStep =
  | { readonly kind: 'charge'; readonly chargeKind: 'renewal' | 'trialConversion'; readonly periodStart: string }
  | { readonly kind: 'end'; readonly event: Extract<SubscriptionEvent, 'periodEnded' | 'stopped'>; readonly at: Date }
  /** Not due (any more): another process moved it, or nothing is to be done now. */
  | { readonly kind: 'none' };

/**
 * Spec 000 §4 at the settlement day: a scheduled cancellation ends the contract at its period's end;
 * a campaign-code contract never charges, it ends when its free period does; a plan whose
 * forceStopRenewDate has come by the settlement day renews no more; anything else is charged (a
 * trial's first charge is its conversion). A held contract is charged only by the member's retry.
 */
export function renewalStep(contract: DueContract, now: Date, periodEndOf: (day: string) => Date): RenewalStep {
  const today = jstDay(now);
  const badge = badgeOf(contract.status);
  if (contract.paymentMethodType === CAMPAIGN_CODE_METHOD) {
    if (badge === 'cancelled' || contract.expiresAt === null || contract.expiresAt > now) return { kind: 'none' };
    return { kind: 'end', event: 'stopped', at: contract.expiresAt };
  }
  const day = contract.nextSettlementDay;
  if (day === null || day > today || badge === 'cancelled' || badge === 'onHold') return { kind: 'none' };
  if (badge === 'cancelScheduled') return { kind: 'end', event: 'periodEnded', at: periodEndOf(day) };
  if (contract.forceStopRenewDate !== null && jstDay(contract.forceStopRenewDate) <= day)
    return { kind: 'end', event: 'stopped', at: periodEndOf(day) };
  return {
    kind: 'charge',
    chargeKind: contract.status === 'NEW_TRIAL_CONTRACT' ? 'trialConversion' : 'renewal',
    periodStart: day,
  };
}

export interface PricedContract {
  /** The plan's price when contracted (null for contracts older than the column: the plan's price). */
  readonly planPrice: number | null;
  /** A discount campaign's price, charged while discounted payments remain. */
  readonly billingAmount: number;
  readonly discountRemaining: number | null;
}

export interface PeriodAmount {
  /** Tax-included JPY. */
  readonly amountJpy: number;
  readonly taxAmount: number;
  readonly taxRate: number;
  /** A campaign's discounted payment: charging it uses one of discountRemaining. */
  readonly discounted: boolean;
}

/**
 * What a period costs: the campaign's discounted price while discounted payments remain, else the
 * plan's price as contracted; the tax inside it at the plan's rate, rounded down (spec 000 §9).
 */
export function periodAmount(contract: PricedContract, plan: { price: number; taxRate: number }): PeriodAmount {
  const discounted = (contract.discountRemaining ?? 0) > 0;
  const amountJpy = discounted ? contract.billingAmount : (contract.planPrice ?? plan.price);
  return { amountJpy, taxAmount: taxInside(amountJpy, plan.taxRate), taxRate: plan.taxRate, discounted };
}
