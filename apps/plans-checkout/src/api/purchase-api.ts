import { call, nextStepOf } from '@vs/api-client';
import { endpoints, type BodyOf } from '@vs/contract';

/**
 * Spec 001 §7 "Purchase calls": the plan page's verify (→ the confirm page), the confirm page's
 * purchase (→ the complete page). Both answer `redirectTo`; null when an answer says nothing.
 */
export async function verifyPurchase(
  planId: string,
  body: BodyOf<typeof endpoints.purchaseVerify>,
): Promise<string | null> {
  return nextStepOf(await call(endpoints.purchaseVerify, body, { params: { planId } }));
}

export async function purchasePlan(planId: string, body: BodyOf<typeof endpoints.purchase>): Promise<string | null> {
  return nextStepOf(await call(endpoints.purchase, body, { params: { planId } }));
}

/** Back from the provider's 3-D Secure page: the server asks the provider how the charge ended. */
export async function finishAfterChallenge(planId: string, signal?: AbortSignal): Promise<string | null> {
  return nextStepOf(await call(endpoints.purchaseChallengeReturn, undefined, { params: { planId }, signal }));
}
