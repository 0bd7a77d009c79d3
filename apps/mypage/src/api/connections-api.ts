import { call, nextStepOf } from '@vs/api-client';
import { endpoints } from '@vs/contract';

/** Unlinks an application (spec 001 §7, empty body); answers where to go: the connections list. */
export async function revokeGrant(grantId: string): Promise<string | null> {
  return nextStepOf(await call(endpoints.oidcRevokeGrant, undefined, { params: { grantId } }));
}
