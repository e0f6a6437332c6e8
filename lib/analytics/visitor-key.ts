import { createHmac } from 'node:crypto';
import { addressKey } from '@/lib/address-key';

/**
 * A visitor's key for one day: a keyed hash (HMAC-SHA-256, the day's salt as its key) of the site, the client's
 * address key (lib/address-key.ts, the one the rate limits count by: an IPv4 address whole, an IPv6 address's /64, the
 * proxy's `unverified` one shared bucket) and its user agent. The same visitor gets the same key all day and another
 * the next; with the salt deleted, nobody (we included) can make either again. Neither address nor agent is kept.
 *
 * It was the /24 and the /48. A mobile carrier puts many phones behind a few /24s, and Chrome's reduced user agent is
 * the same on most Android phones: strangers became one visitor, and a neighbour's visit could take another's
 * enquiry. decisions/0027-a-visitor-key-per-address.md has the measure of both.
 */
export function visitorKey(salt: string, site: string, address: string, userAgent: string): string {
  return createHmac('sha256', salt).update(`${site}\n${addressKey(address)}\n${userAgent}`).digest('hex').slice(0, 32);
}
