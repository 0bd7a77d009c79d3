import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isPaymentPage, matchRoute } from '@vs/routes';
import { contentSecurityPolicy } from '../http/csp';
import { pathnameOf } from '../http/paths';

/** The release origins in all, and each remote's (absent: the remote is served by this server). */
export interface ReleaseOriginsOfPages {
  readonly all: readonly string[];
  readonly byRemote: Readonly<Partial<Record<string, string>>>;
}

/**
 * The release origins a page's scripts may come from: every current release's, except on a page that
 * takes a card, which allows only the origin of the remote that renders it (PCI DSS 6.4.3: no script
 * there from anywhere the card page does not need).
 */
export function releaseOriginsFor(pathname: string, origins: ReleaseOriginsOfPages): readonly string[] {
  if (!isPaymentPage(pathname)) return origins.all;
  const remote = matchRoute(pathname)?.route.remote;
  const own = remote === undefined ? undefined : origins.byRemote[remote];
  return own === undefined ? [] : [own];
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
      remoteOrigins: releaseOriginsFor(pathname, remoteOrigins?.() ?? { all: [], byRemote: {} }),
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
