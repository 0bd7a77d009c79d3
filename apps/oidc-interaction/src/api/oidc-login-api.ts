import { call, nextStepOf, throwNotFound } from '@vs/api-client';
import { endpoints, type BodyOf, type MultiFactorSegment } from '@vs/contract';

/**
 * The login calls inside an interaction (spec 001 §7): the same login service as /login's, on the
 * OIDC paths. Each POST answers `{ redirectTo }`: the next page of the flow, or the provider.
 */

export async function oidcLogin(body: BodyOf<typeof endpoints.oidcLogin>): Promise<string | null> {
  return nextStepOf(await call(endpoints.oidcLogin, body));
}

/** Mails a login code; the same answer whether or not the address belongs to a member. */
export async function sendOidcLoginCode(body: BodyOf<typeof endpoints.oidcLoginCode>): Promise<string | null> {
  return nextStepOf(await call(endpoints.oidcLoginCode, body));
}

export async function sendOidcMultiFactorCode(segment: MultiFactorSegment): Promise<void> {
  const result = await call(endpoints.oidcLoginMultiFactorSend, undefined, { params: { segment } });
  if (result.kind === 'notFound') await throwNotFound(result.response);
}

export async function verifyOidcMultiFactor(
  segment: MultiFactorSegment,
  body: BodyOf<typeof endpoints.oidcLoginMultiFactor>,
): Promise<string | null> {
  return nextStepOf(await call(endpoints.oidcLoginMultiFactor, body, { params: { segment } }));
}
