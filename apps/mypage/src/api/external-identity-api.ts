import { call, nextStepOf } from '@vs/api-client';
import { endpoints } from '@vs/contract';

/** Unlinks one external identity (spec 001 §7); answers where to go: the unlink's completion page. */
export async function unlinkIdentity(userIdentifierType: string): Promise<string | null> {
  return nextStepOf(await call(endpoints.socialDisable, { userIdentifierType }));
}
