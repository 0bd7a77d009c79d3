import type { FastifyRequest } from 'fastify';
import { planPageOf } from '../member/step-up';

/**
 * The plan page a member left to add a payment method (its link says `?plan=<planId>`): kept in the
 * session so the provider's pages and a step-up login in between do not lose it, and offered on the
 * completion page. Back from the provider (`challengeId`, `linkId`) the flow goes on; any other visit
 * starts afresh, so a plan left long ago is not offered. Only an id that passes the contract's rule is
 * kept, and the page is built from it (never an address from the client); `flow=signup` (sign-up's plan
 * step sent the member) makes the way back the step, the only other value kept.
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
}

/** The plan page (or sign-up's plan step) to go back to after adding a method, or null. */
export async function returnPlanPage(request: FastifyRequest): Promise<string | null> {
  const flow = (await request.session.get('paymentMethodReturnFlow')) ?? 'plan';
  return planPageOf(await request.session.get('paymentMethodReturnPlan'), flow);
}
