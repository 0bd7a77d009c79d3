import { describe, expect, it } from 'vitest';
import { dayAfter, jstDay, nextSettlementDay, startOfJstDay } from './renewal-calendar';

describe('settlement days', () => {
  it('are JST calendar days, whatever the UTC date', () => {
    expect(jstDay(new Date('2026-12-09T14:59:59Z'))).toBe('2026-12-09');
    expect(jstDay(new Date('2026-12-09T15:00:00Z'))).toBe('2026-12-10');
    expect(startOfJstDay('2026-12-10').toISOString()).toBe('2026-12-09T15:00:00.000Z');
  });

  it('move on by days and weeks across month and year ends', () => {
    expect(nextSettlementDay('2026-12-31', 'days', 1)).toBe('2027-01-01');
    expect(nextSettlementDay('2026-12-25', 'days', 30)).toBe('2027-01-24');
    expect(nextSettlementDay('2026-12-28', 'weeks', 1)).toBe('2027-01-04');
    expect(nextSettlementDay('2028-02-22', 'weeks', 2)).toBe('2028-03-07');
    expect(dayAfter('2028-02-28')).toBe('2028-02-29');
  });

  it('move on by months, clamping month ends: Jan 31 + 1 month is Feb 28, or 29 in a leap year', () => {
    expect(nextSettlementDay('2027-01-31', 'months', 1)).toBe('2027-02-28');
    expect(nextSettlementDay('2028-01-31', 'months', 1)).toBe('2028-02-29');
    expect(nextSettlementDay('2026-08-31', 'months', 1)).toBe('2026-09-30');
    expect(nextSettlementDay('2026-12-15', 'months', 1)).toBe('2027-01-15');
    expect(nextSettlementDay('2026-11-30', 'months', 3)).toBe('2027-02-28');
    expect(nextSettlementDay('2026-12-10', 'months', 12)).toBe('2027-12-10');
  });

  it("keep the contract's day of the month after a short month (no drift to the 28th)", () => {
    expect(nextSettlementDay('2027-02-28', 'months', 1, 31)).toBe('2027-03-31');
    expect(nextSettlementDay('2027-03-31', 'months', 1, 31)).toBe('2027-04-30');
    expect(nextSettlementDay('2027-04-30', 'months', 1, 31)).toBe('2027-05-31');
    expect(nextSettlementDay('2027-02-28', 'months', 1, 30)).toBe('2027-03-30');
  });

  it('refuse a span that is not a positive integer', () => {
    expect(() => nextSettlementDay('2026-12-10', 'months', 0)).toThrow(RangeError);
    expect(() => nextSettlementDay('2026-12-10', 'days', 1.5)).toThrow(RangeError);
  });
});
