import type { SubscriptionBadge, SubscriptionStatus } from '@vs/contract';

/**
 * The subscription state machine of spec 000 §4, as one table: every move a contract may make, and
 * nothing else. Billing (charges) drives chargeSucceeded / chargeFailed; the member drives
 * cancelRequested / cancelUndone; the period's end and the plan's forced stop end it. Entitlement is
 * not decided here: the billing module extends or ends it from the outcome.
 */
export type SubscriptionEvent =
  /** A renewal, trial conversion or retry was charged. */
  | 'chargeSucceeded'
  /** A renewal, trial conversion or retry was declined (or no usable method was left). */
  | 'chargeFailed'
  /** The member asked to cancel at the period's end. */
  | 'cancelRequested'
  /** The member took the cancellation back (until the day before billing: the caller checks the day). */
  | 'cancelUndone'
  /** The period of a contract whose cancellation is scheduled ended. */
  | 'periodEnded'
  /** The contract ends now: the plan's forceStopRenewDate, or a contract that cannot renew. */
  | 'stopped';

const CONTRACTED = [
  'NEW_CONTRACT',
  'ONGOING_CONTRACT',
  'TRIAL_TO_PAID',
  'RE_CONTRACT',
  'HOLD_RELEASED',
  'TRIAL_HOLD_RELEASED',
] as const satisfies readonly SubscriptionStatus[];
const CANCEL_SCHEDULED = [
  'HOLD_CANCEL_REQUEST',
  'TRIAL_HOLD_CANCEL_REQUEST',
  'CANCEL_REQUEST',
  'TRIAL_CANCEL_REQUEST',
] as const satisfies readonly SubscriptionStatus[];

type Moves = Partial<Record<SubscriptionEvent, SubscriptionStatus>>;

const contractedMoves: Moves = {
  chargeSucceeded: 'ONGOING_CONTRACT',
  chargeFailed: 'HOLD',
  cancelRequested: 'CANCEL_REQUEST',
  stopped: 'CANCELLED',
};

/** From each status, the status each allowed event leads to. */
export const transitions: Readonly<Record<SubscriptionStatus, Moves>> = {
  NEW_CONTRACT: contractedMoves,
  ONGOING_CONTRACT: contractedMoves,
  TRIAL_TO_PAID: contractedMoves,
  RE_CONTRACT: contractedMoves,
  HOLD_RELEASED: contractedMoves,
  TRIAL_HOLD_RELEASED: contractedMoves,
  NEW_TRIAL_CONTRACT: {
    chargeSucceeded: 'TRIAL_TO_PAID',
    chargeFailed: 'TRIAL_HOLD',
    cancelRequested: 'TRIAL_CANCEL_REQUEST',
    stopped: 'CANCELLED',
  },
  // A failed retry keeps the hold (the member may try again another day).
  HOLD: {
    chargeSucceeded: 'HOLD_RELEASED',
    chargeFailed: 'HOLD',
    cancelRequested: 'HOLD_CANCEL_REQUEST',
    stopped: 'CANCELLED',
  },
  TRIAL_HOLD: {
    chargeSucceeded: 'TRIAL_HOLD_RELEASED',
    chargeFailed: 'TRIAL_HOLD',
    cancelRequested: 'TRIAL_HOLD_CANCEL_REQUEST',
    stopped: 'CANCELLED',
  },
  // A scheduled cancellation runs until its period ends, or is taken back to where it came from.
  CANCEL_REQUEST: { cancelUndone: 'ONGOING_CONTRACT', periodEnded: 'CANCELLED', stopped: 'CANCELLED' },
  TRIAL_CANCEL_REQUEST: { cancelUndone: 'NEW_TRIAL_CONTRACT', periodEnded: 'CANCELLED', stopped: 'CANCELLED' },
  HOLD_CANCEL_REQUEST: { cancelUndone: 'HOLD', periodEnded: 'CANCELLED', stopped: 'CANCELLED' },
  TRIAL_HOLD_CANCEL_REQUEST: { cancelUndone: 'TRIAL_HOLD', periodEnded: 'CANCELLED', stopped: 'CANCELLED' },
  CANCELLED: {},
};

export function isSubscriptionStatus(value: string): value is SubscriptionStatus {
  return Object.hasOwn(transitions, value);
}

/** Where `event` takes a contract in `status`; null: the move is refused. */
export function nextStatus(status: SubscriptionStatus, event: SubscriptionEvent): SubscriptionStatus | null {
  return transitions[status][event] ?? null;
}

/** Spec 000 §4 badges. */
export function badgeOf(status: SubscriptionStatus): SubscriptionBadge {
  if ((CONTRACTED as readonly string[]).includes(status)) return 'contracted';
  if (status === 'NEW_TRIAL_CONTRACT') return 'trial';
  if ((CANCEL_SCHEDULED as readonly string[]).includes(status)) return 'cancelScheduled';
  if (status === 'HOLD' || status === 'TRIAL_HOLD') return 'onHold';
  return 'cancelled';
}

/** Whether the contract still charges at its settlement day (not cancelled, no cancellation scheduled). */
export function renews(status: SubscriptionStatus): boolean {
  const badge = badgeOf(status);
  return badge === 'contracted' || badge === 'trial' || badge === 'onHold';
}
