import { jstDay, startOfJstDay } from '../../plugins/jst-calendar';
/**
 * Which charges the payment history shows, and how it pages them (spec 000 §9 "Order history shows at
 * most 1 year"; spec 001 §7 numbered pages). Pure, so the JST edges are unit-tested.
 */

/** Rows a page holds: about a year of a monthly plan's charges on one page and a bit (docs/decisions.md). */
export const PAYMENT_HISTORY_PER_PAGE = 10;

const DAY_MS = 86_400_000;

/**
 * The first instant shown: 00:00 JST of the day after the same JST date a year earlier, so the
 * window holds at most one year (today and the 365 days before it, 366 across a 29 February). A 29
 * February today counts back from 28 February.
 */
export function historyWindowStart(now: Date): Date {
  const [year = 0, month = 1, date = 1] = jstDay(now).split('-').map(Number);
  const monthLength = new Date(Date.UTC(year - 1, month, 0)).getUTCDate();
  const twoDigits = (n: number) => String(n).padStart(2, '0');
  const sameDateLastYear = `${year - 1}-${twoDigits(month)}-${twoDigits(Math.min(date, monthLength))}`;
  return new Date(startOfJstDay(sameDateLastYear).getTime() + DAY_MS);
}

export interface HistoryPageSlice {
  readonly currentPage: number;
  readonly lastPage: number;
  readonly offset: number;
}

/**
 * Page `raw` (a path segment or `?page=`; absent → 1) of `totalCount` rows, or null when it is no page
 * of them: not a whole number, below 1 or past the last page. An empty history still has page 1.
 */
export function historyPageSlice(raw: string | null, totalCount: number, perPage: number): HistoryPageSlice | null {
  const asked = raw === null || raw === '' ? 1 : /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  const lastPage = Math.max(1, Math.ceil(totalCount / perPage));
  if (asked < 1 || asked > lastPage) return null;
  return { currentPage: asked, lastPage, offset: (asked - 1) * perPage };
}
