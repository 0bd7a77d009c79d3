import type { RenewSpanUnit } from '@vs/contract';
import { renewalSpanKey, type RenewalSpanKey } from '@vs/validation';

/** The renewal labels' keys in the `subscription` namespace; `n` is the span. */
export type RenewalKey = `renewal.${RenewalSpanKey}`;

/** Spec 000 §9 renewal labels (the rule is @vs/validation's, shared with the plan pages); null without a span. */
export function renewalKey(unit: RenewSpanUnit | null, span: number | null): { key: RenewalKey; n: number } | null {
  if (unit === null || span === null || span <= 0) return null;
  return { key: `renewal.${renewalSpanKey(unit, span)}`, n: span };
}
