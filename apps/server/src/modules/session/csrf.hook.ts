import { csrfCookieName, csrfHeaderName, hostCookieName } from '@vs/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { safeEqual } from './csrf-token';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false` for endpoints called by other servers (e.g. an OIDC token endpoint), never for pages. */
    csrf?: boolean;
  }
}

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const csrfInvalid = () =>
  new AppError(403, 'CSRF_INVALID', 'The request could not be verified. Reload the page and try again.');

/** The request's own origin, and PUBLIC_ORIGIN when the site sits behind a proxy that rewrites Host. */
function isSameOrigin(request: FastifyRequest, publicOrigin: string | null): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin') return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true; // Old clients and non-browsers: the token still has to match.
  let own: string;
  try {
    own = new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return false;
  }
  return origin === own || (publicOrigin !== null && origin === publicOrigin);
}

/**
 * Every state-changing request must come from our own pages (Origin / Sec-Fetch-Site) and echo the
 * readable CSRF cookie in the header, the cookie being the HMAC of the store and of this request's httpOnly
 * session cookie (a session's or a pre-session's: no row is needed, so page views write none).
 */
export function csrfCheck(publicOrigin: string | null, secure: boolean) {
  const cookieName = hostCookieName(csrfCookieName, secure);
  return async (request: FastifyRequest): Promise<void> => {
    // Unknown routes are checked too: a forged POST learns nothing about which routes exist.
    if (!stateChanging.has(request.method) || request.routeOptions.config?.csrf === false) return;
    if (!isSameOrigin(request, publicOrigin)) throw csrfInvalid();
    const header = request.headers[csrfHeaderName];
    const cookie = request.cookies[cookieName];
    if (typeof header !== 'string' || !cookie || !safeEqual(header, cookie)) throw csrfInvalid();
    const expected = request.session.expectedCsrfToken();
    if (!expected || !safeEqual(header, expected)) throw csrfInvalid();
  };
}
