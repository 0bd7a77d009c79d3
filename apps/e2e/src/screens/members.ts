import { request as playwrightRequest } from '@playwright/test';
import { signUpByApi } from './login-screens';
import { MemberApi } from './member-api';

/** A member the journeys make for themselves; the password is no common one (the server refuses those). */
export interface Member {
  readonly email: string;
  readonly userId: string;
  readonly password: string;
  readonly phoneNumber?: string;
}

let sequence = 0;

/** A new member's details, unique across workers and runs. */
export function newMember(tag: string, extra: { phoneNumber?: string } = {}): Member {
  sequence += 1;
  const stamp = `${Date.now().toString(36)}${process.pid.toString(36)}${sequence}`;
  return { email: `${tag}-${stamp}@example.com`, userId: `u${stamp}`.slice(0, 15), password: 'Kumo7sora', ...extra };
}

/**
 * A client address of its own for each API sign-up: the journeys make far more members than one
 * visitor may sign up in 10 minutes (30 per address), and the limit is the server's to keep. The
 * journeys' server trusts X-Forwarded-For (TRUST_PROXY=1, as behind the production proxy).
 */
function nextClientAddress(): string {
  return `10.${process.pid % 250}.${Math.floor(sequence / 250) % 250}.${(sequence % 250) + 1}`;
}

/** Signs `member` up through the real sign-up calls, in a request context of its own. */
export async function signUp(baseURL: string | undefined, member: Member): Promise<void> {
  const api = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': nextClientAddress() },
  });
  try {
    await signUpByApi(api, member);
  } finally {
    await api.dispose();
  }
}

/** A new member, signed up. */
export async function signedUpMember(
  baseURL: string | undefined,
  tag: string,
  extra: { phoneNumber?: string } = {},
): Promise<Member> {
  const member = newMember(tag, extra);
  await signUp(baseURL, member);
  return member;
}

/** Runs `use` with the member logged in through the API (to set factors up as My Page does). */
export async function withMemberApi<T>(
  baseURL: string | undefined,
  member: Member,
  use: (api: MemberApi) => Promise<T>,
): Promise<T> {
  const api = await MemberApi.logIn(baseURL, member);
  try {
    return await use(api);
  } finally {
    await api.dispose();
  }
}
