import { subscriptionStatuses, type SubscriptionStatus } from '@vs/contract';
import { describe, expect, it } from 'vitest';
import { badgeOf, nextStatus, renews, transitions, type SubscriptionEvent } from './subscription-states';

const events: readonly SubscriptionEvent[] = [
  'chargeSucceeded',
  'chargeFailed',
  'cancelRequested',
  'cancelUndone',
  'periodEnded',
  'stopped',
];

const contracted = [
  'NEW_CONTRACT',
  'ONGOING_CONTRACT',
  'TRIAL_TO_PAID',
  'RE_CONTRACT',
  'HOLD_RELEASED',
  'TRIAL_HOLD_RELEASED',
] as const;

/** Every allowed move, written out again from spec 000 §4 so the table is checked, not copied. */
const allowed: ReadonlyArray<readonly [SubscriptionStatus, SubscriptionEvent, SubscriptionStatus]> = [
  ...contracted.flatMap(
    (s) =>
      [
        [s, 'chargeSucceeded', 'ONGOING_CONTRACT'],
        [s, 'chargeFailed', 'HOLD'],
        [s, 'cancelRequested', 'CANCEL_REQUEST'],
        [s, 'stopped', 'CANCELLED'],
      ] as const,
  ),
  ['NEW_TRIAL_CONTRACT', 'chargeSucceeded', 'TRIAL_TO_PAID'],
  ['NEW_TRIAL_CONTRACT', 'chargeFailed', 'TRIAL_HOLD'],
  ['NEW_TRIAL_CONTRACT', 'cancelRequested', 'TRIAL_CANCEL_REQUEST'],
  ['NEW_TRIAL_CONTRACT', 'stopped', 'CANCELLED'],
  ['HOLD', 'chargeSucceeded', 'HOLD_RELEASED'],
  ['HOLD', 'chargeFailed', 'HOLD'],
  ['HOLD', 'cancelRequested', 'HOLD_CANCEL_REQUEST'],
  ['HOLD', 'stopped', 'CANCELLED'],
  ['TRIAL_HOLD', 'chargeSucceeded', 'TRIAL_HOLD_RELEASED'],
  ['TRIAL_HOLD', 'chargeFailed', 'TRIAL_HOLD'],
  ['TRIAL_HOLD', 'cancelRequested', 'TRIAL_HOLD_CANCEL_REQUEST'],
  ['TRIAL_HOLD', 'stopped', 'CANCELLED'],
  ['CANCEL_REQUEST', 'cancelUndone', 'ONGOING_CONTRACT'],
  ['TRIAL_CANCEL_REQUEST', 'cancelUndone', 'NEW_TRIAL_CONTRACT'],
  ['HOLD_CANCEL_REQUEST', 'cancelUndone', 'HOLD'],
  ['TRIAL_HOLD_CANCEL_REQUEST', 'cancelUndone', 'TRIAL_HOLD'],
  ...(['CANCEL_REQUEST', 'TRIAL_CANCEL_REQUEST', 'HOLD_CANCEL_REQUEST', 'TRIAL_HOLD_CANCEL_REQUEST'] as const).flatMap(
    (s) =>
      [
        [s, 'periodEnded', 'CANCELLED'],
        [s, 'stopped', 'CANCELLED'],
      ] as const,
  ),
];

describe('subscription state machine', () => {
  it('has a row for every status of the contract', () => {
    expect(Object.keys(transitions).sort()).toEqual([...subscriptionStatuses].sort());
  });

  it.each(allowed)('%s --%s--> %s', (from, event, to) => {
    expect(nextStatus(from, event)).toBe(to);
  });

  const refused = subscriptionStatuses.flatMap((from) =>
    events
      .filter((event) => !allowed.some(([f, e]) => f === from && e === event))
      .map((event) => [from, event] as const),
  );

  it.each(refused)('refuses %s --%s-->', (from, event) => {
    expect(nextStatus(from, event)).toBeNull();
  });

  it('counts the moves: every (status, event) pair is either allowed or refused', () => {
    expect(allowed.length + refused.length).toBe(subscriptionStatuses.length * events.length);
  });

  it('a cancelled contract never moves again', () => {
    for (const event of events) expect(nextStatus('CANCELLED', event)).toBeNull();
  });

  it('gives each status its badge of spec 000 §4', () => {
    for (const s of contracted) expect(badgeOf(s)).toBe('contracted');
    expect(badgeOf('NEW_TRIAL_CONTRACT')).toBe('trial');
    for (const s of [
      'HOLD_CANCEL_REQUEST',
      'TRIAL_HOLD_CANCEL_REQUEST',
      'CANCEL_REQUEST',
      'TRIAL_CANCEL_REQUEST',
    ] as const)
      expect(badgeOf(s)).toBe('cancelScheduled');
    expect(badgeOf('HOLD')).toBe('onHold');
    expect(badgeOf('TRIAL_HOLD')).toBe('onHold');
    expect(badgeOf('CANCELLED')).toBe('cancelled');
  });

  it('renews only contracts with no cancellation scheduled', () => {
    expect(subscriptionStatuses.filter(renews)).toEqual([...contracted, 'NEW_TRIAL_CONTRACT', 'HOLD', 'TRIAL_HOLD']);
  });
});
