import { call, throwNotFound, type ApiResult } from '@vs/api-client';
import { endpoints, type CardRegisteredAnswer } from '@vs/contract';
import type { CardTokens } from '@vs/ui/payment-card';

/**
 * A new card typed on the plan page becomes a saved method (spec 001 §7 payment method calls) that
 * the purchase then pays with: its id, or an address to go to first (the provider's 3-D Secure page).
 */
export type PlanCardStep =
  { readonly kind: 'saved'; readonly accountPaymentMethodId: string } | { readonly kind: 'go'; readonly to: string };

async function stepOf(result: ApiResult<CardRegisteredAnswer>): Promise<PlanCardStep> {
  if (result.kind === 'notFound') return throwNotFound(result.response);
  if (result.kind === 'redirect') return { kind: 'go', to: result.to };
  if ('accountPaymentMethodId' in result.data)
    return { kind: 'saved', accountPaymentMethodId: result.data.accountPaymentMethodId };
  return { kind: 'go', to: result.data.redirectTo };
}

/**
 * The provider's tokens (never the card) for this plan's purchase; a challenge comes back to its page
 * (sign-up's plan step with `signup`).
 */
export async function registerPlanCard(planId: string, tokens: CardTokens, signup = false): Promise<PlanCardStep> {
  return stepOf(await call(endpoints.paymentMethodCredit, { ...tokens, planId, ...(signup ? { signup } : {}) }));
}

/** Back from the provider's 3-D Secure page: the server reads the outcome from the provider. */
export async function finishPlanCardChallenge(challengeId: string): Promise<PlanCardStep> {
  return stepOf(await call(endpoints.paymentMethodCreditChallenge, { challengeId }));
}
