import type { FastifyRequest } from 'fastify';
import { planPageOf } from '../member/step-up';

/**
 * The plan page a member left to add a payment method (its link says `?plan=<planId>`): kept in the
 * session so the provider's pages and a step-up login in between do not lose it, and offered on the
 * completion page. Back from the provider (`challengeId`, `linkId`) the flow goes on; any other visit
 * starts afresh, so a plan left long ago is not offered. Only an id that passes the contract's rule is
 * kept, and the page is built from it (never an address from the client).
 */
export async function keepReturnPlan(request: FastifyRequest, query: URLSearchParams): Promise<void> {
  if (query.has('challengeId') || query.has('linkId')) return;
  const planId = query.get('plan');
  const kept = planId !== null && planPageOf(planId) !== null ? planId : undefined;
  if ((await request.session.get('paymentMethodReturnPlan')) !== kept)
    await request.session.set('paymentMethodReturnPlan', kept);
}

/** The plan page to go back to after adding a method, or null. */
export async function returnPlanPage(request: FastifyRequest): Promise<string | null> {
  return planPageOf(await request.session.get('paymentMethodReturnPlan'));
}
