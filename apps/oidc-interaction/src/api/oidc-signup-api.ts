import { call, nextStepOf } from '@vs/api-client';
import { endpoints, type BodyOf } from '@vs/contract';

/**
 * Sign-up inside an interaction (spec 001 §7): the e-mail step on its OIDC path; the PIN is the
 * sign-up's own call, whose answer the server words for the interaction it keeps in the session.
 */
export async function sendOidcSignupEmail(body: BodyOf<typeof endpoints.oidcSignupEmail>): Promise<string | null> {
  return nextStepOf(await call(endpoints.oidcSignupEmail, body));
}

export async function verifyOidcSignupPinCode(body: BodyOf<typeof endpoints.signupPinCode>): Promise<string | null> {
  return nextStepOf(await call(endpoints.signupPinCode, body));
}
