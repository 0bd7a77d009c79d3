import type { SubscriptionActionAnswer, endpoints } from '@vs/contract';
import { href } from '@vs/routes';
import type { FastifyInstance } from 'fastify';
import type { EndpointCall } from '../../http/endpoint-route';
import { nextStatus } from '../billing/subscription-states';
import { ownedSubscription } from './owned-subscription';
import { refusal } from './subscription-errors';
import { moveStatus } from './subscription.repository';

/**
 * POST /zapi/subscription/{id}/withdraw: the contract is cancelled at its period's end (it stays usable
 * until then), with the plan survey's answers. Refused while renewing, and for a contract already
 * cancelled or scheduled to be; a bought or rented item has no cancellation.
 */
export async function requestCancel(
  app: FastifyInstance,
  { request, params, body: bodyOf }: EndpointCall<typeof endpoints.subscriptionWithdraw>,
): Promise<SubscriptionActionAnswer> {
  const { facts, detail } = await ownedSubscription(app, request, params.subscriptionId);
  if (facts.planType !== 'subscription') throw refusal(request, 'SUBSCRIPTION_CANCEL_FAILED');
  if (detail.badge === 'cancelled' || detail.badge === 'cancelScheduled')
    throw refusal(request, 'SUBSCRIPTION_ALREADY_CANCELLED');
  if (detail.isRenewing) throw refusal(request, 'SUBSCRIPTION_RENEWING');
  const to = nextStatus(detail.subscriptionStatus, 'cancelRequested');
  if (!to) throw refusal(request, 'SUBSCRIPTION_CANCEL_FAILED');
  const { surveyAnswers } = await bodyOf(facts.plan?.survey?.questions ?? []);
  const moved = await moveStatus(app.db, facts.id, facts.status, to, {
    cancelRequestedAt: app.now(),
    cancelSurveyAnswers: surveyAnswers,
  });
  // A renewal or another tab moved it first: the member sees the contract as it now is.
  if (!moved) throw refusal(request, 'SUBSCRIPTION_CANCEL_FAILED');
  return {
    redirectTo: href('/mypage/subscription/:subscriptionId/cancel/complete', { subscriptionId: facts.id }),
  };
}
