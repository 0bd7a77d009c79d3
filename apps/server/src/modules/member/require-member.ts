import { pagePathOfScreenData } from '@vs/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { href } from '@vs/routes';
import { AppError } from '../../http/app-error';
import { defaultMessages } from '../../http/error-body';
import { pathnameOf, searchOf } from '../../http/paths';
import { findAccount, type AccountRow } from '../account/accounts.repository';
import {
  findMemberOfPage,
  type MemberOfPage,
  type MemberPageColumns,
  type MemberPageLoader,
} from './member-page.repository';
import { loginIsRecent, needsStepUp, stepUpLoginPath } from './step-up';
import type { ScreenDataContext } from '../screen-data/registry';
import { requireStore } from '../store/store.plugin';

/**
 * The logged-in member of this request, or null for a guest. An account removed since the login
 * (withdrawal) counts as a guest.
 */
export async function memberOf(app: FastifyInstance, request: FastifyRequest): Promise<AccountRow | null> {
  const accountId = await request.session.get('accountId');
  if (!accountId) return null;
  return findAccount(app.db, requireStore(request).id, accountId);
}

/** A member-only call from a guest answers 401 (the page sends the browser to the login). */
export async function requireMember(app: FastifyInstance, request: FastifyRequest): Promise<AccountRow> {
  const member = await memberOf(app, request);
  if (!member) throw new AppError(401, 'UNAUTHORIZED', defaultMessages.UNAUTHORIZED ?? 'Page has expired.');
  return member;
}

/** The login, coming back afterwards to the page (with its query) whose screen data was asked for. */
export function loginRedirectOf(request: FastifyRequest): { redirectTo: string } {
  const pagePath = pagePathOfScreenData(pathnameOf(request.url)) ?? '/';
  return { redirectTo: `/login?redirect=${encodeURIComponent(pagePath + searchOf(request.url))}` };
}

/** The page that asks for the consents; withdrawal stays open too, so a member may leave without agreeing. */
const RE_CONSENT_PAGE = href('/mypage/re-consent');
export const isOpenWithoutConsent = (pagePath: string): boolean =>
  pagePath === RE_CONSENT_PAGE || pagePath === href('/withdraw') || pagePath.startsWith(`${href('/withdraw')}/`);

/** The re-consent page, coming back afterwards to the page (with its query) whose screen data was asked for. */
function reConsentRedirectOf(request: FastifyRequest, pagePath: string): { redirectTo: string } {
  return { redirectTo: `${RE_CONSENT_PAGE}?redirect=${encodeURIComponent(pagePath + searchOf(request.url))}` };
}

/**
 * Wraps a member page's screen-data handler: a guest is answered the redirect to the login instead,
 * a member who has not agreed to a policy's current revision the redirect to the re-consent page,
 * and a member whose login is too old for a page step-up protects the login again. The account and
 * its consent state come in one statement; `load` (see memberPageStatement) adds the page's own data to it.
 */
export function forMembers<T>(
  app: FastifyInstance,
  handler: (screen: ScreenDataContext, member: AccountRow) => Promise<T>,
): (screen: ScreenDataContext) => Promise<T | { redirectTo: string }>;
export function forMembers<T, E extends MemberPageColumns>(
  app: FastifyInstance,
  handler: (screen: ScreenDataContext, member: AccountRow, extra: MemberOfPage<E>['extra']) => Promise<T>,
  load: MemberPageLoader<E>,
): (screen: ScreenDataContext) => Promise<T | { redirectTo: string }>;
export function forMembers<T>(
  app: FastifyInstance,
  handler: (screen: ScreenDataContext, member: AccountRow, extra: MemberOfPage['extra']) => Promise<T>,
  load: MemberPageLoader<MemberPageColumns> = findMemberOfPage,
) {
  return async (screen: ScreenDataContext): Promise<T | { redirectTo: string }> => {
    const accountId = await screen.request.session.get('accountId');
    // An account removed since the login (withdrawal) counts as a guest.
    const found = accountId ? await load(app.db, screen.store.id, accountId, app.now()) : null;
    if (!found) return loginRedirectOf(screen.request);
    const pagePath = pagePathOfScreenData(pathnameOf(screen.request.url)) ?? '/';
    if (!isOpenWithoutConsent(pagePath) && found.hasOutdatedConsent)
      return reConsentRedirectOf(screen.request, pagePath);
    if (needsStepUp(pagePath) && !(await loginIsRecent(app, screen.request)))
      return { redirectTo: stepUpLoginPath(pagePath + searchOf(screen.request.url)) };
    return handler(screen, found.member, found.extra);
  };
}
