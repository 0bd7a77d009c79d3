import { hostCookieName } from '@vs/contract';

/** Reads a cookie the page may read (not httpOnly), or null. Never writes cookies. */
export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw; // a value that is not URI-encoded is still the value
    }
  }
  return null;
}

/**
 * A cookie the server sets under `__Host-` on https and under its base name on plain-http
 * development (`hostCookieName`): the prefixed one first, which no other site or http page can plant.
 */
export function readHostCookie(base: string): string | null {
  return readCookie(hostCookieName(base, true)) ?? readCookie(base);
}
