import { REDIRECT_TARGET_MAX_LENGTH } from './constants';

/**
 * Whether a return target from the client (`?redirect=…`, a form field, a cookie) may be followed:
 * only a relative path on our own origin (SECURITY.md "Enumeration and redirects"). Used by the
 * server before it answers `redirectTo`, and by pages before they navigate.
 *
 * Refused: anything not starting with exactly one '/', protocol-relative '//host', '/\host'
 * (browsers treat '\' as '/'), schemes ('https:host', 'JaVaScRiPt:'), backslashes anywhere,
 * control characters and whitespace browsers strip ('/\t/host'), and the same tricks percent-encoded
 * once or several times ('/%2F%2Fhost', '/%5Chost', '/%252F%252Fhost'). As a last guard the target
 * is resolved against `origin` and must stay on it.
 */
export function isSafeRedirectTarget(target: string, origin: string): boolean {
  if (typeof target !== 'string' || target.length === 0 || target.length > REDIRECT_TARGET_MAX_LENGTH) return false;
  let current = target;
  // Decode until stable (bounded), checking every layer: a router or a server may decode once more.
  for (let layer = 0; layer < 4; layer++) {
    if (!isPlainRelativePath(current)) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return false; // malformed escapes are never produced by our own links
    }
    if (decoded === current) break;
    current = decoded;
    if (layer === 3) return false; // still changing after four layers: deliberate obfuscation
  }
  try {
    const base = new URL(origin);
    const resolved = new URL(target, base);
    return resolved.origin === base.origin;
  } catch {
    return false;
  }
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
