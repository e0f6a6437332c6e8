import { createHmac } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';

/**
 * What of a client address a visitor key is made from: an IPv4 address whole (an IPv4-mapped one as IPv4), an IPv6
 * address's /64, one household's or one phone's network, whose last half a device's privacy addresses rotate. An IPv6
 * client as clientAddress() names it (its /64, `2001:db8:1:2::/64`) is that already. Anything else (the proxy's
 * `unverified`) is kept as it is: one shared bucket.
 *
 * It was the /24 and the /48. A mobile carrier puts many phones behind a few /24s, and Chrome's reduced user agent is
 * the same on most Android phones: strangers became one visitor, and a neighbour's visit could take another's
 * enquiry. decisions/0027-a-visitor-key-per-address.md has the measure of both.
 */
export function addressPrefix(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const ip = mapped ? mapped[1]! : address.endsWith('::/64') ? address.slice(0, -'/64'.length) : address;
  if (isIPv4(ip)) return ip;
  if (isIPv6(ip)) return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
  return address;
}

/** An IPv6 address as its eight groups of four hex digits (an embedded IPv4 tail is two groups). */
function expandIPv6(ip: string): string[] {
  const groupsOf = (part: string) => (part ? part.split(':').flatMap((group) => (group.includes('.') ? ipv4Groups(group) : [group])) : []);
  const [head = '', tail] = ip.toLowerCase().split('%')[0]!.split('::');
  const left = groupsOf(head);
  const right = tail === undefined ? [] : groupsOf(tail);
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => group.padStart(4, '0'));
}

function ipv4Groups(dotted: string): string[] {
  const [a = 0, b = 0, c = 0, d = 0] = dotted.split('.').map(Number);
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}

/**
 * A visitor's key for one day: a keyed hash (HMAC-SHA-256, the day's salt as its key) of the site, the client's
 * address (addressPrefix) and its user agent. The same visitor gets the same key all day and another the next; with the salt deleted,
 * nobody (we included) can make either again. Neither the address nor the user agent is kept.
 */
export function visitorKey(salt: string, site: string, address: string, userAgent: string): string {
  return createHmac('sha256', salt).update(`${site}\n${addressPrefix(address)}\n${userAgent}`).digest('hex').slice(0, 32);
}
