import {
  apiPaths,
  loginMultiFactorPath,
  loginMultiFactorSendPath,
  type LoginCodeRequest,
  type LoginRequest,
  type MultiFactorLoginRequest,
  type MultiFactorSegment,
  type PasswordForgotRequest,
  type PasswordResetRequest,
} from '@vs/contract';
import { nextStepOf, request, throwNotFound } from '@vs/api-client';

/**
 * One function per auth call (spec 001 §7). Each POST answers `{ redirectTo }`, which the caller
 * follows. Failures are ApiErrors; the page decides what they mean.
 */

export async function login(body: LoginRequest, signal?: AbortSignal): Promise<string | null> {
  return nextStepOf(await request('POST', apiPaths.login, { body, signal }));
}

/** Mails a login code; the answer is the same whether or not the address belongs to a member. */
export async function sendLoginCode(body: LoginCodeRequest, signal?: AbortSignal): Promise<string | null> {
  return nextStepOf(await request('POST', apiPaths.loginCode, { body, signal }));
}

/** Sends (or sends again) the e-mail or SMS code of the second factor; 204. */
export async function sendMultiFactorCode(segment: MultiFactorSegment, signal?: AbortSignal): Promise<void> {
  const result = await request<unknown>('POST', loginMultiFactorSendPath(segment), { body: {}, signal });
  if (result.kind === 'notFound') await throwNotFound(result.response);
}

export async function verifyMultiFactor(segment: MultiFactorSegment, body: MultiFactorLoginRequest, signal?: AbortSignal): Promise<string | null> {
  return nextStepOf(await request('POST', loginMultiFactorPath(segment), { body, signal }));
}

export async function logout(signal?: AbortSignal): Promise<void> {
  const result = await request<unknown>('POST', apiPaths.logout, { body: {}, signal });
  if (result.kind === 'notFound') await throwNotFound(result.response);
}

export async function askPasswordReset(body: PasswordForgotRequest, signal?: AbortSignal): Promise<string | null> {
  return nextStepOf(await request('POST', apiPaths.passwordForgot, { body, signal }));
}

export async function resetPassword(body: PasswordResetRequest, signal?: AbortSignal): Promise<string | null> {
  return nextStepOf(await request('POST', apiPaths.passwordReset, { body, signal }));
}
