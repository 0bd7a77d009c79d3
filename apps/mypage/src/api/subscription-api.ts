import { endpoints, type SubscriptionActionAnswer, type SubscriptionDetail } from '@vs/contract';
import { call, nextStepOf, throwNotFound, type ApiResult } from '@vs/api-client';
import type { SurveyAnswers } from '@vs/validation';

/** The subscription calls (spec 001 §7): each answers where to go next, or the contract as it now stands. */

/** Cancels at the period's end with the plan survey's answers; answers the completion page. */
export async function cancelSubscription(subscriptionId: string, surveyAnswers: SurveyAnswers): Promise<string | null> {
  return nextStepOf(await call(endpoints.subscriptionWithdraw, { surveyAnswers }, { params: { subscriptionId } }));
}

/** The contract a call left behind, or null when it sent the browser elsewhere. */
async function contractOf(result: ApiResult<SubscriptionActionAnswer>): Promise<SubscriptionDetail | null> {
  if (result.kind === 'notFound') return throwNotFound(result.response);
  return result.kind === 'ok' ? (result.data.subscription ?? null) : null;
}

/** Takes a scheduled cancellation back. */
export async function undoCancel(subscriptionId: string): Promise<SubscriptionDetail | null> {
  return contractOf(await call(endpoints.subscriptionWithdrawCancel, undefined, { params: { subscriptionId } }));
}

/** Retries the held renewal's payment. */
export async function retrySettlement(subscriptionId: string): Promise<SubscriptionDetail | null> {
  return contractOf(await call(endpoints.subscriptionReSettlement, undefined, { params: { subscriptionId } }));
}

/** The method the renewals charge from now on; answers the completion page. */
export async function changeSubscriptionPaymentMethod(
  subscriptionId: string,
  paymentMethodId: string,
): Promise<string | null> {
  return nextStepOf(
    await call(endpoints.subscriptionChangePaymentMethod, { paymentMethodId }, { params: { subscriptionId } }),
  );
}
