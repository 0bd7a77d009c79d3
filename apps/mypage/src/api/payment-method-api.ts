import { endpoints, type BodyOf } from '@vs/contract';
import { call, nextStepOf } from '@vs/api-client';

/** Saves a card from the provider's tokens; answers the next address (completion or the provider's challenge). */
export async function registerCard(body: BodyOf<typeof endpoints.paymentMethodCredit>): Promise<string | null> {
  return nextStepOf(await call(endpoints.paymentMethodCredit, body));
}

/** Back from the provider's 3-D Secure page: the server reads the outcome from the provider. */
export async function finishCardChallenge(challengeId: string): Promise<string | null> {
  return nextStepOf(await call(endpoints.paymentMethodCreditChallenge, { challengeId }));
}

export async function deletePaymentMethod(accountPaymentMethodId: string): Promise<string | null> {
  return nextStepOf(await call(endpoints.paymentMethodDelete, undefined, { params: { accountPaymentMethodId } }));
}
