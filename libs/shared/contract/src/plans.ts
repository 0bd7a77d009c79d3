/** Spec 000 §3 "Plan". Prices are tax-included JPY integers; dates are ISO 8601 or null. */
export type PlanType = 'subscription' | 'purchase' | 'rental';
export type RenewSpanUnit = 'days' | 'weeks' | 'months';

export interface Plan {
  readonly planId: string;
  readonly planType: PlanType;
  readonly planName: string;
  /** Stored markup; list cards show it with markup and line breaks removed. */
  readonly planDescription: string;
  /** Subscription: the renewal span; rental: the viewing period. Null for purchases. */
  readonly renewSpanUnit: RenewSpanUnit | null;
  readonly renewSpan: number | null;
  readonly freeTrialDays: number | null;
  readonly price: number;
  readonly salesStartDate: string | null;
  readonly salesEndDate: string | null;
  readonly salesCount: number;
  readonly salesLimit: number | null;
  readonly forceStopRenewDate: string | null;
  readonly hasAvailableCampaign: boolean;
  readonly orderCompletedMessage: string | null;
}
