import { href } from '@vs/routes';

/** Link builders for this remote's pages, from the route table; ids are encoded so any planId makes a valid path. */
export const plansPath = href('/plans');

export function toPlanDetail(planId: string): string {
  return href('/plans/:planId', { planId });
}

/** The purchase flow's first step (spec 000 §2); its page (and its route) arrives with the purchase work. */
export function toPlanConfirm(planId: string): string {
  return `${toPlanDetail(planId)}/confirm`;
}
