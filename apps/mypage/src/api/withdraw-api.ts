import { apiPaths, type AccountPinRequest, type WithdrawConfirmRequest } from '@vs/contract';
import { nextStepOf, request } from '@vs/api-client';

/** Withdrawal (spec 001 §7): consent and survey, which mails a PIN; then the PIN, which closes the account. */

export async function confirmWithdrawal(body: WithdrawConfirmRequest, signal?: AbortSignal): Promise<string | null> {
  return nextStepOf(await request('POST', apiPaths.withdrawConfirm, { body, signal }));
}

/** Closes the account and ends the session. */
export async function withdraw(body: AccountPinRequest, signal?: AbortSignal): Promise<string | null> {
  return nextStepOf(await request('POST', apiPaths.withdraw, { body, signal }));
}
