import type { SubscriptionStatus } from '@vs/contract';
import { describe, expect, it } from 'vitest';
import { startOfJstDay } from './renewal-calendar';
import { periodAmount, renewalStep, type DueContract } from './renewal-terms';

const now = new Date('2026-12-10T03:00:00Z'); // 12:00 JST on the 10th
const due = (contract: Partial<DueContract>): DueContract => ({
  status: 'ONGOING_CONTRACT',
  nextSettlementDay: '2026-12-10',
  paymentMethodType: null,
  expiresAt: null,
  forceStopRenewDate: null,
  ...contract,
});
const step = (contract: Partial<DueContract>) => renewalStep(due(contract), now, startOfJstDay);

describe('what the renewal job does at a settlement day', () => {
  it('charges a running contract whose day has come (JST), and a trial as its conversion', () => {
    for (const status of [
      'NEW_CONTRACT',
      'ONGOING_CONTRACT',
      'TRIAL_TO_PAID',
      'RE_CONTRACT',
      'HOLD_RELEASED',
      'TRIAL_HOLD_RELEASED',
    ] as const)
      expect(step({ status })).toEqual({ kind: 'charge', chargeKind: 'renewal', periodStart: '2026-12-10' });
    expect(step({ status: 'NEW_TRIAL_CONTRACT', nextSettlementDay: '2026-12-01' })).toEqual({
      kind: 'charge',
      chargeKind: 'trialConversion',
      periodStart: '2026-12-01',
    });
  });

  it('does nothing before the day, to a held contract (the member retries) or an ended one', () => {
    expect(step({ nextSettlementDay: '2026-12-11' })).toEqual({ kind: 'none' });
    expect(step({ nextSettlementDay: null })).toEqual({ kind: 'none' });
    for (const status of ['HOLD', 'TRIAL_HOLD', 'CANCELLED'] as const satisfies SubscriptionStatus[])
      expect(step({ status })).toEqual({ kind: 'none' });
  });

  it('ends a scheduled cancellation at its period end, never charging', () => {
    for (const status of [
      'CANCEL_REQUEST',
      'TRIAL_CANCEL_REQUEST',
      'HOLD_CANCEL_REQUEST',
      'TRIAL_HOLD_CANCEL_REQUEST',
    ] as const)
      expect(step({ status })).toEqual({ kind: 'end', event: 'periodEnded', at: startOfJstDay('2026-12-10') });
  });

  it("stops instead of charging once the plan's forceStopRenewDate has come by the settlement day", () => {
    const stop = { kind: 'end', event: 'stopped', at: startOfJstDay('2026-12-10') };
    expect(step({ forceStopRenewDate: new Date('2026-12-09T15:00:00Z') })).toEqual(stop); // 00:00 JST on the 10th
    expect(step({ forceStopRenewDate: new Date('2026-12-01T00:00:00Z') })).toEqual(stop);
    expect(step({ forceStopRenewDate: new Date('2026-12-10T15:00:00Z') })).toMatchObject({ kind: 'charge' });
  });

  it('never charges a campaign-code contract: it ends when its free period does', () => {
    const byCode = { paymentMethodType: 'CampaignCode', nextSettlementDay: null };
    const ended = new Date('2026-12-10T02:00:00Z');
    expect(step({ ...byCode, expiresAt: ended })).toEqual({ kind: 'end', event: 'stopped', at: ended });
    expect(step({ ...byCode, expiresAt: new Date('2026-12-10T04:00:00Z') })).toEqual({ kind: 'none' });
    expect(step({ ...byCode, nextSettlementDay: '2026-12-01', expiresAt: null })).toEqual({ kind: 'none' });
  });
});

describe('what a period costs', () => {
  const plan = { price: 1100, taxRate: 10 };

  it("charges the campaign's discounted price while discounted payments remain, then the contracted price", () => {
    expect(periodAmount({ planPrice: 1100, billingAmount: 550, discountRemaining: 2 }, plan)).toEqual({
      amountJpy: 550,
      taxAmount: 50,
      taxRate: 10,
      discounted: true,
    });
    expect(periodAmount({ planPrice: 1100, billingAmount: 550, discountRemaining: 0 }, plan)).toMatchObject({
      amountJpy: 1100,
      discounted: false,
    });
    // A free campaign's contract (billing amount 0, no discount count) pays the plan price after it.
    expect(periodAmount({ planPrice: 1100, billingAmount: 0, discountRemaining: null }, plan)).toMatchObject({
      amountJpy: 1100,
    });
  });

  it("keeps the price contracted, falling back to the plan's for contracts older than it", () => {
    expect(periodAmount({ planPrice: 980, billingAmount: 980, discountRemaining: null }, plan).amountJpy).toBe(980);
    expect(periodAmount({ planPrice: null, billingAmount: 0, discountRemaining: null }, plan).amountJpy).toBe(1100);
  });

  it('computes the tax inside at the plan rate, rounded down', () => {
    expect(periodAmount({ planPrice: 999, billingAmount: 0, discountRemaining: null }, plan).taxAmount).toBe(90);
    expect(
      periodAmount({ planPrice: 999, billingAmount: 0, discountRemaining: null }, { price: 999, taxRate: 8 }).taxAmount,
    ).toBe(74);
  });
});
