import type { Plan } from '@vs/contract';

/**
 * Spec 000 §4 "Plan availability", in its order (contract-limited first), plus `contracted` right
 * after: a plan the member already holds shows as such rather than inviting a second contract
 * (docs/decisions.md). The server's purchase refusals follow the same order.
 */
export type PlanAvailability =
  | {
      readonly enabled: false;
      readonly reason: 'contracted' | 'contractLimited' | 'afterSale' | 'beforeSale' | 'soldOut';
    }
  | { readonly enabled: true; readonly reason: 'freeTrial'; readonly trialDays: number }
  | { readonly enabled: true; readonly reason: 'contract' };

export type AvailabilityReason = PlanAvailability['reason'];

export interface AvailabilityContext {
  /** Server time, so availability never depends on the browser's clock. */
  readonly now: Date | string;
  readonly isContractLimited: boolean;
  readonly isContracted?: boolean;
}

function instant(value: Date | string): number {
  return typeof value === 'string' ? Date.parse(value) : value.getTime();
}

/** A trial of 0 days is no trial: only a positive count changes the button. */
export function trialDaysOf(plan: Plan): number | null {
  return plan.freeTrialDays !== null && plan.freeTrialDays > 0 ? plan.freeTrialDays : null;
}

export function isSoldOut(plan: Plan): boolean {
  return plan.salesLimit !== null && plan.salesCount >= plan.salesLimit;
}

export function planAvailability(plan: Plan, context: AvailabilityContext): PlanAvailability {
  const now = instant(context.now);
  // The store's limit counts live contracts of every type and closes every plan (spec 000 §4).
  if (context.isContractLimited) return { enabled: false, reason: 'contractLimited' };
  if (context.isContracted) return { enabled: false, reason: 'contracted' };
  // The end instant itself is already "after sale"; the start instant itself is already on sale.
  if (plan.salesEndDate !== null && now >= instant(plan.salesEndDate)) return { enabled: false, reason: 'afterSale' };
  if (plan.salesStartDate !== null && now < instant(plan.salesStartDate))
    return { enabled: false, reason: 'beforeSale' };
  if (isSoldOut(plan)) return { enabled: false, reason: 'soldOut' };
  const trialDays = trialDaysOf(plan);
  if (trialDays !== null) return { enabled: true, reason: 'freeTrial', trialDays };
  return { enabled: true, reason: 'contract' };
}
