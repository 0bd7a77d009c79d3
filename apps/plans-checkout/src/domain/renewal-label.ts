import type { Plan } from '@vs/contract';

/**
 * Spec 000 §9 renewal labels as catalogue keys (namespace `plans`), so the rule is tested without
 * wording. `n` is the span; keys for "1" and "12 months" carry no number.
 */
export type RenewalLabelKey =
  | 'renewal.perDay'
  | 'renewal.everyDays'
  | 'renewal.perWeek'
  | 'renewal.everyWeeks'
  | 'renewal.perMonth'
  | 'renewal.perYear'
  | 'renewal.everyMonths'
  | 'viewingPeriod.days'
  | 'viewingPeriod.weeks'
  | 'viewingPeriod.months';

export interface RenewalLabel {
  readonly key: RenewalLabelKey;
  readonly n: number;
}

function subscriptionLabel(unit: NonNullable<Plan['renewSpanUnit']>, span: number): RenewalLabel {
  switch (unit) {
    case 'days':
      return { key: span === 1 ? 'renewal.perDay' : 'renewal.everyDays', n: span };
    case 'weeks':
      return { key: span === 1 ? 'renewal.perWeek' : 'renewal.everyWeeks', n: span };
    case 'months':
      if (span === 12) return { key: 'renewal.perYear', n: span };
      return { key: span === 1 ? 'renewal.perMonth' : 'renewal.everyMonths', n: span };
  }
}

/** Subscriptions: how often they renew; rentals: their viewing period; purchases: none. */
export function renewalLabel(plan: Plan): RenewalLabel | null {
  const { renewSpanUnit: unit, renewSpan: span } = plan;
  if (plan.planType === 'purchase' || unit === null || span === null || span <= 0) return null;
  if (plan.planType === 'rental') return { key: `viewingPeriod.${unit}`, n: span };
  return subscriptionLabel(unit, span);
}
