import { apiPaths, type LoginRequest, type PasswordForgotRequest, type PasswordResetRequest } from '@vs/contract';
import { ApiError, request, type ApiResult } from '@vs/api-client';

/**
 * One function per auth call (spec 001 §7). Each POST answers `{ redirectTo }`, which the caller
 * follows. Failures are ApiErrors; the page decides what they mean.
 */
async function notFound(response: Response): Promise<never> {
  const body = (await response.json().catch(() => ({}))) as { message?: unknown; requestId?: unknown };
  throw new ApiError({
    status: 404,
    code: 'NOT_FOUND',
    message: typeof body.message === 'string' ? body.message : 'Not found',
    requestId: typeof body.requestId === 'string' ? body.requestId : '',
  });
}

async function nextStep(result: ApiResult<unknown>): Promise<string | null> {
  if (result.kind === 'notFound') return notFound(result.response);
  return result.kind === 'redirect' ? result.to : null;
}

export async function login(body: LoginRequest, signal?: AbortSignal): Promise<string | null> {
  return nextStep(await request('POST', apiPaths.login, { body, signal }));
}

export async function logout(signal?: AbortSignal): Promise<void> {
  const result = await request<unknown>('POST', apiPaths.logout, { body: {}, signal });
  if (result.kind === 'notFound') await notFound(result.response);
}

export async function askPasswordReset(body: PasswordForgotRequest, signal?: AbortSignal): Promise<string | null> {
  return nextStep(await request('POST', apiPaths.passwordForgot, { body, signal }));
}

export async function resetPassword(body: PasswordResetRequest, signal?: AbortSignal): Promise<string | null> {
  return nextStep(await request('POST', apiPaths.passwordReset, { body, signal }));
}
