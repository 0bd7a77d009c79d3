import type { FailureCatalogue } from '@vs/ui/form';

/** Spec 001 §8 plan-list and purchase errors: `plans:errors.<CODE>`, else the generic text. */
export const purchaseFailures: FailureCatalogue = { namespace: 'plans' };
