import { endpoints, type BodyOf, type MultiFactorSegment } from '@vs/contract';
import { call, nextStepOf, throwNotFound } from '@vs/api-client';

/**
 * One function per auth call (spec 001 §7). Each POST answers `{ redirectTo }`, which the caller
 * follows. Failures are ApiErrors; the page decides what they mean.
 */

export async function login(body: BodyOf<typeof endpoints.login>, signal?: AbortSignal): Promise<string | null> {
  return nextStepOf(await call(endpoints.login, body, { signal }));
}

/** Mails a login code; the answer is the same whether or not the address belongs to a member. */
export async function sendLoginCode(
  body: BodyOf<typeof endpoints.loginCode>,
  signal?: AbortSignal,
): Promise<string | null> {
  return nextStepOf(await call(endpoints.loginCode, body, { signal }));
}

/** Sends (or sends again) the e-mail or SMS code of the second factor; 204. */
export async function sendMultiFactorCode(segment: MultiFactorSegment, signal?: AbortSignal): Promise<void> {
  const result = await call(endpoints.loginMultiFactorSend, undefined, { params: { segment }, signal });
  if (result.kind === 'notFound') await throwNotFound(result.response);
}

export async function verifyMultiFactor(
  segment: MultiFactorSegment,
  body: BodyOf<typeof endpoints.loginMultiFactor>,
  signal?: AbortSignal,
): Promise<string | null> {
  return nextStepOf(await call(endpoints.loginMultiFactor, body, { params: { segment }, signal }));
}

/** Ends the session; 204. */
export async function logout(signal?: AbortSignal): Promise<void> {
  const result = await call(endpoints.logout, undefined, { signal });
  if (result.kind === 'notFound') await throwNotFound(result.response);
}

export async function askPasswordReset(
  body: BodyOf<typeof endpoints.passwordForgot>,
  signal?: AbortSignal,
): Promise<string | null> {
  return nextStepOf(await call(endpoints.passwordForgot, body, { signal }));
}

export async function resetPassword(
  body: BodyOf<typeof endpoints.passwordReset>,
  signal?: AbortSignal,
): Promise<string | null> {
  return nextStepOf(await call(endpoints.passwordReset, body, { signal }));
}
