import { pagePathOfScreenData } from '@vs/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { defaultMessages } from '../../http/error-body';
import { pathnameOf, searchOf } from '../../http/paths';
import { findAccount, type AccountRow } from '../account/accounts.repository';
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

/** Wraps a member page's screen-data handler: a guest is answered the redirect to the login instead. */
export function forMembers<T>(app: FastifyInstance, handler: (screen: ScreenDataContext, member: AccountRow) => Promise<T>) {
  return async (screen: ScreenDataContext): Promise<T | { redirectTo: string }> => {
    const member = await memberOf(app, screen.request);
    return member ? handler(screen, member) : loginRedirectOf(screen.request);
  };
}
