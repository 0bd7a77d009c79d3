/**
 * Spec 000 §4 "Consent switch" without React: a toggle sends the inverse value and waits; while it
 * waits, more toggles do nothing (so a double click sends one request); the answer settles it.
 */
export type ConsentSwitchState =
  { readonly status: 'idle'; readonly value: boolean } | { readonly status: 'pending'; readonly value: boolean };

export type ConsentSwitchEvent =
  | { readonly type: 'toggle' }
  /** The server stored the change; `value` is what it stored. */
  | { readonly type: 'succeeded'; readonly value: boolean }
  | { readonly type: 'failed' };

export interface ConsentSwitchStep {
  readonly state: ConsentSwitchState;
  /** Set on an accepted toggle: the value to send. */
  readonly send?: boolean;
  /** Set when a request settles: which toast to show. */
  readonly toast?: 'success' | 'error';
}

export function consentSwitchStep(state: ConsentSwitchState, event: ConsentSwitchEvent): ConsentSwitchStep {
  if (event.type === 'toggle') {
    return state.status === 'idle'
      ? { state: { status: 'pending', value: state.value }, send: !state.value }
      : { state };
  }
  // An answer with no request in flight cannot be ours.
  if (state.status !== 'pending') return { state };
  return event.type === 'succeeded'
    ? { state: { status: 'idle', value: event.value }, toast: 'success' }
    : { state: { status: 'idle', value: state.value }, toast: 'error' };
}
