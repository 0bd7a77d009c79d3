import type { SubscriptionActionAnswer, endpoints } from '@vs/contract';
import type { FastifyInstance } from 'fastify';
import type { EndpointCall } from '../../http/endpoint-route';
import { nextStatus } from '../billing/subscription-states';
import { ownedSubscription, reloadDetail } from './owned-subscription';
import { refusal } from './subscription-errors';
import { moveStatus } from './subscription.repository';
import { isUsableMethod } from './subscription-view';

/**
 * POST /zapi/subscription/{id}/withdraw/cancel: a scheduled cancellation is taken back, up to the day
 * before the settlement day (JST; from that day the renewal is under way), and only with a method the
 * renewal can charge (spec 000 §4; 001 §8 "undo impossible without a registered payment method").
 */
export async function undoCancel(
  app: FastifyInstance,
  { request, params }: EndpointCall<typeof endpoints.subscriptionWithdrawCancel>,
): Promise<SubscriptionActionAnswer> {
  const owned = await ownedSubscription(app, request, params.subscriptionId);
  const { facts, detail } = owned;
  if (detail.badge !== 'cancelScheduled') throw refusal(request, 'SUBSCRIPTION_UNDO_NOT_ALLOWED');
  if (detail.isRenewing) throw refusal(request, 'SUBSCRIPTION_RENEWING');
  if (!isUsableMethod(facts.method, app.paymentProvider?.name ?? null, app.now()))
    throw refusal(request, 'SUBSCRIPTION_UNDO_NO_PAYMENT_METHOD');
  const to = nextStatus(detail.subscriptionStatus, 'cancelUndone');
  if (!to) throw refusal(request, 'SUBSCRIPTION_UNDO_NOT_ALLOWED');
  const moved = await moveStatus(app.db, facts.id, facts.status, to, {
    cancelRequestedAt: null,
    cancelSurveyAnswers: null,
  });
  if (!moved) throw refusal(request, 'SUBSCRIPTION_UNDO_NOT_ALLOWED');
  return { subscription: await reloadDetail(app, owned) };
}
