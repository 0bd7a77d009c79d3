import { createRequire } from 'node:module';
import { BlockList, isIPv4, isIPv6 } from 'node:net';

interface GeoipCountry {
  lookup(ip: string): { readonly country: string } | null;
}

/**
 * Addresses no country database knows: answered without loading it, so development and tests
 * (all loopback) never pay for the data.
 */
const notPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv6');
}

let database: GeoipCountry | undefined;

/**
 * geoip-country reads its whole data set (MaxMind GeoLite2, shipped in the package, no network)
 * synchronously when first required, so it is required on the first public address. The server
 * bundle keeps packages external, so the package finds its data files in node_modules.
 */
function geoip(): GeoipCountry {
  database ??= createRequire(import.meta.url)('geoip-country') as GeoipCountry;
  return database;
}

/** IPv6 in its canonical form, with an IPv4-mapped address (`::ffff:1.2.3.4`, any spelling) as IPv4. */
function normalised(ip: string): { readonly address: string; readonly family: 'ipv4' | 'ipv6' } | null {
  if (isIPv4(ip)) return { address: ip, family: 'ipv4' };
  // A zone id (`fe80::1%eth0`) only ever comes with a link-local address.
  if (!isIPv6(ip) || ip.includes('%')) return null;
  const address = new URL(`http://[${ip}]`).hostname.slice(1, -1);
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(address);
  if (!mapped) return { address, family: 'ipv6' };
  const [high, low] = [parseInt(mapped[1] ?? '0', 16), parseInt(mapped[2] ?? '0', 16)];
  return { address: `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`, family: 'ipv4' };
}

/** ISO 3166-1 alpha-2 code of a client address (login history), or null when it has none. */
export function countryOf(ip: string): string | null {
  const normal = normalised(ip);
  if (!normal || notPublic.check(normal.address, normal.family)) return null;
  const country = geoip().lookup(normal.address)?.country;
  return country && /^[A-Z]{2}$/.test(country) ? country : null;
}
