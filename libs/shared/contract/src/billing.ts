/**
 * Subscriptions and billing as the member sees them (spec 000 §3 "Subscription", "Payment history
 * item", "Invoice"; §4 status groups; spec 001 §7 subscription calls and payment history). Dates are
 * ISO 8601 (days as YYYY-MM-DD); pages show them in JST.
 */
import type { Honorific } from '@vs/validation';
import type { Survey } from './account';
import type {
  AccountPaymentMethod,
  CreditInfo,
  PaymentMethodType,
  PaymentProviderSettings,
  SavedPaymentMethod,
} from './payment';
import type { PlanType, RenewSpanUnit } from './plans';

/** Spec 000 §4: every status a contract may be in (CANCELLED: ended, kept for the list). */
export const subscriptionStatuses = [
  'NEW_CONTRACT',
  'ONGOING_CONTRACT',
  'TRIAL_TO_PAID',
  'RE_CONTRACT',
  'HOLD_RELEASED',
  'TRIAL_HOLD_RELEASED',
  'NEW_TRIAL_CONTRACT',
  'HOLD_CANCEL_REQUEST',
  'TRIAL_HOLD_CANCEL_REQUEST',
  'CANCEL_REQUEST',
  'TRIAL_CANCEL_REQUEST',
  'HOLD',
  'TRIAL_HOLD',
  'CANCELLED',
] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** Spec 000 §4 badges: the four groups of a running contract, and cancelled. */
export type SubscriptionBadge = 'contracted' | 'trial' | 'cancelScheduled' | 'onHold' | 'cancelled';

/** One contract of /mypage/plans (any plan type), newest first. */
export interface SubscriptionCard {
  readonly subscriptionId: string;
  readonly planId: string;
  readonly planName: string;
  readonly planType: PlanType;
  readonly subscriptionStatus: SubscriptionStatus;
  readonly badge: SubscriptionBadge;
  readonly renewSpan: number | null;
  readonly renewSpanUnit: RenewSpanUnit | null;
  /** The next charge's day; null when none is due (purchase, rental, on hold, cancel scheduled, cancelled). */
  readonly nextSettlementDay: string | null;
  /**
   * The running period's last day (a trial's 'until {date}'; where a scheduled cancellation, or one asked
   * now, ends), the day a rental ends, or the day a cancelled contract ended.
   */
  readonly endDate: string | null;
  /** The settlement day is past and the renewal not yet settled: 'contract renewing'. */
  readonly isRenewing: boolean;
  /** The paying card's month end is past: 'credit card expires'. */
  readonly isCardExpired: boolean;
}

/** GET /zapi/internal/mypage/plans/screen-data */
export interface MypagePlansScreenData {
  readonly subscriptions: readonly SubscriptionCard[];
}

/** Spec 000 §3 "Subscription", with what the detail page decides from. */
export interface SubscriptionDetail extends SubscriptionCard {
  readonly planDescription: string;
  /** What the next settlement charges (tax included): the campaign's discounted amount while it lasts, else price. */
  readonly billingAmount: number;
  /** The plan's price without the campaign. */
  readonly originalPrice: number;
  readonly campaign: { readonly campaignName: string } | null;
  readonly campaignApplicablePeriod: { readonly startDate: string; readonly endDate: string | null } | null;
  readonly firstPaymentDay: string | null;
  /** The method the renewals charge; null when none (a campaign-code contract, or the method was deleted). */
  readonly accountPaymentMethod: SavedPaymentMethod | null;
  readonly salesCount: number;
  readonly salesLimit: number | null;
  /** A cancellation is scheduled (spec 000 §3 isWithdraw). */
  readonly isWithdraw: boolean;
  /** Undo is allowed until the day before the next billing date, with a registered payment method. */
  readonly canUndoCancel: boolean;
  /** On hold: the retry may be asked from this day (the day after the failure, JST). */
  readonly retryAvailableFrom: string | null;
  /** A retry or renewal charge is running (its answer not yet known): the wait message. */
  readonly isRetryInProgress: boolean;
  /** The plan's survey, asked on the cancel confirmation; null: none. */
  readonly survey: Survey | null;
}

