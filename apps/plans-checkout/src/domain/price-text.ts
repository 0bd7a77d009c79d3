import type { Plan } from '@vs/contract';
import { formatJpy, type Language } from '@vs/i18n';
import { renewalLabel } from './renewal-label';

/** The part of i18next's `t` this module needs, so tests can pass any translator. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Spec 000 §9: prices are tax-included JPY with thousands separators. A subscription's price reads
 * with its renewal span ("月額 1,980円（税込）"); purchases and rentals are one-off prices.
 */
export function priceText(plan: Plan, t: Translate, language: Language): string {
  const price = formatJpy(plan.price, language);
  const renewal = plan.planType === 'subscription' ? renewalLabel(plan) : null;
  if (renewal === null) return t('price.taxIncluded', { price });
  return t('price.recurring', { price, renewal: t(renewal.key, { n: renewal.n }) });
}

/** A rental's viewing period, shown as its own line; null for other plan types. */
export function viewingPeriodText(plan: Plan, t: Translate): string | null {
  const label = plan.planType === 'rental' ? renewalLabel(plan) : null;
  return label === null ? null : t(label.key, { n: label.n });
}
