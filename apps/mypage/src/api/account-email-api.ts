import { apiPaths, type AccountPinRequest, type AccountPinSendRequest, type EnablePasswordRequest } from '@vs/contract';
import { nextStepOf, request } from '@vs/api-client';

/**
 * The calls confirmed by a PIN mailed to the member (spec 001 §7): e-mail change and verification,
 * enabling a password; the PIN resend serves withdrawal too. Each answers where to go next (null
 * when it says nothing); failures are ApiErrors for the page to place.
 */

/** The first PIN of a flow (mailEdit goes to the new address; the others to the member's own). */
export async function sendAccountPin(body: AccountPinSendRequest, signal?: AbortSignal): Promise<string | null> {
  return nextStepOf(await request('POST', apiPaths.accountEmailEditSendPin, { body, signal }));
}

/** Another PIN for the same flow, after the resend countdown. */
export async function resendAccountPin(body: AccountPinSendRequest, signal?: AbortSignal): Promise<string | null> {
  return nextStepOf(await request('POST', apiPaths.accountEmailSendPin, { body, signal }));
}

/** Moves the account to the address the PIN went to. */
export async function changeEmail(body: AccountPinRequest, signal?: AbortSignal): Promise<string | null> {
  return nextStepOf(await request('POST', apiPaths.accountEmailEdit, { body, signal }));
}

export async function verifyEmail(body: AccountPinRequest, signal?: AbortSignal): Promise<string | null> {
  return nextStepOf(await request('POST', apiPaths.accountEmailVerify, { body, signal }));
}

export async function enablePassword(body: EnablePasswordRequest, signal?: AbortSignal): Promise<string | null> {
  return nextStepOf(await request('POST', apiPaths.enablePassword, { body, signal }));
}
