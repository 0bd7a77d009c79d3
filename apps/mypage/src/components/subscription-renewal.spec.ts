import { describe, expect, it } from 'vitest';
import { renewalKey } from './subscription-renewal';

describe('renewal labels (spec 000 §9)', () => {
  it('says per day / week for 1 and every N otherwise; per month, per year for 12, every N months', () => {
    expect(renewalKey('days', 1)).toEqual({ key: 'renewal.perDay', n: 1 });
    expect(renewalKey('days', 3)).toEqual({ key: 'renewal.everyDays', n: 3 });
    expect(renewalKey('weeks', 1)).toEqual({ key: 'renewal.perWeek', n: 1 });
    expect(renewalKey('weeks', 2)).toEqual({ key: 'renewal.everyWeeks', n: 2 });
    expect(renewalKey('months', 1)).toEqual({ key: 'renewal.perMonth', n: 1 });
    expect(renewalKey('months', 12)).toEqual({ key: 'renewal.perYear', n: 12 });
    expect(renewalKey('months', 6)).toEqual({ key: 'renewal.everyMonths', n: 6 });
  });

  it('has none without a span (a purchase, a rental)', () => {
    expect(renewalKey(null, null)).toBeNull();
    expect(renewalKey('months', 0)).toBeNull();
  });
});
