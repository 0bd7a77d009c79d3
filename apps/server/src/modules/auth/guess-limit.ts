import type { ShapedSql } from '../../db/shaped-statement';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TooManyRequestsError } from '../../http/too-many-requests';
import { languageOf } from '../../http/language';
import { requireStore } from '../store/store.plugin';
import { authMessages } from './auth-messages';
import {
  claimTries,
  settleSuccess,
  settlementWrites,
  type AccountThrottleRule,
  type ClaimedTry,
  type KnownClaim,
  type ThrottleRule,
} from './login-throttle';
import { clientAddressKey } from '../rate-limit/client-address';
import type { AccountRow } from '../account/accounts.repository';
import { mailResetLink } from './password-reset';

/** The two limits on guessing one kind of secret: per client address and per account (with its ceiling). */
export interface GuessLimits {
  readonly perClient: ThrottleRule;
  readonly perAccount: AccountThrottleRule;
}

export interface ClaimedGuess {
  /** The account's consecutive failures, this try included. */
  readonly failures: number;
  /** This try is the account's last before its ceiling: if it fails, only a password reset helps. */
  readonly atCeiling: boolean;
  /** The secret was right: the account's failures are forgotten and the address gets its try back. */
  settle(): Promise<void>;
  /** {@link settle}'s writes, for a caller that folds them into its own statement (the login's). */
  readonly settlement: readonly ShapedSql[];
}

/** The two claims of one guess: the client address's (of this store) and the account's. */
export interface GuessClaims {
  readonly client: KnownClaim;
  readonly account: KnownClaim;
}

/** The client address's claim under `rule`: the address (its /64 for IPv6) in this store. */
export const clientClaim = (request: FastifyRequest, rule: ThrottleRule): KnownClaim => ({
  rule,
  subject: `${requireStore(request).id}:${clientAddressKey(request.ip)}`,
});

/**
 * One guess at a secret (password, login code, second factor), claimed under both limits before the
 * secret is checked. A refused guess is recorded by `onRefused` and answered 'try again later'.
 */
export async function claimGuess(
  app: FastifyInstance,
  request: FastifyRequest,
  limits: GuessLimits,
  accountSubject: string,
  onRefused: () => Promise<unknown>,
): Promise<ClaimedGuess> {
  const claims = {
    client: clientClaim(request, limits.perClient),
    account: { rule: limits.perAccount, subject: accountSubject },
  };
  const [clientTry, accountTry] = await claimTries(app.db, [claims.client, claims.account], app.now());
  return answerGuess(app, request, limits, claims, [clientTry ?? null, accountTry ?? null], onRefused);
}

/**
 * The guess the two claimed tries allow (claimed by {@link claimGuess}, or inside a caller's own
 * statement), or, when either limit refused it, `onRefused` and 'try again later'. `claims` name the
 * rows to settle, their subjects known by now.
 */
export async function answerGuess(
  app: FastifyInstance,
  request: FastifyRequest,
  limits: GuessLimits,
  claims: GuessClaims,
  [clientTry, accountTry]: readonly [ClaimedTry | null, ClaimedTry | null],
  onRefused: () => Promise<unknown>,
): Promise<ClaimedGuess> {
  if (accountTry?.granted !== true) {
    await onRefused();
    request.log.info(
      { limit: clientTry?.granted === true ? limits.perAccount.name : limits.perClient.name },
      'guess refused: too many failures',
    );
    // The limit that refused: the client address's when it did, else the account's.
    const refusedBy = clientTry?.granted === true ? accountTry : clientTry;
    throw new TooManyRequestsError(
      authMessages.tryLater[languageOf(request)],
      refusedBy?.retryAfterMs ?? limits.perAccount.baseWaitMs,
    );
  }
  return {
    failures: accountTry.failures,
    atCeiling: accountTry.failures === limits.perAccount.ceiling,
    settle: () => settleSuccess(app.db, claims.account, claims.client),
    settlement: settlementWrites(claims.account, claims.client),
  };
}

/**
 * After a wrong guess: when it was the one that reached the account's ceiling, the member is mailed
 * a reset link, the only way back in (SECURITY.md). `account` is null for an unknown identifier.
 */
export async function forceResetAtCeiling(
  app: FastifyInstance,
  request: FastifyRequest,
  guess: ClaimedGuess,
  account: AccountRow | null,
): Promise<void> {
  if (!guess.atCeiling || !account) return;
  request.log.warn({ authId: account.authId }, 'guess ceiling reached: password reset forced');
  await mailResetLink(app, request, requireStore(request), account, languageOf(request));
}
