import { isIPv6 } from 'node:net';

/**
 * The subject of a per-address limit. An IPv6 client usually holds a whole /64 (and can pick any
 * address in it per request), so IPv6 is keyed by its first 64 bits; IPv4, and IPv4 mapped into
 * IPv6, by the whole address.
 */
export function clientAddressKey(ip: string): string {
  const address = ip.split('%')[0] ?? ip;
  if (!isIPv6(address)) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1] as string;
  return `${groupsOf(address).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, `::` expanded and an IPv4 tail split in two. */
function groupsOf(address: string): string[] {
  const toGroups = (part: string): string[] =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [group];
          const [a, b, c, d] = group.split('.').map(Number) as [number, number, number, number];
          return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
        });
  const [head = '', tail] = address.toLowerCase().split('::');
  const first = toGroups(head);
  const last = tail === undefined ? [] : toGroups(tail);
  const zeros = Array.from({ length: 8 - first.length - last.length }, () => '0');
  return [...first, ...zeros, ...last].map((group) => parseInt(group, 16).toString(16));
}
