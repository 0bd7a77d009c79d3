import type { RenewSpanUnit } from '@vs/contract';
import { ENTITLEMENT_DISPLAY_MAX_YEARS } from '@vs/validation';

const DAY_MS = 86_400_000;

export function addDays(from: Date, days: number): Date {
  return new Date(from.getTime() + days * DAY_MS);
}

/** Calendar months, the day clamped to the target month's length (1/31 + 1 month → 2/28 or 2/29). */
export function addMonths(from: Date, months: number): Date {
  const target = new Date(from.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const monthLength = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, monthLength));
  return target;
}

export function addSpan(from: Date, unit: RenewSpanUnit, span: number): Date {
  if (unit === 'months') return addMonths(from, span);
  return addDays(from, unit === 'weeks' ? span * 7 : span);
}

/** Spec 000 §9: an expiry is shown only if within 10 years; later (or none) shows nothing. */
export function shownWithinTenYears(date: Date | null, now: Date): string | null {
  if (date === null) return null;
  return date.getTime() <= addMonths(now, ENTITLEMENT_DISPLAY_MAX_YEARS * 12).getTime() ? date.toISOString() : null;
}
