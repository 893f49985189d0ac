import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

/**
 * Per-address limits count a network, not a single address, since one machine can send from many:
 * - IPv4 by /24, the smallest block routed on the Internet (one machine's loopback, or a small
 *   network, shares one allowance; carrier-grade NAT already puts many people behind one address);
 * - IPv6 by /48, what RIPE-690 advises an ISP to give one end site and what tunnel brokers give
 *   away: a /64 would hand a single customer with a /48 65,536 allowances. The price is that a
 *   network numbering many customers out of one /48 shares an allowance, as CGNAT does on IPv4.
 */
export const IPV4_PREFIX = 24;
export const IPV6_PREFIX = 48;

/** The sixteen-bit groups of an IPv6 address (a dotted IPv4 tail becomes the last two), or undefined. */
function ipv6Groups(address: string): number[] | undefined {
  const [head = '', tail, ...rest] = address.split('::');
  if (rest.length) return undefined;
  const words = (part: string): number[] | undefined => {
    if (!part) return [];
    const out: number[] = [];
    for (const word of part.split(':')) {
      if (isIPv4(word)) {
        const [a, b, c, d] = word.split('.').map(Number) as [number, number, number, number];
        out.push((a << 8) | b, (c << 8) | d);
      } else if (/^[0-9a-f]{1,4}$/i.test(word)) out.push(parseInt(word, 16));
      else return undefined;
    }
    return out;
  };
  const front = words(head);
  const back = tail === undefined ? [] : words(tail);
  if (!front || !back) return undefined;
  const missing = 8 - front.length - back.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return undefined;
  return [...front, ...Array<number>(missing).fill(0), ...back];
}

function ipv4Range(address: string): string {
  const [a, b, c] = address.split('.');
  return `${a}.${b}.${c}.0/${IPV4_PREFIX}`;
}

/**
 * The network a client address counts in: `203.0.113.0/24`, `2001:db8:1::/48`. An IPv4 address
 * written as IPv6 (`::ffff:203.0.113.7`, as a dual-stack socket reports it) counts as IPv4.
 * Anything that is not an address is its own key.
 */
export function addressRange(address: string): string {
  if (isIPv4(address)) return ipv4Range(address);
  const bare = address.replace(/%.*$/, '');
  const groups = isIPv6(bare) ? ipv6Groups(bare) : undefined;
  if (!groups) return address;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return ipv4Range(`${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`);
  }
  return `${groups
    .slice(0, IPV6_PREFIX / 16)
    .map((group) => group.toString(16))
    .join(':')}::/${IPV6_PREFIX}`;
}

/**
 * Whose allowance a request draws on in every per-address limit (events, logins and mail, the
 * support desk, anonymous exports): the network of the client's address. Behind a proxy that
 * TRUST_PROXY names, Fastify takes that address from X-Forwarded-For; otherwise the header is ignored.
 */
export function clientKey(request: FastifyRequest): string {
  return addressRange(request.ip);
}
