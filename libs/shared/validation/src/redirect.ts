import { REDIRECT_TARGET_MAX_LENGTH } from './constants';

/**
 * A return target from the client (`?redirect=…`, a form field, a cookie) as the path to follow, or
 * null when it must not be followed: only a relative path on our own origin (SECURITY.md "Enumeration
 * and redirects"). Used by the server before it answers `redirectTo`, and by pages before they
 * navigate; the answer is the target as the URL parser normalised it, never the client's raw string.
 *
 * Refused: anything not starting with exactly one '/', protocol-relative '//host', '/\host'
 * (browsers treat '\' as '/'), schemes ('https:host', 'JaVaScRiPt:'), backslashes anywhere,
 * control characters and whitespace browsers strip ('/\t/host'), dot segments that normalise to
 * '//host' ('/.//host', '/..//host', '/a/../..//host'), and the same tricks percent-encoded once or
 * several times ('/%2F%2Fhost', '/%5Chost', '/%252F%252Fhost'). Every layer is resolved against
 * `origin` and must stay on it with a path that is not protocol-relative.
 */
export function safeRedirectPath(target: string, origin: string): string | null {
  if (typeof target !== 'string' || target.length === 0 || target.length > REDIRECT_TARGET_MAX_LENGTH) return null;
  let base: URL;
  try {
    base = new URL(origin);
  } catch {
    return null;
  }
  let current = target;
  // Decode until stable (bounded), checking every layer: a router or a server may decode once more.
  for (let layer = 0; layer < 4; layer++) {
    if (!isPlainRelativePath(current) || normalisedOnOrigin(current, base) === null) return null;
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return null; // malformed escapes are never produced by our own links
    }
    if (decoded === current) break;
    current = decoded;
    if (layer === 3) return null; // still changing after four layers: deliberate obfuscation
  }
  return normalisedOnOrigin(target, base);
}

/** Whether {@link safeRedirectPath} accepts the target. */
export function isSafeRedirectTarget(target: string, origin: string): boolean {
  return safeRedirectPath(target, origin) !== null;
}

/** The path the browser would end on, when it stays on `base` and is not protocol-relative; else null. */
function normalisedOnOrigin(target: string, base: URL): string | null {
  let resolved: URL;
  try {
    resolved = new URL(target, base);
  } catch {
    return null;
  }
  if (resolved.origin !== base.origin) return null;
  if (resolved.pathname.startsWith('//') || resolved.pathname.startsWith('/\\')) return null;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}

function isPlainRelativePath(value: string): boolean {
  if (value[0] !== '/') return false;
  if (value[1] === '/' || value[1] === '\\') return false;
  for (const ch of value) {
    const code = ch.codePointAt(0) ?? 0;
    // C0/C1 controls, DEL, space-like characters URL parsers strip or fold, and backslashes.
    if (code <= 0x20 || (code >= 0x7f && code <= 0x9f) || ch === '\\') return false;
    if (code === 0x2028 || code === 0x2029 || code === 0xfeff || code === 0x3000) return false;
  }
  return true;
}
