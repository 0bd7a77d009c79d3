import { endpoints, type BodyOf } from '@vs/contract';
import { call, nextStepOf } from '@vs/api-client';

/**
 * The calls confirmed by a PIN mailed to the member (spec 001 §7): e-mail change and verification,
 * enabling a password; the PIN resend serves withdrawal too. Each answers where to go next (null
 * when it says nothing); failures are ApiErrors for the page to place.
 */

/** The first PIN of a flow (mailEdit goes to the new address; the others to the member's own). */
export async function sendAccountPin(
  body: BodyOf<typeof endpoints.accountEmailEditSendPin>,
  signal?: AbortSignal,
): Promise<string | null> {
  return nextStepOf(await call(endpoints.accountEmailEditSendPin, body, { signal }));
}

/** Another PIN for the same flow, after the resend countdown. */
export async function resendAccountPin(
  body: BodyOf<typeof endpoints.accountEmailSendPin>,
  signal?: AbortSignal,
): Promise<string | null> {
  return nextStepOf(await call(endpoints.accountEmailSendPin, body, { signal }));
}

/** Moves the account to the address the PIN went to. */
export async function changeEmail(
  body: BodyOf<typeof endpoints.accountEmailEdit>,
  signal?: AbortSignal,
): Promise<string | null> {
  return nextStepOf(await call(endpoints.accountEmailEdit, body, { signal }));
}

export async function verifyEmail(
  body: BodyOf<typeof endpoints.accountEmailVerify>,
  signal?: AbortSignal,
): Promise<string | null> {
  return nextStepOf(await call(endpoints.accountEmailVerify, body, { signal }));
}

export async function enablePassword(
  body: BodyOf<typeof endpoints.enablePassword>,
  signal?: AbortSignal,
): Promise<string | null> {
  return nextStepOf(await call(endpoints.enablePassword, body, { signal }));
}
