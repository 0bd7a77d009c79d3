/** One DNS label: letters, digits and inner hyphens. */
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
/**
 * Exactly `hostname[:port]` (or `[ipv6][:port]`): no userinfo, path, fragment or second colon. A
 * looser value such as `127.0.0.1:@evil.example` once resolved a store and put evil.example into
 * URLs built from the request, so it is refused before any lookup.
 */
const WELL_FORMED_HOST = new RegExp(`^(?:${LABEL}(?:\\.${LABEL})*\\.?|\\[[0-9a-f:.]+\\])(?::[0-9]{1,5})?$`, 'i');

export function isWellFormedHost(host: string | undefined): host is string {
  return typeof host === 'string' && host.length <= 255 && WELL_FORMED_HOST.test(host);
}

/**
 * `Example.COM:3000` → `example.com`, `[::1]:3000` → `[::1]`, `localhost.` → `localhost`.
 * Store hosts are stored in this form, so the lookup is one exact match.
 */
export function normalizeHost(host: string | undefined): string | null {
  if (!host) return null;
  const lower = host.trim().toLowerCase();
  const withoutPort = lower.startsWith('[') ? lower.slice(0, lower.indexOf(']') + 1) : (lower.split(':')[0] ?? '');
  const name = withoutPort.replace(/\.$/, '');
  return /^[a-z0-9.\-[\]:]+$/.test(name) ? name : null;
}
