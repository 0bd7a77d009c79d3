import { isServerPath } from '@vs/routes';

/**
 * Splits a redirect target into a same-origin path the router can follow without a reload, or an
 * external URL the browser must load. `//host`, `/\host` and other scheme-relative tricks are never
 * treated as internal; anything that is not http(s) is refused (no `javascript:`). A path the server
 * answers itself (the OIDC provider's endpoints) is loaded in full, like an external URL.
 */
export type RedirectTarget =
  | { readonly kind: 'internal'; readonly path: string }
  | { readonly kind: 'external'; readonly url: string }
  | { readonly kind: 'refused' };

export function classifyRedirect(to: string, origin: string): RedirectTarget {
  let url: URL;
  try {
    url = new URL(to, origin);
  } catch {
    return { kind: 'refused' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'refused' };
  const looksRelative = to.startsWith('/') && !to.startsWith('//') && !to.startsWith('/\\');
  // '/.//host' normalises to the path '//host', which a router or a later navigation reads as a host.
  if (url.origin === origin && (url.pathname.startsWith('//') || url.pathname.startsWith('/\\')))
    return { kind: 'refused' };
  if (url.origin === origin && (looksRelative || /^https?:\/\//i.test(to)) && !isServerPath(url.pathname)) {
    return { kind: 'internal', path: `${url.pathname}${url.search}${url.hash}` };
  }
  return { kind: 'external', url: url.href };
}
