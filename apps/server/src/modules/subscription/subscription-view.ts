import type {
  PlanType,
  RenewSpanUnit,
  SubscriptionCard,
  SubscriptionDetail,
  SubscriptionStatus,
  Survey,
} from '@vs/contract';
import type { PaymentMethodRow } from '../payment/payment-methods.repository';
import { savedMethodOf } from '../payment/saved-method';
import { dayAfter, jstDay } from '../billing/renewal-calendar';
import { periodAmount } from '../billing/renewal-terms';
import { badgeOf, isSubscriptionStatus } from '../billing/subscription-states';

/** The JST month of an instant as YYYYMM, the shape of a card's expiry. */
const jstMonthOf = (at: Date): string => jstDay(at).slice(0, 7).replace('-', '');

/** The last day of a period that ends when the next one starts on `day`. */
const dayBefore = (day: string): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
};

/** What the list and the detail are decided from: one contract row with its plan and paying method. */
export interface SubscriptionFacts {
  readonly id: string;
  readonly planId: string;
  readonly planType: PlanType;
  readonly status: string;
  /** JST day (YYYY-MM-DD) of the next charge; for a scheduled cancellation, the day it ends. */
  readonly nextSettlementDay: string | null;
  readonly createdAt: Date;
  readonly billingAmount: number;
  readonly planPrice: number | null;
  readonly discountRemaining: number | null;
  readonly campaignName: string | null;
  readonly campaignStartDate: Date | null;
  readonly campaignEndDate: Date | null;
  readonly firstPaymentDay: Date | null;
  readonly expiresAt: Date | null;
  readonly holdSince: Date | null;
  readonly cancelledAt: Date | null;
  readonly paymentMethodType: string | null;
  /** The paying method when it still exists (the member's own); null otherwise. */
  readonly method: PaymentMethodRow | null;
  /** Null: the plan left the catalogue (its contract stays visible under its id). */
  readonly plan: {
    readonly planName: string;
    readonly planDescription: string;
    readonly renewSpan: number | null;
    readonly renewSpanUnit: RenewSpanUnit | null;
    readonly price: number;
    readonly salesCount: number;
    readonly salesLimit: number | null;
    readonly survey: Survey | null;
  } | null;
  /** A charge of this contract is running or its answer was lost (the ledger's pending or unknown attempt). */
  readonly hasUnsettledCharge: boolean;
}

/** A card whose month end is past (spec 000 §4 'credit card expires'); other methods never expire. */
export function isExpiredMethod(method: PaymentMethodRow, now: Date): boolean {
  return method.cardExpireDate !== null && method.cardExpireDate < jstMonthOf(now);
}

/** A method renewals can charge: the member's, of the configured provider, not an expired card. */
export function isUsableMethod(method: PaymentMethodRow | null, providerName: string | null, now: Date): boolean {
  return method !== null && method.provider === providerName && !isExpiredMethod(method, now);
}

/**
 * The status as the member sees it: a contract that ended by itself (a rental past its period, a
 * campaign-code subscription past its end) is cancelled, whatever its row still says.
 */
export function shownStatusOf(facts: Pick<SubscriptionFacts, 'status' | 'expiresAt'>, now: Date): SubscriptionStatus {
  if (facts.expiresAt !== null && facts.expiresAt <= now) return 'CANCELLED';
  // A status the spec does not name still counts as a contract: hiding a live one would be worse.
  return isSubscriptionStatus(facts.status) ? facts.status : 'ONGOING_CONTRACT';
}

/** The running period's last day: the day before the settlement day (or a fixed end's day, or the day it ended). */
function endDateOf(facts: SubscriptionFacts, status: SubscriptionStatus): string | null {
  const badge = badgeOf(status);
  if (badge === 'cancelled') {
    const ended = facts.cancelledAt ?? facts.expiresAt;
    return ended ? jstDay(ended) : null;
  }
  if (facts.expiresAt !== null) return jstDay(facts.expiresAt);
  // A running subscription's period (a trial's 'until', a cancellation's end: a cancellation now ends there).
  if (facts.planType === 'subscription' && facts.nextSettlementDay !== null) return dayBefore(facts.nextSettlementDay);
  return null;
}

