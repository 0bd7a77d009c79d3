/**
 * The JSON API lives under /zapi (and the player's call under /api, spec 001 §7); everything else is
 * a page, an asset or a dev tool.
 */
export function isApiPath(pathname: string): boolean {
  return pathname === '/zapi' || pathname.startsWith('/zapi/') || pathname.startsWith('/api/');
}

/** The path without its query string (request.url keeps both). */
export function pathnameOf(url: string): string {
  const index = url.indexOf('?');
  return index === -1 ? url : url.slice(0, index);
}

export function searchOf(url: string): string {
  const index = url.indexOf('?');
  return index === -1 ? '' : url.slice(index);
}
