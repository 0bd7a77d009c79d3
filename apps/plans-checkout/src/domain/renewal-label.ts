import type { Plan } from '@vs/contract';
import { renewalSpanKey, type RenewalSpanKey } from '@vs/validation';

/**
 * Spec 000 §9 renewal labels as catalogue keys (namespace `plans`), so the rule is tested without
 * wording. `n` is the span; keys for "1" and "12 months" carry no number.
 */
export type RenewalLabelKey =
  `renewal.${RenewalSpanKey}` | 'viewingPeriod.days' | 'viewingPeriod.weeks' | 'viewingPeriod.months';

export interface RenewalLabel {
  readonly key: RenewalLabelKey;
  readonly n: number;
}

/** Subscriptions: how often they renew; rentals: their viewing period; purchases: none. */
export function renewalLabel(plan: Plan): RenewalLabel | null {
  const { renewSpanUnit: unit, renewSpan: span } = plan;
  if (plan.planType === 'purchase' || unit === null || span === null || span <= 0) return null;
  if (plan.planType === 'rental') return { key: `viewingPeriod.${unit}`, n: span };
  return { key: `renewal.${renewalSpanKey(unit, span)}`, n: span };
}
