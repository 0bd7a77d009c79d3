import { endpoints, type BodyOf } from '@vs/contract';
import { call, nextStepOf, throwNotFound } from '@vs/api-client';

/**
 * One function per account call of the password, user-ID and PIN pages (spec 001 §7). Failures are
 * ApiErrors (a wrong current password is a 401 the page shows on its field: `call` never turns
 * it into a navigation); a step answers where to go next, or null when it says nothing.
 */

export async function changePassword(
  body: BodyOf<typeof endpoints.passwordEdit>,
  signal?: AbortSignal,
): Promise<string | null> {
  return nextStepOf(await call(endpoints.passwordEdit, body, { signal }));
}

export async function changeUserId(
  body: BodyOf<typeof endpoints.userIdEdit>,
  signal?: AbortSignal,
): Promise<string | null> {
  return nextStepOf(await call(endpoints.userIdEdit, body, { signal }));
}

/** 204 when the ID is free; an ApiError (409 ACCOUNT_ALREADY_EXISTS_USER_ID) when taken. */
export async function verifyUserId(body: BodyOf<typeof endpoints.userIdVerify>, signal?: AbortSignal): Promise<void> {
  const result = await call(endpoints.userIdVerify, body, { signal });
  if (result.kind === 'notFound') await throwNotFound(result.response);
}

export async function setProfilePin(
  body: BodyOf<typeof endpoints.profilePinSet>,
  signal?: AbortSignal,
): Promise<string | null> {
  return nextStepOf(await call(endpoints.profilePinSet, body, { signal }));
}
