import { endpoints, type BodyOf } from '@vs/contract';
import { call, nextStepOf, throwNotFound } from '@vs/api-client';

/**
 * One function per sign-up call (spec 001 §7). Each step's POST answers `{ redirectTo }`: the next
 * step, which the caller navigates to. Failures are ApiErrors; the page decides what they mean.
 */

export async function sendSignupEmail(
  body: BodyOf<typeof endpoints.signupEmail>,
  signal?: AbortSignal,
): Promise<string | null> {
  return nextStepOf(await call(endpoints.signupEmail, body, { signal }));
}

/** The sign-up through an external identity: its address kept (on to the form) or changed (a PIN sent). */
export async function sendSignupAuth(
  body: BodyOf<typeof endpoints.signupAuth>,
  signal?: AbortSignal,
): Promise<string | null> {
  return nextStepOf(await call(endpoints.signupAuth, body, { signal }));
}

export async function verifySignupPinCode(
  body: BodyOf<typeof endpoints.signupPinCode>,
  signal?: AbortSignal,
): Promise<string | null> {
  return nextStepOf(await call(endpoints.signupPinCode, body, { signal }));
}

export async function agreeToSignupPolicies(
  body: BodyOf<typeof endpoints.signupPolicy>,
  signal?: AbortSignal,
): Promise<string | null> {
  return nextStepOf(await call(endpoints.signupPolicy, body, { signal }));
}

/** The registration form: its fields depend on the store, so its body is the written SignupRequest. */
export async function submitSignup(
  body: BodyOf<typeof endpoints.signup>,
  signal?: AbortSignal,
): Promise<string | null> {
  return nextStepOf(await call(endpoints.signup, body, { signal }));
}

/** 204 when the ID is free; an ApiError (409 ACCOUNT_ALREADY_EXISTS_USER_ID) when taken. */
export async function verifyUserId(body: BodyOf<typeof endpoints.userIdVerify>, signal?: AbortSignal): Promise<void> {
  const result = await call(endpoints.userIdVerify, body, { signal });
  if (result.kind === 'notFound') await throwNotFound(result.response);
}
