/** The Vite dev servers (shell 4200 … plans-checkout 4205) that development pages load from. */
const devOrigins = [4200, 4201, 4202, 4203, 4204, 4205].map((port) => `http://127.0.0.1:${port}`);
const devSockets = devOrigins.map((origin) => origin.replace('http:', 'ws:'));

export interface CspOptions {
  /** The store uses Google Tag Manager: its script origin is allowed, for that store only. */
  readonly gtm: boolean;
  /** Development: the Vite dev servers and their HMR sockets are allowed too. */
  readonly dev: boolean;
  /** The bot-check service's origin (its script, its token calls and its frame), when one is configured. */
  readonly botCheck: string | null;
  /** Other origins (a CDN) the current remote releases load from (the registry, modules/web). */
  readonly remoteOrigins?: readonly string[];
  /**
   * The payment provider's origin, on the pages that take a card only (@vs/routes' paymentPagePatterns):
   * its token scripts, their calls and the form post of the carrier methods. Nothing else is added.
   */
  readonly payment?: string | null;
  /** Development's staging playback source: its playlist and segments are fetched and played. */
  readonly playbackSource?: string | null;
}

/**
 * No inline script anywhere: the data the shell needs arrives in `type="application/json"` blocks,
 * which are not executed. Inline styles stay allowed because emotion injects style tags.
 */
export function contentSecurityPolicy({
  gtm,
  dev,
  botCheck,
  remoteOrigins = [],
  payment = null,
  playbackSource = null,
}: CspOptions): string {
  const botCheckOrigins = botCheck ? [botCheck] : [];
  const playbackOrigins = playbackSource ? [playbackSource] : [];
  const paymentOrigins = payment ? [payment] : [];
  const scriptSrc = [
    "'self'",
    ...remoteOrigins,
    ...(gtm ? ['https://www.googletagmanager.com'] : []),
    ...botCheckOrigins,
    ...paymentOrigins,
    ...(dev ? devOrigins : []),
  ];
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': scriptSrc,
    'style-src': ["'self'", "'unsafe-inline'", ...(dev ? devOrigins : [])],
    'img-src': ["'self'", 'data:', 'https:', ...(dev ? devOrigins : [])],
    'font-src': ["'self'", ...(dev ? devOrigins : [])],
    'connect-src': [
      "'self'",
      ...botCheckOrigins,
      ...paymentOrigins,
      ...playbackOrigins,
      ...(dev ? [...devOrigins, ...devSockets] : []),
    ],
    // The test-video player (hls.js) plays through Media Source Extensions: the video's source is a blob: URL.
    'media-src': ["'self'", 'blob:', ...playbackOrigins],
    // The real service renders its challenge in a frame; without a bot check, frames keep default-src.
    ...(botCheck ? { 'frame-src': ["'self'", botCheck] } : {}),
    'frame-ancestors': ["'none'"],
    'base-uri': ["'none'"],
    // The carrier and PayPay methods post a form to the provider (spec 001 §7 "auto-posted").
    'form-action': ["'self'", ...paymentOrigins],
    'object-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}
