import { apiPaths, type LoginRequest, type PasswordForgotRequest, type PasswordResetRequest } from '@vs/contract';
import { nextStepOf, request, throwNotFound } from '@vs/api-client';

/**
 * One function per auth call (spec 001 §7). Each POST answers `{ redirectTo }`, which the caller
 * follows. Failures are ApiErrors; the page decides what they mean.
 */

export async function login(body: LoginRequest, signal?: AbortSignal): Promise<string | null> {
  return nextStepOf(await request('POST', apiPaths.login, { body, signal }));
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