/**
 * The settlement day has come and is still the next one: the renewal (or the scheduled end) is not
 * settled yet, so change, cancel and undo wait (spec 000 §4 'contract renewing'). A contract on hold
 * is past its day on purpose: the member is the one to act then.
 */
export function isRenewing(facts: SubscriptionFacts, status: SubscriptionStatus, now: Date): boolean {
  const badge = badgeOf(status);
  return (
    facts.planType === 'subscription' &&
    badge !== 'cancelled' &&
    badge !== 'onHold' &&
    facts.nextSettlementDay !== null &&
    facts.nextSettlementDay <= jstDay(now)
  );
}

/** One contract of the list. */
export function cardOf(facts: SubscriptionFacts, now: Date): SubscriptionCard {
  const status = shownStatusOf(facts, now);
  const badge = badgeOf(status);
  // A held contract's day is past (its period unpaid): it shows the hold and the retry instead.
  const renewsAt = facts.planType === 'subscription' && (badge === 'contracted' || badge === 'trial');
  return {
    subscriptionId: facts.id,
    planId: facts.planId,
    planName: facts.plan?.planName ?? facts.planId,
    planType: facts.planType,
    subscriptionStatus: status,
    badge,
    renewSpan: facts.planType === 'subscription' ? (facts.plan?.renewSpan ?? null) : null,
    renewSpanUnit: facts.planType === 'subscription' ? (facts.plan?.renewSpanUnit ?? null) : null,
    nextSettlementDay: renewsAt ? facts.nextSettlementDay : null,
    endDate: endDateOf(facts, status),
    isRenewing: isRenewing(facts, status, now),
    isCardExpired: badge !== 'cancelled' && facts.method !== null && isExpiredMethod(facts.method, now),
  };
}

/** What the next settlement charges: billing's own rule (the discounted amount while it lasts). */
function nextAmountOf(facts: SubscriptionFacts): number {
  // The rate changes only the tax inside the amount, which this page does not show.
  return periodAmount(facts, { price: facts.plan?.price ?? facts.billingAmount, taxRate: 10 }).amountJpy;
}

/** The detail page's contract, with what its actions are decided from. */
export function detailOf(facts: SubscriptionFacts, now: Date, providerName: string | null): SubscriptionDetail {
  const card = cardOf(facts, now);
  const usable = isUsableMethod(facts.method, providerName, now);
  return {
    ...card,
    planDescription: facts.plan?.planDescription ?? '',
    billingAmount: nextAmountOf(facts),
    originalPrice: facts.planPrice ?? facts.plan?.price ?? facts.billingAmount,
    campaign: facts.campaignName !== null ? { campaignName: facts.campaignName } : null,
    campaignApplicablePeriod:
      facts.campaignName !== null && facts.campaignStartDate !== null
        ? {
            startDate: jstDay(facts.campaignStartDate),
            endDate: facts.campaignEndDate ? jstDay(facts.campaignEndDate) : null,
          }
        : null,
    firstPaymentDay: facts.firstPaymentDay ? jstDay(facts.firstPaymentDay) : null,
    accountPaymentMethod: facts.method ? savedMethodOf(facts.method) : null,
    salesCount: facts.plan?.salesCount ?? 0,
    salesLimit: facts.plan?.salesLimit ?? null,
    isWithdraw: card.badge === 'cancelScheduled',
    canUndoCancel: card.badge === 'cancelScheduled' && !card.isRenewing && usable,
    retryAvailableFrom: card.badge === 'onHold' && facts.holdSince !== null ? dayAfter(jstDay(facts.holdSince)) : null,
    isRetryInProgress: facts.hasUnsettledCharge,
    survey: facts.plan?.survey ?? null,
  };
}
