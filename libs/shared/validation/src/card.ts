import type { CardBrandCode } from './form-rules';
import { type StringSchema } from 'yup';
import {
  CARD_LAST_FOUR_LENGTH,
  CARD_NUMBER_MAX_LENGTH,
  CARD_NUMBER_MAX_LENGTH_AMEX,
  CARD_NUMBER_MAX_LENGTH_DINERS,
  CARD_NUMBER_MIN_LENGTH,
  SECURITY_CODE_LENGTH,
  SECURITY_CODE_LENGTH_AMEX,
} from './constants';
import { messages } from './messages';
import { requiredText, whenPresent } from './rules';

/**
 * Card rules of spec 001 §5 / §9. They serve the card form of the payment provider's own page
 * (the sandbox provider) and the display of saved cards; our pages never hold a card number.
 */

const digitsOf = (value: string): string => value.replace(/ /g, '');

/** Brand by prefix: 4 Visa, 5 Mastercard, 34/37 American Express, 35 JCB, 30/36/38 Diners. */
export function cardBrand(number: string): CardBrandCode {
  const d = digitsOf(number);
  if (d.startsWith('4')) return 'V';
  if (d.startsWith('5')) return 'M';
  if (d.startsWith('34') || d.startsWith('37')) return 'A';
  if (d.startsWith('35')) return 'J';
  if (d.startsWith('30') || d.startsWith('36') || d.startsWith('38')) return 'D';
  return 'Unknown';
}

/** Input length including spaces: 19 normally, 17 for American Express (4-6-5), 16 for Diners (4-6-4). */
export function cardNumberMaxLength(brand: CardBrandCode): number {
  if (brand === 'A') return CARD_NUMBER_MAX_LENGTH_AMEX;
  if (brand === 'D') return CARD_NUMBER_MAX_LENGTH_DINERS;
  return CARD_NUMBER_MAX_LENGTH;
}

/** The Luhn (mod 10) check digit test on a string of digits. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let n = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum % 10 === 0;
}

/**
 * Digits and spaces, 14 to 19 characters as typed (the brand's maximum applies), at least 14 digits
 * (decided: 12 digits padded with spaces is no card), and the Luhn check.
 */
export function isValidCardNumber(value: string): boolean {
  if (!/^[\d ]+$/.test(value)) return false;
  if (value.length < CARD_NUMBER_MIN_LENGTH || value.length > cardNumberMaxLength(cardBrand(value))) return false;
  const digits = digitsOf(value);
  return digits.length >= CARD_NUMBER_MIN_LENGTH && digits.length <= CARD_NUMBER_MAX_LENGTH && passesLuhn(digits);
}

export function cardNumberSchema(): StringSchema<string> {
  return requiredText(messages.card.numberRequired).test(
    'cardNumber',
    messages.card.numberInvalid,
    whenPresent(isValidCardNumber),
  );
}

/** 4 digits for American Express, 3 for every other brand. */
export function securityCodeLength(brand: CardBrandCode): number {
  return brand === 'A' ? SECURITY_CODE_LENGTH_AMEX : SECURITY_CODE_LENGTH;
}

export function isValidSecurityCode(code: string, brand: CardBrandCode): boolean {
  return new RegExp(`^\\d{${securityCodeLength(brand)}}$`).test(code);
}

/** The security code; its length follows the brand of the sibling field `cardNumberField`. */
export function securityCodeSchema(cardNumberField = 'cardNumber'): StringSchema<string> {
  return requiredText(messages.card.securityCodeRequired).test(
    'securityCode',
    messages.card.securityCodeInvalid,
    function (value) {
      if (!value) return true;
      const number = (this.parent as Record<string, unknown>)[cardNumberField];
      return isValidSecurityCode(value, cardBrand(typeof number === 'string' ? number : ''));
    },
  );
}

/** Last four digits of the card: required, exactly four digits. */
export function cardLastFourSchema(): StringSchema<string> {
  const exact = new RegExp(`^\\d{${CARD_LAST_FOUR_LENGTH}}$`);
  return requiredText(messages.card.lastFourRequired).test(
    'lastFour',
    messages.card.lastFourFormat,
    whenPresent((v) => exact.test(v)),
  );
}
