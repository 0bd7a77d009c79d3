import { endpoints, type BodyOf, type PaymentMethodLinkAnswer } from '@vs/contract';
import { call, nextStepOf, throwNotFound } from '@vs/api-client';

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

/** A carrier or PayPay method: where to post, and what. */
export async function startLink(
  paymentMethodType: BodyOf<typeof endpoints.paymentMethodLink>['paymentMethodType'],
): Promise<PaymentMethodLinkAnswer> {
  const result = await call(endpoints.paymentMethodLink, { paymentMethodType });
  if (result.kind === 'notFound') return throwNotFound(result.response);
  if (result.kind !== 'ok') throw new Error('the link call answered no provider address');
  return result.data;
}

/** PayPal: the provider's confirmation page to go to. */
export async function startPaypal(): Promise<string | null> {
  return nextStepOf(await call(endpoints.paymentMethodPaypal));
}

/** Back from the provider's confirmation: the server reads the outcome from the provider. */
export async function finishLink(linkId: string): Promise<string | null> {
  return nextStepOf(await call(endpoints.paymentMethodLinkResult, { linkId }));
}

/**
 * Spec 001 §7: the link's `params` are auto-posted to the provider as a form (the member's browser
 * goes there; the page's CSP allows that one form target).
 */
export function postToProvider({ linkUrl, params }: PaymentMethodLinkAnswer): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = linkUrl;
  form.hidden = true;
  for (const [name, value] of Object.entries(params)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}
