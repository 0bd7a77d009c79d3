import { endpoints, type BodyOf } from '@vs/contract';
import { call, nextStepOf } from '@vs/api-client';

/** Withdrawal (spec 001 §7): consent and survey, which mails a PIN; then the PIN, which closes the account. */

export async function confirmWithdrawal(
  body: BodyOf<typeof endpoints.withdrawConfirm>,
  signal?: AbortSignal,
): Promise<string | null> {
  return nextStepOf(await call(endpoints.withdrawConfirm, body, { signal }));
}

/** Closes the account and ends the session. */
export async function withdraw(body: BodyOf<typeof endpoints.withdraw>, signal?: AbortSignal): Promise<string | null> {
  return nextStepOf(await call(endpoints.withdraw, body, { signal }));
}
