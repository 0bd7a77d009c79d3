import { endpoints } from '@vs/contract';
import { href, purchasePaths, type PurchaseFlow } from '@vs/routes';
import type { FastifyRequest } from 'fastify';
import { reach, type Schema } from 'yup';
import type { StepUpCall } from '../member/step-up';

declare module '../session/session-data' {
  interface SessionData {
    /** The plan whose page sent the member to add a payment method: step-up and the completion lead back. */
    paymentMethodReturnPlan?: string;
    /** Set when that page was sign-up's plan step (the way back is the step, not the plan page). */
    paymentMethodReturnFlow?: PurchaseFlow;
    /** The contract whose change of payment method sent the member to add one (My Page's subscription page). */
    paymentMethodReturnSubscription?: string;
  }
}

// The contract's own rule for a plan id (the card call's `planId`), so one rule decides everywhere.
const planIdRule = reach(endpoints.paymentMethodCredit.body(), 'planId') as Schema;

/**
 * A plan's page (or sign-up's plan step showing it) when `planId` passes the contract's rule for a plan
 * id, else null: return pages of the payment flow are built here from an id, never taken from the
 * client as an address.
 */
export function planPageOf(planId: unknown, flow: PurchaseFlow = 'plan'): string | null {
  return typeof planId === 'string' && planIdRule.isValidSync(planId) ? purchasePaths(planId, flow).choose : null;
}

/**
 * The plan page a member left to add a payment method (its link says `?plan=<planId>`): kept in the
 * session so the provider's pages and a step-up login in between do not lose it, and offered on the
 * completion page. Back from the provider (`challengeId`, `linkId`) the flow goes on; any other visit
 * starts afresh, so a plan left long ago is not offered. Only an id that passes the contract's rule is
 * kept, and the page is built from it (never an address from the client); `flow=signup` (sign-up's plan
 * step sent the member) makes the way back the step, the only other value kept. A contract's change of
 * payment method sends the member the same way (`?subscription=<id>`, a UUID) and gets them back there.
 */
export async function keepReturnPlan(request: FastifyRequest, query: URLSearchParams): Promise<void> {
  if (query.has('challengeId') || query.has('linkId')) return;
  const planId = query.get('plan');
  const kept = planId !== null && planPageOf(planId) !== null ? planId : undefined;
  const flow = kept && query.get('flow') === 'signup' ? 'signup' : undefined;
  if ((await request.session.get('paymentMethodReturnPlan')) !== kept)
    await request.session.set('paymentMethodReturnPlan', kept);
  if ((await request.session.get('paymentMethodReturnFlow')) !== flow)
    await request.session.set('paymentMethodReturnFlow', flow);
  const subscriptionId = query.get('subscription');
  const keptSubscription = subscriptionId !== null && SUBSCRIPTION_ID.test(subscriptionId) ? subscriptionId : undefined;
  if ((await request.session.get('paymentMethodReturnSubscription')) !== keptSubscription)
    await request.session.set('paymentMethodReturnSubscription', keptSubscription);
}

/** A contract id as the subscription pages' route has it (a UUID): only such an id is kept and built into a page. */
const SUBSCRIPTION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The contract's change-of-payment-method page a member left to add a method (`?subscription=<id>`), or null. */
async function returnSubscriptionPage(request: FastifyRequest): Promise<string | null> {
  const subscriptionId = await request.session.get('paymentMethodReturnSubscription');
  return subscriptionId && SUBSCRIPTION_ID.test(subscriptionId)
    ? href('/mypage/subscription/:subscriptionId/payment-method', { subscriptionId })
    : null;
}

/** The plan page (or sign-up's plan step, or a contract's change page) to go back to after adding a method, or null. */
export async function returnPlanPage(request: FastifyRequest): Promise<string | null> {
  const flow = (await request.session.get('paymentMethodReturnFlow')) ?? 'plan';
  return planPageOf(await request.session.get('paymentMethodReturnPlan'), flow) ?? returnSubscriptionPage(request);
}

/** My Page's payment methods, still knowing the plan page the member came from (if any). */
async function paymentListPage(request: FastifyRequest): Promise<string> {
  const subscriptionId = await request.session.get('paymentMethodReturnSubscription');
  if (subscriptionId && SUBSCRIPTION_ID.test(subscriptionId))
    return href('/mypage/payment-method', undefined, { subscription: subscriptionId });
  const planId = await request.session.get('paymentMethodReturnPlan');
  if (!planId || !planPageOf(planId)) return href('/mypage/payment-method');
  const flow = await request.session.get('paymentMethodReturnFlow');
  return href('/mypage/payment-method', undefined, { plan: planId, ...(flow === 'signup' ? { flow } : {}) });
}

/**
 * A card typed on a plan's page to pay for it (the body names the plan) comes back to that page, where
 * the member was buying; one added on My Page comes back there.
 */
async function cardReturnPage(request: FastifyRequest): Promise<string> {
  return planPageOf((request.body as { planId?: unknown } | null)?.planId) ?? paymentListPage(request);
}

/** The payment methods' calls step-up protects, each coming back to the page the member was on. */
export const paymentStepUpCalls: readonly StepUpCall[] = [
  { endpoint: endpoints.paymentMethodCredit, page: cardReturnPage },
  { endpoint: endpoints.paymentMethodDelete, page: paymentListPage },
  { endpoint: endpoints.paymentMethodLink, page: paymentListPage },
  { endpoint: endpoints.paymentMethodPaypal, page: paymentListPage },
];
