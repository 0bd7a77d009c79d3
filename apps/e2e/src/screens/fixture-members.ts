import { expect, type Page } from '@playwright/test';
import { csrfHeaderName, endpoints } from '@vs/contract';
import { newMember, type Member } from './members';
import { secureCsrfCookie } from '../support/cookies';

export interface FixtureMemberOptions {
  /** null: a member who signed up through an external identity and has no password. */
  readonly password?: string | null;
  readonly emailVerified?: boolean;
  /** A contract the member holds (the purchase pages do not exist yet). */
  readonly subscriptionPlanId?: string;
  /** The member agreed to an older revision of every policy (as if the store had since published a new one). */
  readonly outdatedConsent?: boolean;
  /** The login happened this many minutes ago (step-up asks again after 10). */
  readonly loginAgeMinutes?: number;
}

/**
 * A member no page can make yet, made by the server's development fixture call (DEV_FIXTURES=1 in
 * the journeys' server) and logged in in this page's browser: the call goes through the page's own
 * request context, which shares its cookies.
 */
export async function fixtureMemberLoggedIn(
  page: Page,
  tag: string,
  options: FixtureMemberOptions = {},
): Promise<Member> {
  const member = newMember(tag);
  const root = endpoints.rootScreenData;
  expect((await page.request.fetch(root.path, { method: root.method })).ok()).toBe(true);
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === secureCsrfCookie)?.value ?? '';
  const { method, path } = endpoints.devFixtureMember;
  const answer = await page.request.fetch(path, {
    method,
    data: {
      email: member.email,
      password: options.password === undefined ? member.password : options.password,
      emailVerified: options.emailVerified ?? true,
      subscriptionPlanId: options.subscriptionPlanId,
      outdatedConsent: options.outdatedConsent ?? false,
      loginAgeMinutes: options.loginAgeMinutes ?? 0,
      logIn: true,
    },
    headers: { [csrfHeaderName]: csrf },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return member;
}
