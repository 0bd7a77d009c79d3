import type { SubscriptionActionAnswer, endpoints } from '@vs/contract';
import { href } from '@vs/routes';
import type { FastifyInstance } from 'fastify';
import type { EndpointCall } from '../../http/endpoint-route';
import { CAMPAIGN_CODE_METHOD } from '../plans/member-contracts';
import { findPaymentMethod } from '../payment/payment-methods.repository';
import { ownedSubscription } from './owned-subscription';
import { refusal } from './subscription-errors';
import { setPaymentMethod } from './subscription.repository';
import { isUsableMethod } from './subscription-view';

/**
 * POST /zapi/subscription/{id}/change-payment-method: the renewals charge the chosen method from now
 * on. It must be one of the member's own methods that can pay (not an expired card). A contract ended
 * or scheduled to end has nothing left to charge, and a campaign-code contract never renews (decided:
 * refused rather than turned into a paid one); while renewing, the change waits.
 */
export async function changePaymentMethod(
  app: FastifyInstance,
  { request, params, body: bodyOf }: EndpointCall<typeof endpoints.subscriptionChangePaymentMethod>,
): Promise<SubscriptionActionAnswer> {
  const { facts, detail, storeId, memberId } = await ownedSubscription(app, request, params.subscriptionId);
  const { paymentMethodId } = await bodyOf();
  if (
    facts.planType !== 'subscription' ||
    facts.paymentMethodType === CAMPAIGN_CODE_METHOD ||
    detail.badge === 'cancelled' ||
    detail.badge === 'cancelScheduled'
  )
    throw refusal(request, 'PAYMENT_METHOD_CHANGE_FAILED');
  if (detail.isRenewing) throw refusal(request, 'SUBSCRIPTION_RENEWING');
  const method = await findPaymentMethod(app.db, { storeId, accountId: memberId }, paymentMethodId);
  if (!method || !isUsableMethod(method, app.paymentProvider?.name ?? null, app.now()))
    throw refusal(request, 'PAYMENT_METHOD_UNUSABLE');
  const changed = await setPaymentMethod(app.db, facts.id, facts, { id: method.id, type: method.type });
  if (!changed) throw refusal(request, 'PAYMENT_METHOD_CHANGE_FAILED');
  return {
    redirectTo: href('/mypage/subscription/:subscriptionId/payment-method/complete', { subscriptionId: facts.id }),
  };
}
