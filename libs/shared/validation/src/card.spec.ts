import { describe, expect, it } from 'vitest';
import { object } from 'yup';
import {
  cardBrand,
  cardLastFourSchema,
  cardNumberMaxLength,
  cardNumberSchema,
  isValidCardNumber,
  isValidSecurityCode,
  passesLuhn,
  securityCodeSchema,
} from './card';
import {
  cardExpirySchema,
  expiryYearOptions,
  isCardExpired,
  isExpiryNear,
  isExpiryNotPast,
  isSavedCardExpiryNear,
} from './card-expiry';
import { messages } from './messages';
import { firstError, formErrors } from './test-helpers';

describe('card brand and number', () => {
  it('finds the brand by prefix', () => {
    expect(cardBrand('4111 1111 1111 1111')).toBe('V');
    expect(cardBrand('5555555555554444')).toBe('M');
    expect(cardBrand('3400 000000 00009')).toBe('A');
    expect(cardBrand('378282246310005')).toBe('A');
    expect(cardBrand('3530111333300000')).toBe('J');
    expect(cardBrand('30569309025904')).toBe('D');
    expect(cardBrand('36')).toBe('D');
    expect(cardBrand('38')).toBe('D');
    expect(cardBrand('6011111111111117')).toBe('Unknown');
    expect(cardBrand('')).toBe('Unknown');
  });

  it('has brand-specific maximum lengths', () => {
    expect(cardNumberMaxLength('V')).toBe(19);
    expect(cardNumberMaxLength('A')).toBe(17);
    expect(cardNumberMaxLength('D')).toBe(16);
  });

  it('checks Luhn', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('')).toBe(false);
    expect(passesLuhn('4111a11111111111')).toBe(false);
  });

  it('accepts digits and spaces within 14..max, with a valid check digit', () => {
    for (const ok of [
      '4111111111111111',
      '4111 1111 1111 1111',
      '3782 822463 10005',
      '3056 930902 5904',
      '30569309025904',
      '3530111333300000',
    ]) {
      expect({ ok, valid: isValidCardNumber(ok) }).toEqual({ ok, valid: true });
    }
    for (const bad of [
      '4111-1111-1111-1111', // hyphens
      '4111111111111112', // Luhn
      '4111 1111 1111 1111 ', // 20 characters
      '3782  822463  10005', // Amex over 17 characters
      '3056 9309 0259 04', // Diners over 16 characters
      '4222222222222', // 13 characters
      '12345678903 ', // too few digits
    ]) {
      expect({ bad, valid: isValidCardNumber(bad) }).toEqual({ bad, valid: false });
    }
    expect(firstError(cardNumberSchema(), '')).toBe(messages.card.numberRequired);
    expect(firstError(cardNumberSchema(), '4111111111111112')).toBe(messages.card.numberInvalid);
  });

  it('security code is 4 digits for Amex, 3 otherwise', () => {
    const form = object({ cardNumber: cardNumberSchema(), securityCode: securityCodeSchema('cardNumber') });
    const codeError = (cardNumber: string, securityCode: string) =>
      formErrors(form, { cardNumber, securityCode }).securityCode;
    expect(codeError('4111111111111111', '123')).toBeUndefined();
    expect(codeError('4111111111111111', '1234')).toBe(messages.card.securityCodeInvalid);
    expect(codeError('378282246310005', '1234')).toBeUndefined();
    expect(codeError('378282246310005', '123')).toBe(messages.card.securityCodeInvalid);
    expect(codeError('4111111111111111', '12a')).toBe(messages.card.securityCodeInvalid);
    expect(codeError('4111111111111111', '')).toBe(messages.card.securityCodeRequired);
    expect(isValidSecurityCode('1234', 'A')).toBe(true);
    expect(isValidSecurityCode('123', 'J')).toBe(true);
  });

  it('last four digits', () => {
    expect(firstError(cardLastFourSchema(), '')).toBe(messages.card.lastFourRequired);
    expect(firstError(cardLastFourSchema(), '123')).toBe(messages.card.lastFourFormat);
    expect(firstError(cardLastFourSchema(), '12a4')).toBe(messages.card.lastFourFormat);
    expect(firstError(cardLastFourSchema(), '1234')).toBeNull();
  });
});

describe('expiry', () => {
  const today = new Date(2026, 10, 23); // November 2026

  it('is valid through the end of its month', () => {
    expect(isExpiryNotPast(2026, 11, today)).toBe(true);
    expect(isExpiryNotPast(2026, 10, today)).toBe(false);
    expect(isExpiryNotPast(2027, 1, today)).toBe(true);
    expect(isCardExpired('202610', today)).toBe(true);
    expect(isCardExpired('202611', today)).toBe(false);
  });

  it('offers the current year plus 9', () => {
    expect(expiryYearOptions(today)).toEqual([
      '2026',
      '2027',
      '2028',
      '2029',
      '2030',
      '2031',
      '2032',
      '2033',
      '2034',
      '2035',
    ]);
  });

  it('validates month and year together', () => {
    const s = cardExpirySchema(() => today);
    expect(formErrors(s, { expiryMonth: '11', expiryYear: '2026' })).toEqual({});
    expect(formErrors(s, { expiryMonth: '10', expiryYear: '2026' })).toEqual({ expiryYear: messages.card.expiryPast });
    expect(formErrors(s, { expiryMonth: '', expiryYear: '' })).toEqual({
      expiryMonth: messages.card.expiryRequired,
      expiryYear: messages.card.expiryRequired,
    });
    expect(formErrors(s, { expiryMonth: '13', expiryYear: '2036' })).toEqual({
      expiryMonth: messages.card.expiryRequired,
      expiryYear: messages.card.expiryRequired,
    });
  });
});

describe('near-expiry warning', () => {
  const today = new Date(2026, 10, 30); // the last day of November 2026

  it('warns for this month and the next two, not after, and never for a past month', () => {
    expect(isExpiryNear(2026, 11, today)).toBe(true);
    expect(isExpiryNear(2026, 12, today)).toBe(true);
    expect(isExpiryNear(2027, 1, today)).toBe(true);
    expect(isExpiryNear(2027, 2, today)).toBe(false);
    expect(isExpiryNear(2026, 10, today)).toBe(false);
    expect(isSavedCardExpiryNear('202701', today)).toBe(true);
    expect(isSavedCardExpiryNear('203501', today)).toBe(false);
    expect(isSavedCardExpiryNear('bad', today)).toBe(false);
  });

  it('offers the tenth year (current + 9) and accepts its December', () => {
    const s = cardExpirySchema(() => today);
    expect(expiryYearOptions(today).at(-1)).toBe('2035');
    expect(formErrors(s, { expiryMonth: '12', expiryYear: '2035' })).toEqual({});
    expect(formErrors(s, { expiryMonth: '01', expiryYear: '2036' })).toEqual({
      expiryYear: messages.card.expiryRequired,
    });
  });

  it('accepts the current month up to its last day and refuses it from the first of the next', () => {
    expect(isExpiryNotPast(2026, 11, new Date(2026, 10, 30, 23, 59))).toBe(true);
    expect(isExpiryNotPast(2026, 11, new Date(2026, 11, 1, 0, 0))).toBe(false);
  });
});
