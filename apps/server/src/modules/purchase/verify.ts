import type { endpoints, PurchaseVerifyAnswer } from '@vs/contract';
import { href, purchasePaths } from '@vs/routes';
import type { FastifyInstance } from 'fastify';
import type { EndpointCall } from '../../http/endpoint-route';
import { requireMember } from '../member/require-member';
import { signupContextOf } from '../signup/signup-context';
import { requireStore } from '../store/store.plugin';
import { claimCampaignGuess } from './campaign-guesses';
import { withLapsedPlacesFreed } from './lapsed-places';
import { purchaseFlowError } from './purchase-errors';
import type { PurchasePaymentPort } from './payment-port';
import { campaignCodeOf, decideOrder, newPurchaseToken, paymentMethodFor, requirePlan } from './purchase-order';

/**
 * POST /zapi/purchase/verify/{planId}: checks the plan and the payment choice, keeps the verified
 * choice with a new purchase token in the session, and answers the order and the confirm page.
 * From sign-up's plan step (`signup`) only while this session's sign-up made the member's account:
 * its own confirm page follows; a sign-up already over restarts at the plan page.
 */
export async function verifyPurchase(
  app: FastifyInstance,
  payments: PurchasePaymentPort,
  { request, params, body: bodyOf }: EndpointCall<typeof endpoints.purchaseVerify>,
): Promise<PurchaseVerifyAnswer> {
  const member = await requireMember(app, request);
  const store = requireStore(request);
  const storeId = store.id;
  const body = await bodyOf();
  const plan = await withLapsedPlacesFreed(
    app,
    payments,
    storeId,
    await requirePlan(app, request, storeId, params.planId),
  );
  const signup = body.signup === true;
  if (signup && !(await signupContextOf(app, request, store)).accountCreated)
    throw purchaseFlowError(request, href('/plans/:planId', { planId: plan.planId }));
  const campaignCode = campaignCodeOf(body.campaignCode);
  if (campaignCode !== null) await claimCampaignGuess(app, request, member.id, campaignCode);
  const decided = await decideOrder(app.db, request, {
    storeId,
    accountId: member.id,
    plan,
    paymentMethod: body.paymentMethod,
    campaignCode,
    now: app.now(),
  });
  await paymentMethodFor(payments, request, { storeId, accountId: member.id, decided });
  await request.session.set('purchaseOrder', {
    planId: plan.planId,
    paymentMethod: body.paymentMethod,
    campaignCode,
    purchaseToken: newPurchaseToken(),
    ...(signup ? { signup } : {}),
  });
  return { redirectTo: purchasePaths(plan.planId, signup ? 'signup' : 'plan').confirm, order: decided.terms.order };
}
