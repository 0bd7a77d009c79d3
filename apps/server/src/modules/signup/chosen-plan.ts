import { endpoints } from '@vs/contract';
import type { FastifyRequest } from 'fastify';
import { reach, type Schema } from 'yup';

declare module '../session/session-data' {
  interface SessionData {
    /** The plan a guest pressed buy on before signing up (`?planId=` of the first sign-up page). */
    signupPlanId?: string;
  }
}

/** The contract's plan-id rule (as a plan page's card call has it); an unknown plan: the plan step shows the list. */
const planIdRule = reach(endpoints.paymentMethodCredit.body(), 'planId') as Schema;

/**
 * Spec 000 §4 "Signup is reachable from plan purchase": the register link of a login that a plan's
 * buy button started carries `?planId=`; the sign-up keeps it on the server until the account exists.
 */
export async function rememberChosenPlan(request: FastifyRequest, query: URLSearchParams): Promise<void> {
  const planId = query.get('planId');
  if (planId && planIdRule.isValidSync(planId)) await request.session.set('signupPlanId', planId);
}

/** The chosen plan, once: the plan step then carries it in its own query. */
export async function takeChosenPlan(request: FastifyRequest): Promise<string | undefined> {
  const planId = await request.session.get('signupPlanId');
  if (planId !== undefined) await request.session.set('signupPlanId', undefined);
  return planId;
}
