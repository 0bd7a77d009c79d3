import { BIRTH_YEAR_MIN } from './constants';
import { daysInMonth } from './birthday';

/**
 * The birthday box's input formatter (spec 001 §5), pure so it can be tested with a fixed "today".
 * The box shows YYYY/MM/DD; the form value passed on is YYYYMMDD ({@link toBirthdayValue}).
 */

const pad2 = (n: number): string => String(n).padStart(2, '0');
const clamp = (n: number, min: number, max: number): number => Math.min(Math.max(n, min), max);

/** Full-width digits typed with a Japanese IME count as digits. */
function asciiDigits(raw: string): string {
  return raw.replace(/[\uff10-\uff19]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0)).replace(/\D/g, '');
}

/**
 * Keeps digits (up to 8) and formats them as YYYY/MM/DD while the user types. Each part is clamped
 * once it is complete: the year into 1900..current year, the month into 01–12, the day into the
 * month's length; a complete date after today becomes today. No trailing slash is added, so
 * Backspace always removes a digit.
 */
export function formatBirthdayInput(raw: string, today: Date = new Date()): string {
  const digits = asciiDigits(raw).slice(0, 8);
  let year = digits.slice(0, 4);
  let month = digits.slice(4, 6);
  let day = digits.slice(6, 8);
  const currentYear = today.getFullYear();
  if (year.length === 4) year = String(clamp(Number(year), BIRTH_YEAR_MIN, currentYear));
  if (month.length === 2) month = pad2(clamp(Number(month), 1, 12));
  if (day.length === 2) day = pad2(clamp(Number(day), 1, daysInMonth(Number(year), Number(month))));
  if (day.length === 2) {
    const entered = `${year}${month}${day}`;
    const now = `${currentYear}${pad2(today.getMonth() + 1)}${pad2(today.getDate())}`;
    if (entered > now) return fromBirthdayValue(now);
  }
  return [year, month, day].filter((part) => part !== '').join('/');
}

/** '2001/02/03' → '20010203' (digits only; an incomplete input stays incomplete and fails validation). */
export function toBirthdayValue(display: string): string {
  return asciiDigits(display).slice(0, 8);
}

/** '20010203' → '2001/02/03', for filling the box from stored data. */
export function fromBirthdayValue(value: string | null | undefined): string {
  if (!value) return '';
  const digits = asciiDigits(value).slice(0, 8);
  return [digits.slice(0, 4), digits.slice(4, 6), digits.slice(6, 8)].filter((part) => part !== '').join('/');
}
