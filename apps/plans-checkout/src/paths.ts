/** Link builders for this remote's pages; ids are encoded so any planId makes a valid path. */
export const plansPath = '/plans';

export function toPlanDetail(planId: string): string {
  return `${plansPath}/${encodeURIComponent(planId)}`;
}

/** The purchase flow's first step (spec 000 §2); its page arrives with the purchase work. */
export function toPlanConfirm(planId: string): string {
  return `${toPlanDetail(planId)}/confirm`;
}
