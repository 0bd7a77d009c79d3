import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { TooManyRequestsError } from '../../http/too-many-requests';
import { languageOf } from '../../http/language';
import type { AccountRow } from '../account/accounts.repository';
import { authMessages } from '../auth/auth-messages';
import { claimTry, clearThrottle } from '../auth/login-throttle';
import { MFA_ENABLE_THROTTLE } from './account-mfa-policy';

/**
 * Checks one set-up code under the account's guessing limit: the try is counted before the check
 * (parallel guesses get no extra tries) and a right code clears the count. `check` answers null for
 * a wrong code, which becomes 401 PIN_CODE_ERROR with the catalogue's 'authentication failed'.
 */
export async function guardedGuess<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  member: AccountRow,
  check: () => Promise<T | null>,
): Promise<T> {
  const language = languageOf(request);
  const claimed = await claimTry(app.db, MFA_ENABLE_THROTTLE, member.id, app.now());
  if (!claimed.granted) {
    request.log.info({ authId: member.authId }, 'multi-factor set-up refused: too many wrong codes');
    throw new TooManyRequestsError(authMessages.tooMany[language], claimed.retryAfterMs);
  }
  const result = await check();
  if (result === null) {
    request.log.info({ authId: member.authId }, 'multi-factor set-up code wrong');
    throw new AppError(401, 'PIN_CODE_ERROR', authMessages.failed[language], { token: authMessages.failed[language] });
  }
  await clearThrottle(app.db, MFA_ENABLE_THROTTLE, member.id);
  return result;
}
