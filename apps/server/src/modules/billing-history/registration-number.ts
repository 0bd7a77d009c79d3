/**
 * The qualified-invoice issuer's registration number (適格請求書発行事業者登録番号): 'T' and 13 digits.
 * For a corporation the digits are its corporate number (法人番号), whose first digit is a check digit
 * over the other twelve (the National Tax Agency's corporate-number rule): 9 − (Σ Pn × Qn mod 9),
 * Pn the n-th digit counted from the right of the twelve, Qn 1 for odd n and 2 for even n. Sole
 * proprietors get a 13-digit number of the same shape (docs/decisions.md), so every number is checked.
 */
const FORMAT = /^T(\d)(\d{12})$/;

export function registrationCheckDigit(twelveDigits: string): number {
  let sum = 0;
  for (let n = 1; n <= 12; n++) sum += Number(twelveDigits[12 - n]) * (n % 2 === 1 ? 1 : 2);
  return 9 - (sum % 9);
}

export function isRegistrationNumber(value: string): boolean {
  const match = FORMAT.exec(value);
  if (!match) return false;
  const [, check, rest] = match as unknown as [string, string, string];
  return Number(check) === registrationCheckDigit(rest);
}
