import { createHmac } from 'node:crypto';
import { visitorKey } from './visitor-key';

describe('a visitor key', () => {
  it('is made from the address key the rate limits count by (lib/address-key.ts), as its text', () => {
    const hashed = (address: string) => createHmac('sha256', 'salt-a').update(`localhost:3000\n${address}\nUA`).digest('hex').slice(0, 32);
    expect(visitorKey('salt-a', 'localhost:3000', '203.0.113.77', 'UA')).toBe(hashed('203.0.113.77'));
    expect(visitorKey('salt-a', 'localhost:3000', '::ffff:203.0.113.77', 'UA')).toBe(hashed('203.0.113.77'));
    expect(visitorKey('salt-a', 'localhost:3000', '2001:db8::1', 'UA')).toBe(hashed('2001:db8:0:0::/64'));
    // The rate limit's key for an IPv6 client, as the route and attribution pass it, is its own key.
    expect(visitorKey('salt-a', 'localhost:3000', '2001:db8:77:1::/64', 'UA')).toBe(hashed('2001:db8:77:1::/64'));
    expect(visitorKey('salt-a', 'localhost:3000', 'unverified', 'UA')).toBe(hashed('unverified'));
  });

  it('is the same for one visitor on one salt, whatever privacy address their IPv6 device takes; not for a neighbour', () => {
    const ua = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36';
    expect(visitorKey('salt-a', 'localhost:3000', '2001:db8:77:1::5', ua)).toBe(visitorKey('salt-a', 'localhost:3000', '2001:db8:77:1:ffff::9', ua));
    expect(visitorKey('salt-a', 'localhost:3000', '2001:db8:77:1::5', ua)).toBe(visitorKey('salt-a', 'localhost:3000', '2001:db8:77:1::/64', ua));
    // The same reduced user agent on the next address of a carrier's /24, or the next /64: another visitor.
    expect(visitorKey('salt-a', 'localhost:3000', '203.0.113.7', ua)).not.toBe(visitorKey('salt-a', 'localhost:3000', '203.0.113.200', ua));
    expect(visitorKey('salt-a', 'localhost:3000', '2001:db8:77:1::5', ua)).not.toBe(visitorKey('salt-a', 'localhost:3000', '2001:db8:77:2::5', ua));
    expect(visitorKey('salt-a', 'localhost:3000', '203.0.113.7', ua)).toMatch(/^[0-9a-f]{32}$/);
  });

  it('differs with the salt (the next day), the network, the user agent and the site', () => {
    const key = visitorKey('salt-a', 'localhost:3000', '203.0.113.7', 'UA');
    expect(visitorKey('salt-b', 'localhost:3000', '203.0.113.7', 'UA')).not.toBe(key);
    expect(visitorKey('salt-a', 'localhost:3000', '203.0.114.7', 'UA')).not.toBe(key);
    expect(visitorKey('salt-a', 'localhost:3000', '203.0.113.7', 'UA2')).not.toBe(key);
    expect(visitorKey('salt-a', 'quillmark.example', '203.0.113.7', 'UA')).not.toBe(key);
  });
});
