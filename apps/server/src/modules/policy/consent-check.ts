import type { PolicyConsent, PolicyView } from '@vs/contract';
import { policyConsentsSchema } from '@vs/validation';
import { validateBody } from '../../http/validate';

/**
 * Every current policy must be agreed to at its current revision (spec 001 §5 "Survey and policy").
 * The same policyConsentsSchema the page uses decides, over { policy key → consented }; a consent
 * to an older revision counts as missing. Failures come back as fieldErrors keyed by policy key.
 * Returns the consents to record, one per current policy.
 */
export async function requireAllConsented(
  current: readonly PolicyView[],
  given: readonly PolicyConsent[],
): Promise<PolicyConsent[]> {
  const consented = Object.fromEntries(
    current.map((policy) => [
      policy.key,
      given.some((c) => c.policyId === policy.policyId && c.revision === policy.revision && c.key === policy.key) ||
        undefined,
    ]),
  );
  await validateBody(policyConsentsSchema(current.map((policy) => policy.key)), consented);
  return current.map(({ policyId, revision, key }) => ({ policyId, revision, key }));
}
