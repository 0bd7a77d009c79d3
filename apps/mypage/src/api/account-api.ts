import { apiPaths, type PasswordEditRequest, type ProfilePinRequest, type UserIdEditRequest, type UserIdVerifyRequest } from '@vs/contract';
import { nextStepOf, request, throwNotFound } from '@vs/api-client';

/**
 * One function per account call of the password, user-ID and PIN pages (spec 001 §7). Failures are
 * ApiErrors (a wrong current password is a 401 the page shows on its field: `request` never turns
 * it into a navigation); a step answers where to go next, or null when it says nothing.
 */

export async function changePassword(body: PasswordEditRequest, signal?: AbortSignal): Promise<string | null> {
  return nextStepOf(await request('POST', apiPaths.passwordEdit, { body, signal }));
}

export async function changeUserId(body: UserIdEditRequest, signal?: AbortSignal): Promise<string | null> {
  return nextStepOf(await request('POST', apiPaths.userIdEdit, { body, signal }));
}

/** 204 when the ID is free; an ApiError (409 ACCOUNT_ALREADY_EXISTS_USER_ID) when taken. */
export async function verifyUserId(body: UserIdVerifyRequest, signal?: AbortSignal): Promise<void> {
  const result = await request<unknown>('POST', apiPaths.userIdVerify, { body, signal });
  if (result.kind === 'notFound') await throwNotFound(result.response);
}

export async function setProfilePin(body: ProfilePinRequest, signal?: AbortSignal): Promise<string | null> {
  return nextStepOf(await request('POST', apiPaths.profilePinSet, { body, signal }));
}
