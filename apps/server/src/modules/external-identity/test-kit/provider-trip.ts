import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { TestBrowser } from '../../../test/browser';

/** Where the provider sent the browser back: a redirect to the site, or Apple's auto-submitting form. */
export type ProviderAnswer =
  | { readonly kind: 'redirect'; readonly url: URL }
  | { readonly kind: 'form'; readonly action: URL; readonly fields: Record<string, string> };

/** Follows the provider's redirects (its own cookies kept apart from the site's) until it answers the site. */
export async function visitProvider(start: string, siteOrigin: string): Promise<ProviderAnswer> {
  const jar = new Map<string, string>();
  let url = new URL(start);
  for (let hop = 0; hop < 20; hop += 1) {
    if (url.origin === siteOrigin) return { kind: 'redirect', url };
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url);
      continue;
    }
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`the provider answered ${response.status} without a way back: ${html.slice(0, 300)}`);
    const fields: Record<string, string> = {};
    for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g))
      if (name) fields[name] = decodeEntities(value ?? '');
    return { kind: 'form', action: new URL(decodeEntities(action)), fields };
  }
  throw new Error('the provider redirected too often');
}

const decodeEntities = (text: string): string =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

export interface TripResult {
  /** The site's last answer (the callback's redirect). */
  readonly response: LightMyRequestResponse;
  /** Where the site sent the browser at the end. */
  readonly location: string;
  /** The site's callback address the provider answered (to replay it). */
  readonly callbackUrl: string;
}

/**
 * The whole trip in one browser: /auth/authorize on the site, the provider, and back to the callback
 * (a form post arrives without the site's cookies, as a cross-site post would, then the GET carries them).
 */
export async function tripThroughProvider(
  app: FastifyInstance,
  browser: TestBrowser,
  authorizeUrl: string,
): Promise<TripResult> {
  const siteOrigin = `http://${browser.host}`;
  const start = await browser.get(authorizeUrl);
  const startLocation = String(start.headers.location ?? '');
  if (start.statusCode !== 302 || !startLocation.startsWith('http'))
    return { response: start, location: startLocation, callbackUrl: '' };
  const answer = await visitProvider(startLocation, siteOrigin);
  let callbackUrl: string;
  if (answer.kind === 'form') {
    const posted = await formPost(app, browser.host, answer.action, answer.fields);
    callbackUrl = String(posted.headers.location ?? '');
    if (posted.statusCode !== 303 || !callbackUrl.startsWith('/auth/callback'))
      return { response: posted, location: callbackUrl, callbackUrl };
  } else callbackUrl = `${answer.url.pathname}${answer.url.search}`;
  const response = await browser.get(callbackUrl);
  return { response, location: String(response.headers.location ?? ''), callbackUrl };
}

/** A cross-site form post: another site's Origin, no cookies of the site (SameSite=Lax keeps them home). */
export function formPost(app: FastifyInstance, host: string, action: URL, fields: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: `${action.pathname}${action.search}`,
    headers: {
      host,
      origin: 'https://appleid.apple.com',
      'sec-fetch-site': 'cross-site',
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams(fields).toString(),
  });
}
