import { BlockList, isIP } from 'node:net';
import { addressKey, parseAddress, UNVERIFIED } from '@/lib/address-key';

/** Which proxies in front of Node may name the visitor (TRUST_PROXY): none, a hop count, or a list of addresses. */
export type TrustProxy = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'addresses'; list: BlockList };

const NAMED: Record<string, [string, number, 'ipv4' | 'ipv6'][]> = {
  loopback: [['127.0.0.0', 8, 'ipv4'], ['::1', 128, 'ipv6']],
  private: [['10.0.0.0', 8, 'ipv4'], ['172.16.0.0', 12, 'ipv4'], ['192.168.0.0', 16, 'ipv4'], ['fc00::', 7, 'ipv6']],
};

/** Reads TRUST_PROXY; a string answer is the reason it is wrong, for the boot message. */
export function parseTrustProxy(value: string): TrustProxy | string {
  const text = value.trim();
  if (text === '') return { kind: 'none' };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops >= 1 && hops <= 10 ? { kind: 'hops', hops } : 'a hop count must be 1 to 10';
  }
  const list = new BlockList();
  for (const entry of text.split(',').map((part) => part.trim())) {
    const named = NAMED[entry.toLowerCase()];
    if (named) for (const [network, bits, family] of named) list.addSubnet(network, bits, family);
    else if (!addEntry(list, entry)) return `"${entry}" is not an address, a CIDR, loopback or private (e.g. TRUST_PROXY=loopback,10.0.0.0/8)`;
  }
  return { kind: 'addresses', list };
}

function addEntry(list: BlockList, entry: string): boolean {
  const [address = '', bits, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (bits === undefined) {
    list.addAddress(address, type);
    return true;
  }
  const prefix = /^\d{1,3}$/.test(bits) ? Number(bits) : -1;
  if (prefix < 0 || prefix > (family === 4 ? 32 : 128)) return false;
  list.addSubnet(address, prefix, type);
  return true;
}

/**
 * The rate limit's key for a request, from the X-Forwarded-For that app code sees. Next fills that header with the
 * socket's address only when the client sent none, so app code cannot tell the two apart: without a trusted proxy
 * no header is believed, and every request shares one key. The server then listens on loopback only (lib/boot.ts
 * refuses a public address without TRUST_PROXY), so that key is this host's; visitors arrive through nginx.
 */
export function clientAddress(forwardedFor: string | null, trust: TrustProxy): string {
  if (trust.kind === 'none' || forwardedFor === null || forwardedFor.length > 2_000) return UNVERIFIED;
  const chain = forwardedFor.split(',').map((entry) => entry.trim());
  // Each trusted proxy appends the address it saw ($proxy_add_x_forwarded_for): read from the right.
  if (trust.kind === 'hops') return chain.length >= trust.hops ? addressKey(chain[chain.length - trust.hops] ?? '') : UNVERIFIED;
  // Node itself is taken to be reached only through a trusted proxy, so the walk starts at the last entry.
  for (let i = chain.length - 1; i >= 0; i--) {
    const address = parseAddress(chain[i] ?? '');
    if (address === undefined) return UNVERIFIED;
    // When every hop is trusted (a visitor on the proxy's own host), the furthest one is the visitor.
    if (i === 0 || !trust.list.check(address.toString(), address.kind())) return addressKey(address.toString());
  }
  return UNVERIFIED;
}
