import { href } from '@vs/routes';

/** Link builders for this remote's pages, from the route table; ids are encoded so any planId makes a valid path. */
export const plansPath = href('/plans');

export function toPlanDetail(planId: string): string {
  return href('/plans/:planId', { planId });
}

/** The purchase flow's confirm step (spec 000 §2). */
export function toPlanConfirm(planId: string): string {
  return href('/plans/:planId/confirm', { planId });
}

export function toPlanComplete(planId: string): string {
  return href('/plans/:planId/complete', { planId });
}
