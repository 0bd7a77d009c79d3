import { endpointTable } from '@vs/contract';
import { describe, expect, it } from 'vitest';
import { protectedCalls } from '../modules/auth/step-up-calls';
import { externalIdentityStepUpCalls } from '../modules/external-identity/unlink';
import { subscriptionStepUpCalls } from '../modules/subscription/subscription-step-up';

/**
 * Step-up guards are registered by the module that owns each call (auth for the account's and the
 * payment methods', subscription for a contract's change of payment method, external identities for
 * unlinking): together they must be exactly the endpoints whose contract names STEP_UP_REQUIRED.
 */
describe('the calls step-up guards', () => {
  it('are exactly the endpoints whose contract names STEP_UP_REQUIRED', () => {
    const declared = endpointTable().filter((endpoint) => endpoint.errors.includes('STEP_UP_REQUIRED'));
    const guarded = [...protectedCalls, ...subscriptionStepUpCalls, ...externalIdentityStepUpCalls].map(
      ({ endpoint }) => endpoint,
    );
    expect(guarded).toHaveLength(new Set(guarded).size);
    expect(new Set(guarded)).toEqual(new Set(declared));
  });
});
