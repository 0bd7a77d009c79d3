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
