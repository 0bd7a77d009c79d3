import { endpoints } from '@vs/contract';
import { href } from '@vs/routes';
import type { FastifyRequest } from 'fastify';
import type { StepUpCall } from '../member/step-up';

/** Back to the contract's change page after the login (the id only passes when it is the route's own shape). */
async function changePage(request: FastifyRequest): Promise<string> {
  const subscriptionId = (request.params as { subscriptionId?: string } | undefined)?.subscriptionId ?? '';
  return /^[0-9a-f-]{36}$/i.test(subscriptionId)
    ? href('/mypage/subscription/:subscriptionId/payment-method', { subscriptionId })
    : href('/mypage/plans');
}

/** Changing the method a contract is paid with needs a recent login, as every payment-method change does. */
export const subscriptionStepUpCalls: readonly StepUpCall[] = [
  { endpoint: endpoints.subscriptionChangePaymentMethod, page: changePage },
];
