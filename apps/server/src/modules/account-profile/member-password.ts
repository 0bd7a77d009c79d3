import type { FastifyInstance, FastifyRequest } from 'fastify';
import { href } from '@vs/routes';
import { flowError } from '../../http/app-error';
import type { AccountRow } from '../account/accounts.repository';
import { LOGIN_THROTTLE_PER_ACCOUNT, LOGIN_THROTTLE_PER_CLIENT } from '../auth/auth-policy';
import { claimGuess, forceResetAtCeiling } from '../auth/guess-limit';
import { verifyPassword } from '../password/password-hasher';
import { requireStore } from '../store/store.plugin';

/** Where a member without a password is sent before changing it or the user ID (spec 000 §6). */
export const ENABLE_PASSWORD_PAGE = href('/mypage/enable-password');

/** The member's password hash; a member without one is sent to set one first. */
export function requirePasswordHash(member: AccountRow): string {
  if (member.passwordHash === null) throw flowError(ENABLE_PASSWORD_PAGE);
  return member.passwordHash;
}

/**
 * Checks the member's current password under the login's guessing limits and on the login's own
 * count for this account: it is the same secret, so guessing it here must not buy extra tries.
 * A right password clears the count; `onWrong` builds the refusal of a wrong one.
 */
export async function checkMemberPassword(
  app: FastifyInstance,
  request: FastifyRequest,
  member: AccountRow,
  password: string,
  onWrong: () => Error,
): Promise<void> {
  const passwordHash = requirePasswordHash(member);
  const subject = `${requireStore(request).id}:account:${member.id}`;
  const guess = await claimGuess(
    app,
    request,
    { perClient: LOGIN_THROTTLE_PER_CLIENT, perAccount: LOGIN_THROTTLE_PER_ACCOUNT },
    subject,
    async () => undefined,
  );
  if (!(await verifyPassword(passwordHash, password))) {
    request.log.info({ authId: member.authId }, 'current password wrong on My Page');
    await forceResetAtCeiling(app, request, guess, member);
    throw onWrong();
  }
  await guess.settle();
}
