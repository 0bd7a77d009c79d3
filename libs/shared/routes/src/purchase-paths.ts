import { href } from './href';
import { matchPattern } from './match-route';

/** A purchase runs from the plan page, or from sign-up's plan step (spec 000 §2 /signup/plans/*, §4). */
export type PurchaseFlow = 'plan' | 'signup';

/** The pages of one purchase: where the payment is chosen (cancel returns there), confirm, complete. */
export interface PurchasePaths {
  readonly choose: string;
  readonly confirm: string;
  readonly complete: string;
}

/** Sign-up has no plan page of its own: its plan step shows the chosen plan (`?planId=`). */
export function purchasePaths(planId: string, flow: PurchaseFlow): PurchasePaths {
  if (flow === 'signup')
    return {
      choose: href('/signup/plans', undefined, { planId }),
      confirm: href('/signup/plans/:planId/confirm', { planId }),
      complete: href('/signup/plans/:planId/complete', { planId }),
    };
  return {
    choose: href('/plans/:planId', { planId }),
    confirm: href('/plans/:planId/confirm', { planId }),
    complete: href('/plans/:planId/complete', { planId }),
  };
}

/**
 * The plan a return target belongs to (`/plans/{planId}` or its confirm page), so a login that a
 * plan's buy button started can carry the plan into sign-up (spec 000 §4); null for any other target.
 */
export function chosenPlanOf(returnTarget: string | null): string | null {
  if (!returnTarget) return null;
  const pathname = returnTarget.split(/[?#]/)[0] ?? '';
  const match = matchPattern('/plans/:planId', pathname) ?? matchPattern('/plans/:planId/confirm', pathname);
  return match?.['planId'] ?? null;
}

/** Sign-up's first page, carrying the chosen plan when there is one. */
export function signupFor(planId: string | null): string {
  return planId ? href('/signup', undefined, { planId }) : href('/signup');
}
