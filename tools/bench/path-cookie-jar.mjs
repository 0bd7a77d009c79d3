// A browser's cookies for one origin, scoped by path as browsers scope them (RFC 6265 §5.1.4). The
// identity sandbox keeps each provider's cookies under that provider's path (/line, /google …) on a
// host it shares with the site (cookies ignore ports), so the external-login benchmark's provider jar
// sends each cookie only where a browser would. (BenchClient's jar, for the site, keys by name alone:
// the site sets every cookie on `/`.)

/** Whether a cookie of `cookiePath` goes with a request for `requestPath` (§5.1.4's path-match). */
export function pathMatches(requestPath, cookiePath) {
  if (requestPath === cookiePath) return true;
  if (!requestPath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/';
}

/** The path a cookie without a Path attribute gets: the request path's folder (§5.1.4). */
export function defaultPath(requestPath) {
  const last = requestPath.lastIndexOf('/');
  return !requestPath.startsWith('/') || last <= 0 ? '/' : requestPath.slice(0, last);
}

export class PathCookieJar {
  /**
   * Keyed by path and name, as a browser keys them.
   * @type {Map<string, { name: string, value: string, path: string }>}
   */
  #cookies = new Map();

  /** Keeps the Set-Cookie lines of the answer to a request for `requestPath` (no query). */
  keep(setCookies, requestPath) {
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      if (at < 1) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const attribute = (key) =>
        attributes
          .map((text) => text.trim())
          .find((text) => text.toLowerCase().startsWith(`${key}=`))
          ?.slice(key.length + 1);
      const given = attribute('path');
      const path = given?.startsWith('/') ? given : defaultPath(requestPath);
      const maxAge = attribute('max-age');
      const expires = attribute('expires');
      const expired =
        maxAge !== undefined ? Number(maxAge) <= 0 : expires !== undefined && Date.parse(expires) <= Date.now();
      if (expired) this.#cookies.delete(`${path} ${name}`);
      else this.#cookies.set(`${path} ${name}`, { name, value, path });
    }
  }

  /** The Cookie header for a request for `requestPath`, the longer paths first; '' when none goes. */
  header(requestPath) {
    return [...this.#cookies.values()]
      .filter((cookie) => pathMatches(requestPath, cookie.path))
      .sort((a, b) => b.path.length - a.path.length)
      .map(({ name, value }) => `${name}=${value}`)
      .join('; ');
  }
}
