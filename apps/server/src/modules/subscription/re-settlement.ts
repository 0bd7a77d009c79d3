import type { SubscriptionActionAnswer, endpoints } from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import type { EndpointCall } from '../../http/endpoint-route';
import { jstDay } from '../billing/renewal-calendar';
import { settlePeriod } from '../billing/settle-period';
import { ownedSubscription, reloadDetail } from './owned-subscription';
import { refusal } from './subscription-errors';

/**
 * POST /zapi/subscription/{id}/re-settlement: the member retries the held renewal, from the JST day
 * after it failed (spec 000 §9), once at a time. The billing module charges (its ledger attempt makes
 * a double click one charge); this call only checks the contract is the member's and says the outcome.
 */
export async function retrySettlement(
  app: FastifyInstance,
  { request, params }: EndpointCall<typeof endpoints.subscriptionReSettlement>,
): Promise<SubscriptionActionAnswer> {
  const owned = await ownedSubscription(app, request, params.subscriptionId);
  const { detail } = owned;
  if (detail.badge !== 'onHold') throw refusal(request, 'SUBSCRIPTION_NOT_ON_HOLD');
  if (detail.isRetryInProgress) throw refusal(request, 'SUBSCRIPTION_RETRY_IN_PROGRESS');
  if (detail.retryAvailableFrom !== null && jstDay(app.now()) < detail.retryAvailableFrom)
    throw refusal(request, 'SUBSCRIPTION_RETRY_TOO_EARLY');
  const outcome = await settlePeriod(app, owned.facts.id, { kind: 'retry' });
  switch (outcome.kind) {
    case 'charged':
      return { subscription: await reloadDetail(app, owned) };
    case 'declined':
      throw refusal(request, 'SUBSCRIPTION_CHARGE_DECLINED');
    case 'unknown':
      throw refusal(request, 'SUBSCRIPTION_CHARGE_UNKNOWN');
    case 'inProgress':
      throw refusal(request, 'SUBSCRIPTION_RETRY_IN_PROGRESS');
    case 'noMethod':
      throw refusal(request, 'PAYMENT_METHOD_UNUSABLE');
    case 'notOnHold':
      throw refusal(request, 'SUBSCRIPTION_NOT_ON_HOLD');
    case 'tooEarly':
      throw refusal(request, 'SUBSCRIPTION_RETRY_TOO_EARLY');
  }
}
