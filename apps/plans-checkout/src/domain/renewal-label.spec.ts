import { describe, expect, it } from 'vitest';
import type { Plan } from '@vs/contract';
import { aPlan } from '../testing/plan-fixtures';
import { renewalLabel } from './renewal-label';

const sub = (renewSpanUnit: Plan['renewSpanUnit'], renewSpan: number | null) =>
  renewalLabel(aPlan({ planType: 'subscription', renewSpanUnit, renewSpan }));

describe('renewalLabel (spec 000 §9)', () => {
  it('says per day or week for 1, every N otherwise', () => {
    expect(sub('days', 1)).toEqual({ key: 'renewal.perDay', n: 1 });
    expect(sub('days', 3)).toEqual({ key: 'renewal.everyDays', n: 3 });
    expect(sub('weeks', 1)).toEqual({ key: 'renewal.perWeek', n: 1 });
    expect(sub('weeks', 2)).toEqual({ key: 'renewal.everyWeeks', n: 2 });
  });

  it('says per month for 1, per year for 12, every N months otherwise', () => {
    expect(sub('months', 1)).toEqual({ key: 'renewal.perMonth', n: 1 });
    expect(sub('months', 12)).toEqual({ key: 'renewal.perYear', n: 12 });
    expect(sub('months', 6)).toEqual({ key: 'renewal.everyMonths', n: 6 });
    expect(sub('months', 24)).toEqual({ key: 'renewal.everyMonths', n: 24 });
  });

  it('has none for purchases or a missing span', () => {
    expect(renewalLabel(aPlan({ planType: 'purchase', renewSpanUnit: 'months', renewSpan: 1 }))).toBeNull();
    expect(sub(null, 1)).toBeNull();
    expect(sub('months', null)).toBeNull();
    expect(sub('months', 0)).toBeNull();
  });

  it('gives a rental its viewing period, whatever the span', () => {
    expect(renewalLabel(aPlan({ planType: 'rental', renewSpanUnit: 'days', renewSpan: 1 }))).toEqual({
      key: 'viewingPeriod.days',
      n: 1,
    });
    expect(renewalLabel(aPlan({ planType: 'rental', renewSpanUnit: 'months', renewSpan: 12 }))).toEqual({
      key: 'viewingPeriod.months',
      n: 12,
    });
  });
});
