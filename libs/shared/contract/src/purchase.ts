/**
 * The purchase flow (spec 000 §3 "Order verify", §4 "Purchase"; spec 001 §7 "Purchase calls"):
 * the plan page's payment choice is verified, the confirm page shows the order, the purchase call
 * makes the contract, the complete page shows the plan's completed message.
 */
import type { Survey } from './account';
import type { SavedPaymentMethod } from './payment';
import type { Plan } from './plans';

/** Spec 000 §3 "Order verify"; dates are ISO 8601 (the confirm page shows them in JST). */
export interface OrderVerify {
  /** Tax-included JPY charged by this purchase (0 for a free trial or a free campaign). */
  readonly billingAmount: number;
  /** The consumption tax inside billingAmount, computed once for its rate (decided: 10 %). */
  readonly taxAmount: number;
  readonly taxRate: number;
  /** The day of the first nonzero payment (after a free trial or free campaign period). */
  readonly firstPaymentDay: string | null;
  /** The member held this plan before: no free trial again. */
  readonly isReContract: boolean;
  readonly campaignId: string | null;
  readonly campaignType: 'free' | 'discount' | null;
  readonly freeDays: number | null;
  /** A discount campaign: how many payments get the discounted price. */
  readonly discountContinuationCount: number | null;
  /** The end of the subscription when it is known and within 10 years, else null. */
  readonly subscriptionExpiration: string | null;
  readonly campaignEndDate: string | null;
  readonly campaignName: string | null;
  readonly campaignDescription: string | null;
  /** When the member's right to watch ends, shown only within 10 years (null: none or later). */
  readonly entitlementExpiration: string | null;
  /** The normal price after the campaign (the free period then normal price display). */
  readonly normalPrice: number;
  /** A discount campaign's price of each discounted payment. */
  readonly discountedPrice: number | null;
  readonly freeTrialDays: number | null;
}

/** The verify call's answer: the order, and the confirm page to go to. */
export interface PurchaseVerifyAnswer {
  readonly redirectTo: string;
  readonly order: OrderVerify;
}

/** GET /zapi/internal/plans/{planId}/confirm/screen-data */
export interface PlanConfirmScreenData {
  readonly plan: Plan;
  readonly order: OrderVerify;
  /** The payment choice verified on the plan page (sent again with the purchase call). */
  readonly paymentMethod: string;
  /** The saved method it names, as the member knows it (a card's brand and last four); null for a campaign code. */
  readonly savedPaymentMethod?: SavedPaymentMethod | null;
  readonly campaignCode: string | null;
  /**
   * The purchase's idempotency key (spec 001 §7 purchaseToken), issued by the verify call: every
   * submit of this confirm page carries it, so a double submit makes one contract.
   */
  readonly purchaseToken: string;
  readonly survey: Survey | null;
  /**
   * The purchase was made and waits for the member's 3-D Secure challenge at the provider (who sends
   * the member back to this page): the page finishes it instead of offering the purchase again.
   */
  readonly challengeWaiting?: boolean;
}

/** GET /zapi/internal/plans/{planId}/complete/screen-data */
export interface PlanCompleteScreenData {
  readonly plan: Plan;
  readonly orderCompletedMessage: string | null;
}

/** The purchase call's answer: the complete page. */
export interface PurchaseAnswer {
  readonly redirectTo: string;
  readonly contractId: string;
}
