export const screenDataPrefix = '/zapi/internal';

/** `/plans/p1` + `?a=1` → `/zapi/internal/plans/p1/screen-data?a=1`; `/` maps to `root`'s sibling `home`. */
export function screenDataPath(pathname: string, search = ''): string {
  const trimmed = pathname.replace(/\/+$/, '');
  const route = trimmed === '' ? '/home' : trimmed;
  const query = search === '' || search === '?' ? '' : search.startsWith('?') ? search : `?${search}`;
  return `${screenDataPrefix}${route}/screen-data${query}`;
}

/** The inverse of {@link screenDataPath}: the page path a screen-data URL path asks about, or null. */
export function pagePathOfScreenData(path: string): string | null {
  const match = /^\/zapi\/internal(\/.*)?\/screen-data$/.exec(path);
  if (!match) return null;
  const route = match[1] ?? '';
  return route === '/home' ? '/' : route;
}

/** CSRF: the server sets this readable cookie; every state-changing request echoes it in the header. */
export const csrfCookieName = 'vs-csrf';
export const csrfHeaderName = 'x-csrf-token';
/** Set by the server on every answer and echoed in error bodies. */
export const requestIdHeaderName = 'x-request-id';
/** The account-identifier cookie compared with the page's authId on history restore (spec 000 §3). */
export const accountIdentifierCookieName = 'vs-aid';
/** The language choice cookie; the server reads it for <html lang> and mail. */
export const languageCookieName = 'vs-lang';

/**
 * A cookie's name on the wire: `__Host-` pins it to this host, https and path `/` (ASVS 3.3.1), so no
 * sibling domain or plain-http page can plant it; plain-http development (no Secure) keeps the base name.
 */
export function hostCookieName(base: string, secure: boolean): string {
  return secure ? `__Host-${base}` : base;
}
