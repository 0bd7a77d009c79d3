import { BIRTH_YEAR_MIN, BIRTH_YEAR_VALIDATION_MAX } from './constants';

/** Days in a month of the proleptic Gregorian calendar (month 1–12). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The stored birthday value: YYYYMMDD, year 1900 to 2099, a real date (spec 001 §5).
 * Empty is handled by the schema (allowed unless the store makes the field REQUIRED).
 */
export function isValidBirthdayValue(value: string): boolean {
  if (!/^\d{8}$/.test(value)) return false;
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(4, 6));
  const day = Number(value.slice(6, 8));
  if (year < BIRTH_YEAR_MIN || year > BIRTH_YEAR_VALIDATION_MAX) return false;
  if (month < 1 || month > 12) return false;
  return day >= 1 && day <= daysInMonth(year, month);
}
