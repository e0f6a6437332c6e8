// A client's address read once, and the one key the rate limits, the staff sign-in limiter, the audit trail and the
// visitor key all count by. Below every lib folder (it imports only ipaddr.js), so lib/analytics reads it too.
import ipaddr from 'ipaddr.js';

/** Every request whose address cannot be believed shares this one key, so made-up addresses share one limit. */
export const UNVERIFIED = 'unverified';

export type Address = ipaddr.IPv4 | ipaddr.IPv6;

/**
 * An address as a proxy writes it: IPv4 as four decimal parts (none of inet_aton's shorthands), IPv6 bare or in
 * brackets, an IPv4-mapped IPv6 address as the IPv4 it is. A zone (fe80::1%eth0) names an interface on the proxy's
 * own host, never a visitor: undefined, as is anything else.
 */
export function parseAddress(text: string): Address | undefined {
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) return ipaddr.IPv4.parse(text);
  const bare = /^\[(.*)\]$/.exec(text)?.[1] ?? text;
  const dotted = /:([^:]*\.[^:]*)$/.exec(bare)?.[1];
  if (!ipaddr.IPv6.isValid(bare) || bare.includes('%') || (dotted !== undefined && !ipaddr.IPv4.isValidFourPartDecimal(dotted))) return undefined;
  const address = ipaddr.IPv6.parse(bare);
  return address.isIPv4MappedAddress() ? address.toIPv4Address() : address;
}

const IPV6_KEY = '::/64';

/**
 * One address as a key: an IPv4 address whole, an IPv6 address by its /64 (one household's or one phone's network,
 * whose last half a device's privacy addresses rotate), written `2001:db8:1:2::/64`; a key is its own key. Anything
 * else is UNVERIFIED.
 */
export function addressKey(text: string): string {
  const address = parseAddress(keyAsAddress(text));
  if (address === undefined) return UNVERIFIED;
  if (address instanceof ipaddr.IPv4) return address.toString();
  return `${address.parts.slice(0, 4).map((part) => part.toString(16)).join(':')}${IPV6_KEY}`;
}

/**
 * A key as an address another library can read (Better Auth's limiter): an IPv6 /64 as its first address
 * (2001:db8:1:2::); IPv4 and 'unverified' as they are.
 */
export function keyAsAddress(key: string): string {
  return key.endsWith(IPV6_KEY) ? key.slice(0, -'/64'.length) : key;
}