/** GET /zapi/internal/mypage/subscription/{id}/screen-data (and its /cancel page). */
export interface SubscriptionScreenData {
  readonly subscription: SubscriptionDetail;
}

/** GET /zapi/internal/mypage/subscription/{id}/payment-method/screen-data */
export interface SubscriptionPaymentMethodScreenData {
  readonly subscription: SubscriptionDetail;
  /** The member's methods; the ones that cannot pay (expired) are shown disabled. */
  readonly paymentMethods: readonly AccountPaymentMethod[];
  /** The ids of those that can pay now (the server's JST month decides a card's expiry, not the browser's). */
  readonly usableMethodIds: readonly string[];
  /** For adding a card here (null: the store takes no card). */
  readonly provider: PaymentProviderSettings | null;
}

/** The completion pages of a subscription (cancel, change of payment method). */
export interface SubscriptionCompleteScreenData {
  readonly subscriptionId: string;
  readonly planName: string;
  /** The day the contract ends (cancel) or the method now charged (change). */
  readonly endDate: string | null;
  readonly accountPaymentMethod: SavedPaymentMethod | null;
}

/** The subscription calls' answer: the contract as it now stands, or where to go (3-D Secure, completion). */
export interface SubscriptionActionAnswer {
  readonly subscription?: SubscriptionDetail;
  readonly redirectTo?: string;
}

/** The payment method as it was when charged. */
export interface ChargedPaymentMethod {
  readonly paymentMethodType: PaymentMethodType;
  readonly credit: Pick<CreditInfo, 'cardbrandCode' | 'cardNumberSuffix'> | null;
}

/** Spec 000 §3 "Payment history item": one settled charge of the ledger. */
export interface PaymentHistoryItem {
  readonly earningsId: string;
  readonly createdAt: string;
  readonly planName: string;
  readonly accountPaymentMethod: ChargedPaymentMethod | null;
  /** Tax included. */
  readonly billingAmount: number;
  /** Without tax. */
  readonly netBillingAmount: number;
  readonly taxAmount: number;
  readonly taxRate: number;
}

/** GET /zapi/account/payment-history/{page}: the last year, newest first. */
export interface PaymentHistoryPage {
  readonly currentPage: number;
  readonly lastPage: number;
  readonly perPage: number;
  readonly totalCount: number;
  readonly items: readonly PaymentHistoryItem[];
}

/** One rate's line of a qualified invoice: the tax rounded once per rate. */
export interface InvoiceTaxLine {
  readonly taxRate: number;
  /** Tax-included total at this rate. */
  readonly amount: number;
  readonly taxAmount: number;
}

/** Spec 000 §3 "Invoice": a qualified invoice (適格請求書) as issued; it never changes. */
export interface Invoice extends PaymentHistoryItem {
  readonly orderInfoId: string;
  readonly invoiceNumber: string;
  /** 1 for the first issue; more: a re-issue, marked as such. */
  readonly issueNumber: number;
  readonly issuedAt: string;
  readonly issuerName: string;
  /** 'T' and 13 digits. */
  readonly invoiceRegistrationNumber: string;
  readonly contactEmail: string;
  readonly addressee: string;
  readonly honorific: Honorific;
  readonly taxLines: readonly InvoiceTaxLine[];
}

/** GET /zapi/internal/mypage/invoice/{earningsId}/screen-data: the charge, and its latest issue if any. */
export interface InvoiceScreenData {
  readonly earningsId: string;
  readonly planName: string;
  readonly createdAt: string;
  readonly billingAmount: number;
  readonly latestIssue: Invoice | null;
}

/** Development only: the server's clock, moved for the journeys and the demo. */
export interface DevClockAnswer {
  readonly now: string;
}

/** Development only: one run of the renewal job, what it did. */
export interface DevBillingRunAnswer {
  readonly charged: number;
  readonly failed: number;
  readonly unknown: number;
  readonly cancelled: number;
  readonly reconciled: number;
}
