import { describe, expect, it } from 'vitest';
import { consentSwitchStep, type ConsentSwitchState } from './consent-switch-machine';

const idle = (value: boolean): ConsentSwitchState => ({ status: 'idle', value });
const pending = (value: boolean): ConsentSwitchState => ({ status: 'pending', value });

describe('consent switch machine', () => {
  it('a toggle from idle waits and sends the inverse of the shown value', () => {
    expect(consentSwitchStep(idle(false), { type: 'toggle' })).toEqual({ state: pending(false), send: true });
    expect(consentSwitchStep(idle(true), { type: 'toggle' })).toEqual({ state: pending(true), send: false });
  });

  it('ignores toggles while a request is pending', () => {
    expect(consentSwitchStep(pending(false), { type: 'toggle' })).toEqual({ state: pending(false) });
  });

  it('success takes the stored value and asks for the success toast', () => {
    expect(consentSwitchStep(pending(false), { type: 'succeeded', value: true })).toEqual({
      state: idle(true),
      toast: 'success',
    });
    // The server's word wins, even when it stored something else than was asked.
    expect(consentSwitchStep(pending(false), { type: 'succeeded', value: false })).toEqual({
      state: idle(false),
      toast: 'success',
    });
  });

  it('failure keeps the value and asks for the error toast', () => {
    expect(consentSwitchStep(pending(true), { type: 'failed' })).toEqual({ state: idle(true), toast: 'error' });
  });

  it('an answer while idle changes nothing', () => {
    expect(consentSwitchStep(idle(true), { type: 'succeeded', value: false })).toEqual({ state: idle(true) });
    expect(consentSwitchStep(idle(true), { type: 'failed' })).toEqual({ state: idle(true) });
  });
});
