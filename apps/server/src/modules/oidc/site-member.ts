import type { IncomingMessage } from 'node:http';

/**
 * The site's own login, handed to the provider with each request: the provider's session follows
 * it, so a member who logged out of the site is asked to log in again, and `prompt=none` without a
 * site login answers `login_required`.
 */
const SITE_MEMBER = Symbol('siteMember');

type WithSiteMember = IncomingMessage & { [SITE_MEMBER]?: string | null };

export function setSiteMember(request: IncomingMessage, authId: string | null): void {
  (request as WithSiteMember)[SITE_MEMBER] = authId;
}

export function siteMemberOf(request: IncomingMessage): string | null {
  return (request as WithSiteMember)[SITE_MEMBER] ?? null;
}
