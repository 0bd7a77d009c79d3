import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isPaymentPage, matchRoute, type RouteDef } from '@vs/routes';
import { contentSecurityPolicy } from '../http/csp';
import { pathnameOf } from '../http/paths';

/** Each remote's release origin (absent: served by this server), as the web module publishes it (web-state.ts). */
export interface ReleaseOriginsOfPages {
  readonly byRemote: Readonly<Partial<Record<string, string>>>;
  /** The remotes whose current release is signed by one of their configured keys. */
  readonly signed: readonly string[];
  /** The current route table (pages a release added included); the compiled one when absent. */
  readonly table?: readonly RouteDef[];
}

/** The one remote whose release may load from its own origin on a card page: the plan pages' own. */
const cardPageReleaseRemote = 'plans-checkout';

export const noReleaseOrigins: ReleaseOriginsOfPages = { byRemote: {}, signed: [] };

/**
 * The release origin a page's scripts may come from: only that of the remote rendering the page, so a
 * writer of one remote's CDN reaches no other remote's pages. A page that takes a card allows it only
 * for a signed release of plans-checkout (PCI DSS 6.4.3: no script there from anywhere the card page
 * does not need, and none an unsigned release names).
 */
export function releaseOriginsFor(pathname: string, origins: ReleaseOriginsOfPages): readonly string[] {
  const remote = matchRoute(pathname, origins.table)?.route.remote;
  const own = remote === undefined ? undefined : origins.byRemote[remote];
  if (own === undefined) return [];
  if (isPaymentPage(pathname) && !(remote === cardPageReleaseRemote && origins.signed.includes(remote))) return [];
  return [own];
}

export interface SecurityHeadersOptions {
  readonly dev: boolean;
  /** HSTS only where the site is served over https (outside development). */
  readonly hsts: boolean;
  /** The origins the current remote releases load from, read per answer because a publish changes them. */
  readonly remoteOrigins?: () => ReleaseOriginsOfPages;
  /** Development's staging playback source (the test-video player), when one is set. */
  readonly playbackSource?: string | null;
}

/** Also called directly for errors raised before routing, where no hook runs. */
export function setSecurityHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  { dev, hsts, remoteOrigins, playbackSource = null }: SecurityHeadersOptions,
): void {
  const scriptUrl = request.server.botCheck?.settings.scriptUrl;
  const pathname = pathnameOf(request.url);
  const paymentPage = isPaymentPage(pathname);
  reply.header(
    'content-security-policy',
    contentSecurityPolicy({
      // PCI DSS 6.4.3: no tag manager on a payment page, whatever the store configures.
      gtm: Boolean(request.store?.gtmId) && !paymentPage,
      dev,
      // No card page asks for the bot check: its origin stays out where the card is typed.
      botCheck: scriptUrl && !paymentPage ? new URL(scriptUrl).origin : null,
      remoteOrigins: releaseOriginsFor(pathname, remoteOrigins?.() ?? noReleaseOrigins),
      playbackSource,
      payment: paymentPage ? (request.server.paymentProvider?.browser.origin ?? null) : null,
    }),
  );
  reply.header('x-content-type-options', 'nosniff');
  reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  reply.header('x-frame-options', 'DENY');
  reply.header('cross-origin-opener-policy', 'same-origin');
  if (hsts) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  // Answers are per user (login, logout, pages with a CSRF cookie): never cached by the browser or a
  // shared cache. Only what chose its own policy keeps it: static files (set on the raw response by
  // the static plugin), the profile image, postal lookups.
  if (!reply.hasHeader('cache-control') && !reply.raw.hasHeader('cache-control'))
    reply.header('cache-control', 'no-store');
}

/**
 * Set at send time, on every answer (errors, 404s and static files included), because the CSP
 * depends on the store resolved earlier in the request.
 */
export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app: FastifyInstance, options) => {
    app.addHook('onSend', async (request, reply) => setSecurityHeaders(request, reply, options));
  },
  { name: 'security-headers' },
);
