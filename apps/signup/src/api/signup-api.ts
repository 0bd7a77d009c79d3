import {
  apiPaths,
  type SignupEmailRequest,
  type SignupPinCodeRequest,
  type SignupPolicyRequest,
  type SignupRequest,
  type UserIdVerifyRequest,
} from '@vs/contract';
import { nextStepOf, request, throwNotFound } from '@vs/api-client';

/**
 * One function per sign-up call (spec 001 §7). Each step's POST answers `{ redirectTo }`: the next
 * step, which the caller navigates to. Failures are ApiErrors; the page decides what they mean.
 */


export async function sendSignupEmail(body: SignupEmailRequest, signal?: AbortSignal): Promise<string | null> {
  return nextStepOf(await request('POST', apiPaths.signupEmail, { body, signal }));
}

export async function verifySignupPinCode(body: SignupPinCodeRequest, signal?: AbortSignal): Promise<string | null> {
  return nextStepOf(await request('POST', apiPaths.signupPinCode, { body, signal }));
}

export async function agreeToSignupPolicies(body: SignupPolicyRequest, signal?: AbortSignal): Promise<string | null> {
  return nextStepOf(await request('POST', apiPaths.signupPolicy, { body, signal }));
}

export async function submitSignup(body: SignupRequest, signal?: AbortSignal): Promise<string | null> {
  return nextStepOf(await request('POST', apiPaths.signup, { body, signal }));
}

/** 204 when the ID is free; an ApiError (409 ACCOUNT_ALREADY_EXISTS_USER_ID) when taken. */
export async function verifyUserId(body: UserIdVerifyRequest, signal?: AbortSignal): Promise<void> {
  const result = await request<unknown>('POST', apiPaths.userIdVerify, { body, signal });
  if (result.kind === 'notFound') await throwNotFound(result.response);
}
