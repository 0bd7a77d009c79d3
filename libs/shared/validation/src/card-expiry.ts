import { object } from 'yup';
import { CARD_EXPIRY_WARNING_MONTHS, EXPIRY_YEARS_OFFERED } from './constants';
import { messages } from './messages';
import { requiredText, whenPresent } from './rules';

/**
 * Card expiry (spec 001 §5): a card is valid through the last day of its month, so an expiry is
 * accepted when its month is this month or later. `today` is injected for tests.
 */
const monthIndex = (year: number, month: number): number => year * 12 + (month - 1);

export function isExpiryNotPast(year: number, month: number, today: Date = new Date()): boolean {
  return monthIndex(year, month) >= monthIndex(today.getFullYear(), today.getMonth() + 1);
}

/** Saved cards: expireDate 'YYYYMM' whose month end is past ('credit card expires' notice). */
export function isCardExpired(expireDate: string, today: Date = new Date()): boolean {
  if (!/^\d{6}$/.test(expireDate)) return false;
  return !isExpiryNotPast(Number(expireDate.slice(0, 4)), Number(expireDate.slice(4, 6)), today);
}

/**
 * The near-expiry warning: the card is still valid but its month is this month or one of the next
 * {@link CARD_EXPIRY_WARNING_MONTHS} − 1 (message validation:card.expiryNear).
 */
export function isExpiryNear(year: number, month: number, today: Date = new Date()): boolean {
  const monthsLeft = monthIndex(year, month) - monthIndex(today.getFullYear(), today.getMonth() + 1);
  return monthsLeft >= 0 && monthsLeft < CARD_EXPIRY_WARNING_MONTHS;
}

/** {@link isExpiryNear} for a saved card's expireDate 'YYYYMM'. */
export function isSavedCardExpiryNear(expireDate: string, today: Date = new Date()): boolean {
  if (!/^\d{6}$/.test(expireDate)) return false;
  return isExpiryNear(Number(expireDate.slice(0, 4)), Number(expireDate.slice(4, 6)), today);
}

/** The years offered in the expiry select: the current year plus the next 9. */
export function expiryYearOptions(today: Date = new Date()): string[] {
  const first = today.getFullYear();
  return Array.from({ length: EXPIRY_YEARS_OFFERED }, (_, i) => String(first + i));
}

export const expiryMonthOptions: readonly string[] = Array.from({ length: 12 }, (_, i) =>
  String(i + 1).padStart(2, '0'),
);

/**
 * `expiryMonth` ('01'–'12') + `expiryYear` (one of {@link expiryYearOptions}); the past-date error
 * sits on the year.
 */
export function cardExpirySchema(today: () => Date = () => new Date()) {
  return object({
    expiryMonth: requiredText(messages.card.expiryRequired).test(
      'month',
      messages.card.expiryRequired,
      whenPresent((v) => expiryMonthOptions.includes(v)),
    ),
    expiryYear: requiredText(messages.card.expiryRequired)
      .test(
        'year',
        messages.card.expiryRequired,
        whenPresent((v) => expiryYearOptions(today()).includes(v)),
      )
      .test('notPast', messages.card.expiryPast, function (value) {
        const month = Number((this.parent as Record<string, unknown>)['expiryMonth']);
        if (!value || !Number.isInteger(month) || month < 1 || month > 12) return true;
        return isExpiryNotPast(Number(value), month, today());
      }),
  });
}
