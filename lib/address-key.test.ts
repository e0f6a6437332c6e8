import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { addressKey, keyAsAddress, parseAddress, UNVERIFIED } from './address-key';

describe('parseAddress', () => {
  it('reads IPv4, IPv6 bare or bracketed, and IPv4-mapped IPv6 as IPv4', () => {
    expect(parseAddress('203.0.113.9')?.toString()).toBe('203.0.113.9');
    expect(parseAddress('::ffff:203.0.113.9')?.toString()).toBe('203.0.113.9');
    expect(parseAddress('::FFFF:cb00:7109')?.toString()).toBe('203.0.113.9');
    expect(parseAddress('[2001:db8::1]')?.toString()).toBe('2001:db8::1');
    expect(parseAddress('2001:DB8::1')?.kind()).toBe('ipv6');
  });

  it('refuses zones, shorthands, ports and anything else', () => {
    for (const text of ['fe80::1%eth0', '[fe80::1%25eth0]', '127.1', '0x7f.0.0.1', '01.2.3.4', '::ffff:0x7f.0.0.1', '::ffff:01.2.3.4', '1.2.3.4:80', '[2001:db8::1]:443', '[1.2.3.4]', ' 1.2.3.4', '1.2.3.256', 'unverified', '']) {
      expect(parseAddress(text)).toBeUndefined();
    }
  });
});

describe('addressKey', () => {
  it('keeps IPv4 whole and IPv6 by its /64, and a key is its own key', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('[::ffff:203.0.113.9]')).toBe('203.0.113.9');
    expect(addressKey('[2001:db8:1:2::5]')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2::/64')).toBe('2001:db8:1:2::/64');
    expect(addressKey(UNVERIFIED)).toBe(UNVERIFIED);
    expect(addressKey('fe80::1%eth0')).toBe(UNVERIFIED);
    expect(keyAsAddress(addressKey('2001:db8::7'))).toBe('2001:db8:0:0::');
  });
});

/** Every source but the tests and this module. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && full !== path.join('lib', 'address-key.ts') ? [full] : [];
  });
}

/** What gives away a second address key: a /64 spelled out, IPv4-mapped addresses unwrapped by hand, or a subnet cut. */
const SPELLED = /::\/64|::ffff:|ipv6Subnet: (?!128\b)\d+/i;

describe('the address key', () => {
  it('is made in lib/address-key.ts alone: the rate limits, the staff limiter and the visitor key read it', () => {
    expect(['lib', 'app', 'components', 'scripts'].flatMap(sources).filter((file) => SPELLED.test(readFileSync(file, 'utf8')))).toEqual([]);
    for (const planted of ["address.endsWith('::/64')", '/^::ffff:(\\d+\\.\\d+\\.\\d+\\.\\d+)$/i', 'ipAddress: { ipAddressHeaders: [CLIENT_HEADER], ipv6Subnet: 64 }']) expect(SPELLED.test(planted)).toBe(true);
  });
});
