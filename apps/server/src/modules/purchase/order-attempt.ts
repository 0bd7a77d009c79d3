import type { PurchaseAnswer, SavedPaymentMethod } from '@vs/contract';
import type { PurchasePaths } from '@vs/routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ChargedMethod } from '../../db/schema';
import { findAttempt, settleWithAnswer, type ChargeAttempt } from '../ledger';
import { CAMPAIGN_CODE_METHOD } from '../plans/member-contracts';
import { chargeError } from './purchase-errors';

/** The snapshot of the paying method the ledger keeps (history shows it after the method is deleted). */
export function chargedMethodOf(shown: SavedPaymentMethod): ChargedMethod {
  return {
    paymentMethodType: shown.paymentMethodType,
    ...(shown.credit
      ? { cardbrandCode: shown.credit.cardbrandCode, cardNumberSuffix: shown.credit.cardNumberSuffix }
      : {}),
  };
}

export const decidedMethodOf = (choice: string): ChargedMethod | null =>
  choice === 'campaignCode' ? { paymentMethodType: CAMPAIGN_CODE_METHOD } : null;

/**
 * A retry of an order that already has a live or charged attempt. Charged: the order is done (its
 * complete page). Open: the provider is asked by the attempt's own key (asking never charges) and the
 * attempt settled with the answer. Answers the complete page's answer when it was charged, null when
 * it failed without a charge (the provider never received it: the order may be charged afresh under a
 * new key); throws the decline, or the timeout message while the provider's answer is still unknown.
 */
export async function resumeOrder(
  app: FastifyInstance,
  request: FastifyRequest,
  attempt: ChargeAttempt,
  paths: PurchasePaths,
  now: Date,
): Promise<PurchaseAnswer | null> {
  const complete = { redirectTo: paths.complete, contractId: attempt.subscriptionId ?? '' };
  if (attempt.state === 'charged') return complete;
  const answer = await app.ledger.lookup(attempt.providerKey);
  const settled = await settleWithAnswer(app, attempt, answer, now);
  const current = settled ?? (await findAttempt(app.db, attempt.id)) ?? attempt;
  if (current.state === 'charged') return complete;
  if (current.state === 'failed') {
    if (current.failureReason === 'declined') throw chargeError(request, 'PURCHASE_CHARGE_DECLINED');
    return null;
  }
  throw chargeError(request, 'PURCHASE_CHARGE_TIMEOUT');
}
