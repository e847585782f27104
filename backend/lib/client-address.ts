import { isIPv6 } from 'node:net';
import type { Context } from 'hono';

/**
 * The client address the storefront's gateway reports in X-Forwarded-For (its first entry), in
 * the form per-address limits count (addressBucket). The backend is reached only through the
 * gateway (in-process or on a private port), which sets the header itself; a request without
 * one counts as one shared "unknown" client.
 */
export function clientAddress(c: Context): string {
  const first = (c.req.header('x-forwarded-for') ?? '').split(',')[0].trim();
  return first && first.length <= 64 ? addressBucket(first.toLowerCase()) : 'unknown';
}

/**
 * An IPv6 address by its /64, since one subscriber is given a whole /64 and could otherwise
 * spread over 2^64 counters; an IPv4-mapped IPv6 address as its IPv4 address (a dual-stack
 * socket reports IPv4 clients so). Anything else as given.
 */
export function addressBucket(address: string): string {
  const bare = address.split('%')[0]; // without a link-local zone
  if (!isIPv6(bare)) return address;
  const groups = ipv6Groups(bare);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
  }
  return `${groups.slice(0, 4).map((g) => g.toString(16)).join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, with `::` and a dotted IPv4 tail expanded. */
function ipv6Groups(address: string): number[] {
  const parse = (part: string | undefined) =>
    part
      ? part.split(':').flatMap((g) => {
          if (!g.includes('.')) return [parseInt(g, 16)];
          const [a, b, c, d] = g.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        })
      : [];
  const [head, tail] = address.split('::');
  const left = parse(head);
  const right = parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}
