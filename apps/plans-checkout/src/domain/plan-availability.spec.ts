import { describe, expect, it } from 'vitest';
import { aPlan } from '../testing/plan-fixtures';
import { planAvailability } from './plan-availability';

const now = '2025-06-01T00:00:00.000Z';
const open = { now, isContractLimited: false };

describe('planAvailability (spec 000 §4, in order)', () => {
  it('enables an ordinary plan with "contract the plan"', () => {
    expect(planAvailability(aPlan(), open)).toEqual({ enabled: true, reason: 'contract' });
  });

  it('puts the contract limit before every other rule', () => {
    const plan = aPlan({ salesEndDate: '2020-01-01T00:00:00Z', salesLimit: 1, salesCount: 5, freeTrialDays: 7 });
    expect(planAvailability(plan, { now, isContractLimited: true })).toEqual({
      enabled: false,
      reason: 'contractLimited',
    });
  });

  it('limits every plan type: a purchase or rental closes at the contract limit too', () => {
    const limited = { now, isContractLimited: true };
    expect(planAvailability(aPlan({ planType: 'purchase' }), limited).reason).toBe('contractLimited');
    expect(planAvailability(aPlan({ planType: 'rental' }), limited).reason).toBe('contractLimited');
  });

  it('checks the contract limit before the held plan (the spec order), and the held plan before the rest', () => {
    expect(planAvailability(aPlan(), { now, isContractLimited: true, isContracted: true }).reason).toBe(
      'contractLimited',
    );
    expect(planAvailability(aPlan({ salesLimit: 1, salesCount: 1 }), { ...open, isContracted: true }).reason).toBe(
      'contracted',
    );
  });

  it('is after sale from the exact end instant on', () => {
    expect(planAvailability(aPlan({ salesEndDate: now }), open)).toEqual({ enabled: false, reason: 'afterSale' });
    expect(planAvailability(aPlan({ salesEndDate: '2025-06-01T00:00:00.001Z' }), open).enabled).toBe(true);
  });

  it('is before sale until the exact start instant', () => {
    expect(planAvailability(aPlan({ salesStartDate: '2025-06-01T00:00:00.001Z' }), open)).toEqual({
      enabled: false,
      reason: 'beforeSale',
    });
    expect(planAvailability(aPlan({ salesStartDate: now }), open).enabled).toBe(true);
  });

  it('compares instants, not strings, across time-zone offsets', () => {
    // 09:00 JST is 00:00 UTC: the sale has started.
    expect(planAvailability(aPlan({ salesStartDate: '2025-06-01T09:00:00+09:00' }), open).enabled).toBe(true);
    expect(planAvailability(aPlan({ salesEndDate: '2025-06-01T08:59:59+09:00' }), open).reason).toBe('afterSale');
  });

  it('checks the end of sale before its start', () => {
    const plan = aPlan({ salesStartDate: '2030-01-01T00:00:00Z', salesEndDate: '2020-01-01T00:00:00Z' });
    expect(planAvailability(plan, open).reason).toBe('afterSale');
  });

  it('is sold out at or above the sales limit', () => {
    expect(planAvailability(aPlan({ salesLimit: 10, salesCount: 10 }), open)).toEqual({
      enabled: false,
      reason: 'soldOut',
    });
    expect(planAvailability(aPlan({ salesLimit: 10, salesCount: 11 }), open).reason).toBe('soldOut');
    expect(planAvailability(aPlan({ salesLimit: 10, salesCount: 9 }), open).enabled).toBe(true);
    expect(planAvailability(aPlan({ salesLimit: null, salesCount: 1e6 }), open).enabled).toBe(true);
  });

  it('shows the trial days only for a positive trial', () => {
    expect(planAvailability(aPlan({ freeTrialDays: 14 }), open)).toEqual({
      enabled: true,
      reason: 'freeTrial',
      trialDays: 14,
    });
    expect(planAvailability(aPlan({ freeTrialDays: 0 }), open)).toEqual({ enabled: true, reason: 'contract' });
    expect(planAvailability(aPlan({ freeTrialDays: null }), open)).toEqual({ enabled: true, reason: 'contract' });
  });

  it('accepts a Date for now', () => {
    expect(
      planAvailability(aPlan({ salesEndDate: now }), { now: new Date(now), isContractLimited: false }).reason,
    ).toBe('afterSale');
  });
});
