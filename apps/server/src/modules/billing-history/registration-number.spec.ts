import { describe, expect, it } from 'vitest';
import { isRegistrationNumber, registrationCheckDigit } from './registration-number';

describe('the invoice registration number', () => {
  it('computes the corporate number’s check digit (the National Tax Agency’s own number: 7000012050002)', () => {
    expect(registrationCheckDigit('000012050002')).toBe(7);
    expect(registrationCheckDigit('123456789012')).toBe(7);
    // Σ mod 9 = 0 gives 9, never 0: no corporate number starts with 0.
    expect(registrationCheckDigit('000000000000')).toBe(9);
  });

  it('accepts T and 13 digits whose first digit checks the other twelve', () => {
    expect(isRegistrationNumber('T7000012050002')).toBe(true);
    expect(isRegistrationNumber('T7123456789012')).toBe(true);
  });

  it('refuses a wrong check digit, a wrong length, a missing or lower-case T, and other characters', () => {
    expect(isRegistrationNumber('T8000012050002')).toBe(false);
    expect(isRegistrationNumber('T700001205000')).toBe(false);
    expect(isRegistrationNumber('T70000120500021')).toBe(false);
    expect(isRegistrationNumber('7000012050002')).toBe(false);
    expect(isRegistrationNumber('t7000012050002')).toBe(false);
    expect(isRegistrationNumber('T７000012050002')).toBe(false);
    expect(isRegistrationNumber(' T7000012050002')).toBe(false);
  });
});
