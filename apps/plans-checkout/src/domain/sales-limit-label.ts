import type { Plan } from '@vs/contract';
import { isSoldOut } from './plan-availability';

export type SalesLimitLabel = 'soldOut' | 'fewLeft';

/** Spec 000 §4: sold out at or above the limit; few left from 80% sold or when exactly one remains. */
export function salesLimitLabel(plan: Plan): SalesLimitLabel | null {
  const { salesCount, salesLimit } = plan;
  if (salesLimit === null) return null;
  if (isSoldOut(plan)) return 'soldOut';
  // Integer comparison (count / limit >= 0.8 without floating point): 79.99…% must not round up.
  if (salesCount * 5 >= salesLimit * 4 || salesLimit - salesCount === 1) return 'fewLeft';
  return null;
}
