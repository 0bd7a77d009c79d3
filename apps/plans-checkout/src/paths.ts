import { href, purchasePaths } from '@vs/routes';

/** Link builders for this remote's pages, from the route table; ids are encoded so any planId makes a valid path. */
export const plansPath = href('/plans');

export function toPlanDetail(planId: string): string {
  return href('/plans/:planId', { planId });
}

/** The purchase flow's confirm step (spec 000 §2). */
export function toPlanConfirm(planId: string): string {
  return href('/plans/:planId/confirm', { planId });
}

/** Sign-up's plan step with this plan chosen (sign-up has no plan page of its own). */
export function toSignupPlan(planId: string): string {
  return purchasePaths(planId, 'signup').choose;
}
