/**
 * Spec 000 §9 renewal labels, as the rule both the plan pages and My Page's contracts show: days or
 * weeks (1: per day / week, else every N), months (12: per year, 1: per month, else every N months).
 * The key names a catalogue entry under each page's own `renewal.` prefix; the span is its `n`.
 */
export type RenewalSpanKey = 'perDay' | 'everyDays' | 'perWeek' | 'everyWeeks' | 'perMonth' | 'everyMonths' | 'perYear';

export function renewalSpanKey(unit: 'days' | 'weeks' | 'months', span: number): RenewalSpanKey {
  switch (unit) {
    case 'days':
      return span === 1 ? 'perDay' : 'everyDays';
    case 'weeks':
      return span === 1 ? 'perWeek' : 'everyWeeks';
    case 'months':
      if (span === 12) return 'perYear';
      return span === 1 ? 'perMonth' : 'everyMonths';
  }
}
