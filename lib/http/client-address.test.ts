import { isIP } from 'node:net';
import { addressKey, keyAsAddress, UNVERIFIED } from '@/lib/address-key';
import { clientAddress, parseTrustProxy, type TrustProxy } from './client-address';

const trust = (value: string): TrustProxy => {
  const parsed = parseTrustProxy(value);
  if (typeof parsed === 'string') throw new Error(parsed);
  return parsed;
};

describe('TRUST_PROXY', () => {
  it('reads nothing, a hop count, or addresses, CIDRs and the two names', () => {
    expect(trust('')).toEqual({ kind: 'none' });
    expect(trust(' 2 ')).toEqual({ kind: 'hops', hops: 2 });
    expect(trust('loopback, private, 203.0.113.0/24, 2001:db8::1').kind).toBe('addresses');
  });

  it('names what is wrong', () => {
    expect(parseTrustProxy('0')).toMatch(/1 to 10/);
    expect(parseTrustProxy('loopback,nginx')).toMatch(/"nginx" is not an address/);
    expect(parseTrustProxy('10.0.0.0/33')).toMatch(/"10.0.0.0\/33"/);
    expect(parseTrustProxy('10.0.0.0/8/1')).toMatch(/is not an address/);
  });
});

describe('clientAddress with no trusted proxy', () => {
  const none = trust('');

  // Next fills X-Forwarded-For from the socket only when the client sent none, so a bare address may be made up.
  it('believes no header, however plausible: every request shares one key', () => {
    for (const header of ['203.0.113.9', '198.51.100.23', '::ffff:203.0.113.9', '2001:db8::1', '203.0.113.9, 10.0.0.2', ' 203.0.113.9', 'unknown', '', '1.2.3.4:80', 'fe80::1%eth0', 'x'.repeat(12_000), '1.2.3.4\u0000']) {
      expect(clientAddress(header, none)).toBe(UNVERIFIED);
    }
    expect(clientAddress(null, none)).toBe(UNVERIFIED);
  });
});

describe('clientAddress behind proxies', () => {
  it('takes the address the nearest proxies appended, counted from the right', () => {
    expect(clientAddress('198.51.100.1, 203.0.113.9', trust('1'))).toBe('203.0.113.9');
    expect(clientAddress('198.51.100.1, 203.0.113.9, 10.0.0.2', trust('2'))).toBe('203.0.113.9');
    expect(clientAddress('10.0.0.2', trust('2'))).toBe(UNVERIFIED);
    expect(clientAddress('203.0.113.9, junk', trust('1'))).toBe(UNVERIFIED);
  });

  it('walks past trusted addresses to the first that is not', () => {
    const list = trust('loopback,private');
    expect(clientAddress('198.51.100.1, 203.0.113.9, 10.0.0.2, 127.0.0.1', list)).toBe('203.0.113.9');
    expect(clientAddress('198.51.100.1, ::ffff:203.0.113.9', list)).toBe('203.0.113.9');
    expect(clientAddress('127.0.0.1', list)).toBe('127.0.0.1');
    expect(clientAddress('made-up, 10.0.0.2', list)).toBe(UNVERIFIED);
  });
});

describe('addressKey', () => {
  it('keys IPv6 by its /64 and refuses anything else', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:DB8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
    expect(addressKey('999.1.1.1')).toBe(UNVERIFIED);
  });
});

describe('keyAsAddress', () => {
  // Better Auth reads an address, not a key: "2001:db8:1:2::/64" is neither, and every IPv6 client shared one bucket.
  it('gives another library a real address for each key, the same for one /64, apart for the next', () => {
    const a = keyAsAddress(addressKey('2001:db8:1:2::5'));
    expect(a).toBe('2001:db8:1:2::');
    expect(isIP(a)).toBe(6);
    expect(keyAsAddress(addressKey('2001:db8:1:2:ffff:1:2:3'))).toBe(a);
    expect(keyAsAddress(addressKey('2001:db8:1:3::5'))).not.toBe(a);
    expect(addressKey(a)).toBe('2001:db8:1:2::/64');
    expect(keyAsAddress(addressKey('203.0.113.9'))).toBe('203.0.113.9');
    expect(keyAsAddress(addressKey('::ffff:203.0.113.9'))).toBe('203.0.113.9');
    expect(keyAsAddress(UNVERIFIED)).toBe(UNVERIFIED);
  });
});
