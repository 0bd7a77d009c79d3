import { endpoints, type BodyOf, type ConsentEntry } from '@vs/contract';
import { call, nextStepOf, throwNotFound } from '@vs/api-client';

/** Turns one consent option on or off (spec 001 §7); answers the entry as stored. */
export async function updateConsent(
  body: BodyOf<typeof endpoints.consent>,
  signal?: AbortSignal,
): Promise<ConsentEntry> {
  const result = await call(endpoints.consent, body, { signal });
  if (result.kind === 'notFound') return throwNotFound(result.response);
  // The switch cannot follow a redirect mid-toggle: it counts as a failed change.
  if (result.kind === 'redirect') throw new Error(`consent answered a redirect to ${result.to}`);
  return result.data;
}

/** Agrees to the changed policies; INVALID_REQUEST when a revision changed meanwhile. */
export async function reConsentToPolicies(
  body: BodyOf<typeof endpoints.policyReConsent>,
  signal?: AbortSignal,
): Promise<string | null> {
  return nextStepOf(await call(endpoints.policyReConsent, body, { signal }));
}
