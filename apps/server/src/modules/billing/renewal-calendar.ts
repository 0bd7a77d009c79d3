import type { RenewSpanUnit } from '@vs/contract';

/** Settlement days are JST calendar days: jstDay and startOfJstDay live beside the server's clock. */
export { jstDay, startOfJstDay } from '../../plugins/jst-calendar';

const asUtcDate = (day: string): Date => new Date(`${day}T00:00:00Z`);
const dayOf = (date: Date): string => date.toISOString().slice(0, 10);
const monthLength = (year: number, month: number): number => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/**
 * The settlement day after `day`: `span` days, weeks or months later. Months keep the contract's
 * day of the month (`anchorDay`, its first settlement's), clamped to shorter months: Jan 31 → Feb 28
 * (29 in a leap year) → Mar 31, never drifting to the 28th for good.
 */
export function nextSettlementDay(day: string, unit: RenewSpanUnit, span: number, anchorDay?: number): string {
  if (!Number.isInteger(span) || span < 1) throw new RangeError(`a renewal span must be a positive integer: ${span}`);
  const from = asUtcDate(day);
  if (unit !== 'months') {
    from.setUTCDate(from.getUTCDate() + (unit === 'weeks' ? span * 7 : span));
    return dayOf(from);
  }
  const months = from.getUTCMonth() + span;
  const year = from.getUTCFullYear() + Math.floor(months / 12);
  const month = ((months % 12) + 12) % 12;
  const wanted = anchorDay ?? from.getUTCDate();
  return dayOf(new Date(Date.UTC(year, month, Math.min(wanted, monthLength(year, month)))));
}

/** The day after `day` (a held renewal may be retried from the next JST day on, spec 000 §9). */
export function dayAfter(day: string): string {
  return nextSettlementDay(day, 'days', 1);
}
