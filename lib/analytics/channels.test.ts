import { CHANNEL_HOSTS, channelOf, hostChannel, isTouch } from './channels';

const visit = (referrerHost: string | null, utmMedium: string | null = null, utmSource: string | null = null) => channelOf({ referrerHost, utmMedium, utmSource });

describe('channels', () => {
  it.each([
    ['www.google.co.uk', 'search'],
    ['google.com', 'search'],
    ['www.google.de:443', 'search'],
    ['duckduckgo.com', 'search'],
    ['l.facebook.com', 'social'],
    ['www.linkedin.com', 'social'],
    ['t.co', 'social'],
    ['mail.google.com', 'email'],
    ['outlook.live.com', 'email'],
    ['studyabroadforum.example', undefined],
    ['notgoogle.com', undefined],
    ['google.com.evil.example', undefined],
  ])('lists %s under %s', (host, channel) => {
    expect(hostChannel(host)).toBe(channel);
  });

  it('groups a visit by its medium first, then its referrer, then its tags', () => {
    expect(visit(null)).toBe('direct');
    expect(visit('www.google.com')).toBe('search');
    expect(visit('www.google.com', 'cpc', 'google')).toBe('paid');
    expect(visit(null, 'Paid-Social', 'linkedin')).toBe('paid');
    expect(visit(null, 'email', 'november-letter')).toBe('email');
    expect(visit('partner.example')).toBe('referral');
    expect(visit(null, null, 'linkedin')).toBe('social');
    expect(visit(null, 'qr-code', 'flyer')).toBe('other');
    expect(visit(null, null, 'flyer')).toBe('other');
  });

  it('takes a page view from another site or on a tagged link for a touch, a move inside the site for none', () => {
    const none = { referrerHost: null, utmSource: null, utmMedium: null, utmCampaign: null, utmTerm: null, utmContent: null };
    expect(isTouch(none)).toBe(false);
    expect(isTouch({ ...none, referrerHost: 'www.google.com' })).toBe(true);
    expect(isTouch({ ...none, utmCampaign: 'december-digest' })).toBe(true);
    expect(isTouch({ ...none, utmContent: 'footer' })).toBe(true);
    expect(isTouch({ ...none, utmSource: '' })).toBe(false);
  });

  it('keeps each list A to Z with no host twice', () => {
    const all = Object.values(CHANNEL_HOSTS).flat();
    expect(new Set(all).size).toBe(all.length);
    for (const hosts of Object.values(CHANNEL_HOSTS)) expect([...hosts]).toEqual([...hosts].sort());
  });
});
