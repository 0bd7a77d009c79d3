import type { FastifyInstance, FastifyRequest } from 'fastify';
import { languageOf } from '../../http/language';
import { TooManyRequestsError } from '../../http/too-many-requests';
import { LOGIN_THROTTLE_PER_ACCOUNT, LOGIN_THROTTLE_PER_CLIENT } from '../auth/auth-policy';
import { clientClaim } from '../auth/guess-limit';
import { claimTries, giveTriesBack, type KnownClaim, type ThrottleRule } from '../auth/login-throttle';
import { requireStore } from '../store/store.plugin';
import { purchaseMessages } from './purchase-messages';
import { findCampaign } from './purchase.repository';

/**
 * Campaign-code guesses take the room of password guesses (SECURITY.md "Guessing and codes"), counted
 * apart: a few free failures per member, then waits doubling up to 15 minutes; 30 per client address
 * over all members. No ceiling: a campaign code is the store's, not the member's secret, so a member
 * who typed many wrong codes never needs a password reset.
 */
export const CAMPAIGN_CODE_GUESSES_PER_MEMBER: ThrottleRule = {
  name: 'campaign-code:account',
  freeFailures: LOGIN_THROTTLE_PER_ACCOUNT.freeFailures,
  baseWaitMs: LOGIN_THROTTLE_PER_ACCOUNT.baseWaitMs,
  maxWaitMs: LOGIN_THROTTLE_PER_ACCOUNT.maxWaitMs,
};
export const CAMPAIGN_CODE_GUESSES_PER_CLIENT: ThrottleRule = {
  ...LOGIN_THROTTLE_PER_CLIENT,
  name: 'campaign-code:ip',
};

/**
 * One campaign code typed by a member, claimed under both limits before the store's codes are looked
 * at, so a member or an address at its limit learns nothing, not even of a right code ('try again
 * later'). A code the store has is no failure: its try is given back, the earlier failures stay.
 */
export async function claimCampaignGuess(
  app: FastifyInstance,
  request: FastifyRequest,
  accountId: string,
  code: string,
): Promise<void> {
  const storeId = requireStore(request).id;
  const claims: [KnownClaim, KnownClaim] = [
    clientClaim(request, CAMPAIGN_CODE_GUESSES_PER_CLIENT),
    { rule: CAMPAIGN_CODE_GUESSES_PER_MEMBER, subject: `${storeId}:account:${accountId}` },
  ];
  const [client, member] = await claimTries(app.db, claims, app.now());
  if (client?.granted !== true || member?.granted !== true) {
    const refusedBy = client?.granted === true ? member : client;
    request.log.info(
      { limit: (refusedBy === client ? claims[0] : claims[1]).rule.name },
      'campaign code refused: too many failures',
    );
    throw new TooManyRequestsError(
      purchaseMessages.CAMPAIGN_CODE_TRY_LATER[languageOf(request)],
      refusedBy?.retryAfterMs ?? CAMPAIGN_CODE_GUESSES_PER_MEMBER.baseWaitMs,
    );
  }
  if (await findCampaign(app.db, storeId, code)) await giveTriesBack(app.db, claims);
}
