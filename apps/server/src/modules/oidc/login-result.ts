import type { FastifyRequest } from 'fastify';
import type { InteractionResults } from 'oidc-provider';
import '../auth/login-factors';

/**
 * The authentication context classes the provider reports (`acr`, listed in discovery): a login with
 * one factor, and one with two (RFC 8176 `mfa` in its methods). A relying party that needs two asks
 * for the second as an essential `acr` claim.
 */
export const ACR_ONE_FACTOR = 'urn:vs:acr:1fa';
export const ACR_TWO_FACTORS = 'urn:vs:acr:2fa';
export const acrValues = [ACR_ONE_FACTOR, ACR_TWO_FACTORS];

/**
 * The `login` result of an interaction for the site's member: the member's real login time (the
 * ID token's `auth_time`; without it the library would say "now"), how the member logged in (`amr`)
 * and its class (`acr`), all read from the site session the login wrote.
 */
export async function loginResultOf(
  request: FastifyRequest,
  accountId: string,
): Promise<NonNullable<InteractionResults['login']>> {
  const [loggedInAt, methods] = await Promise.all([
    request.session.get('loggedInAt'),
    request.session.get('loginMethods'),
  ]);
  const loginTs = loggedInAt ? Math.floor(new Date(loggedInAt).getTime() / 1000) : undefined;
  return {
    accountId,
    ...(loginTs !== undefined && Number.isFinite(loginTs) ? { ts: loginTs } : {}),
    ...(methods && methods.length > 0
      ? { amr: [...methods], acr: methods.includes('mfa') ? ACR_TWO_FACTORS : ACR_ONE_FACTOR }
      : {}),
  };
}

/** Whether the client asked for the account chooser (`prompt=select_account`) in this authorization. */
export function selectAccountRequested(params: Record<string, unknown>): boolean {
  return typeof params['prompt'] === 'string' && params['prompt'].split(' ').includes('select_account');
}
