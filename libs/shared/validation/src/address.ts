import { PHONE_MAX, PHONE_MIN, POSTAL_CODE_LENGTH, PREFECTURE_COUNT } from './constants';

/** Prefecture codes '1' (Hokkaido) to '47' (Okinawa), JIS X 0401 order. */
export const prefectureCodes: readonly string[] = Array.from({ length: PREFECTURE_COUNT }, (_, i) => String(i + 1));

export function isPrefectureCode(value: string): boolean {
  return prefectureCodes.includes(value);
}

/** 7 half-width digits, no hyphen. */
export function isPostalCode(value: string): boolean {
  return new RegExp(`^\\d{${POSTAL_CODE_LENGTH}}$`).test(value);
}

/** The postal lookup button is enabled only for a complete, valid code (spec 001 §5). */
export function canLookUpPostalCode(value: string | null | undefined): boolean {
  return typeof value === 'string' && isPostalCode(value);
}

/** 10 to 11 half-width digits, no hyphens. */
export function isPhoneNumber(value: string): boolean {
  return new RegExp(`^\\d{${PHONE_MIN},${PHONE_MAX}}$`).test(value);
}

/** ISO 3166-1 alpha-2, upper case. */
export function isCountryCode(value: string): boolean {
  return /^[A-Z]{2}$/.test(value);
}
