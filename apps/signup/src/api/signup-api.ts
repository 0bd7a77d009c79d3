import {
  apiPaths,
  postalCodePath,
  type PostalAddress,
  type SignupEmailRequest,
  type SignupPinCodeRequest,
  type SignupPolicyRequest,
  type SignupRequest,
  type UserIdVerifyRequest,
} from '@vs/contract';
import { ApiError, request, type ApiResult } from '@vs/api-client';

/**
 * One function per sign-up call (spec 001 §7). Each step's POST answers `{ redirectTo }`: the next
 * step, which the caller navigates to. Failures are ApiErrors; the page decides what they mean.
 */

/** A 404 from a POST is a broken flow, not "data": give it the shape of every other failure. */
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

export async function sendSignupEmail(body: SignupEmailRequest, signal?: AbortSignal): Promise<string | null> {
  return nextStep(await request('POST', apiPaths.signupEmail, { body, signal }));
}

export async function verifySignupPinCode(body: SignupPinCodeRequest, signal?: AbortSignal): Promise<string | null> {
  return nextStep(await request('POST', apiPaths.signupPinCode, { body, signal }));
}

export async function agreeToSignupPolicies(body: SignupPolicyRequest, signal?: AbortSignal): Promise<string | null> {
  return nextStep(await request('POST', apiPaths.signupPolicy, { body, signal }));
}

export async function submitSignup(body: SignupRequest, signal?: AbortSignal): Promise<string | null> {
  return nextStep(await request('POST', apiPaths.signup, { body, signal }));
}

/** 204 when the ID is free; an ApiError (409 ACCOUNT_ALREADY_EXISTS_USER_ID) when taken. */
export async function verifyUserId(body: UserIdVerifyRequest, signal?: AbortSignal): Promise<void> {
  const result = await request<unknown>('POST', apiPaths.userIdVerify, { body, signal });
  if (result.kind === 'notFound') await notFound(result.response);
}

/** Every address of a postal code (empty when none); a failure carries the server's message. */
export async function lookUpPostalCode(postalCode: string, signal?: AbortSignal): Promise<PostalAddress[]> {
  const result = await request<PostalAddress[]>('GET', postalCodePath(postalCode), { signal });
  if (result.kind === 'notFound') return notFound(result.response);
  if (result.kind === 'redirect') return [];
  return Array.isArray(result.data) ? result.data : [];
}
