// The one list the insights group referrers by. A visit's channel is read at ingest, from its referrer's host and its
// landing URL's utm_medium and utm_source, and kept with the visit and any lead it brings; its last touch's likewise.

export const CHANNELS = ['search', 'social', 'email', 'referral', 'paid', 'direct', 'other'] as const;
export type Channel = (typeof CHANNELS)[number];

/**
 * Hosts by channel. 'google.*' is any country's Google ('google.com', 'google.co.uk'); 'bing.com' is it and its
 * subdomains. Keep each list A to Z. The email hosts are tried first, so Gmail ('mail.google.com') is not a search.
 */
export const CHANNEL_HOSTS = {
  search: [
    'baidu.com',
    'bing.com',
    'duckduckgo.com',
    'ecosia.org',
    'google.*',
    'naver.com',
    'qwant.com',
    'search.brave.com',
    'search.yahoo.com',
    'startpage.com',
    'yandex.*',
  ],
  social: [
    'facebook.com',
    'instagram.com',
    'linkedin.com',
    'lnkd.in',
    'pinterest.*',
    'quora.com',
    'reddit.com',
    'snapchat.com',
    't.co',
    'threads.net',
    'tiktok.com',
    'twitter.com',
    'wa.me',
    'whatsapp.com',
    'x.com',
    'youtube.com',
  ],
  email: ['mail.google.com', 'mail.yahoo.com', 'outlook.live.com', 'outlook.office.com', 'outlook.office365.com'],
} as const satisfies Partial<Record<Channel, readonly string[]>>;

/** utm_medium values that name a channel, lower case; a paid one wins over any referrer. */
const PAID_MEDIUM = /^(cpc|ppc|cpm|cpv|paid|paid[-_ ]?(search|social|media)|display|banner|retargeting|affiliate)$/;
const MEDIUMS: Record<string, Channel> = { email: 'email', 'e-mail': 'email', newsletter: 'email', social: 'social', 'social-network': 'social', 'social-media': 'social', organic: 'search', referral: 'referral' };

const patterns = (['email', 'social', 'search'] as const).flatMap((channel) =>
  CHANNEL_HOSTS[channel].map((host: string) => {
    const escaped = host.replace(/\./g, '\\.').replace(/\\\.\*$/, '\\.[a-z]{2,3}(\\.[a-z]{2})?');
    return { channel: channel as Channel, pattern: new RegExp(`(^|\\.)${escaped}$`) };
  }),
);

/** The channel a host is listed under, or undefined: any port and a trailing dot are let go. */
export function hostChannel(host: string): Channel | undefined {
  const bare = host.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  return patterns.find(({ pattern }) => pattern.test(bare))?.channel;
}

export interface ChannelHints {
  referrerHost: string | null;
  utmMedium: string | null;
  utmSource: string | null;
}

/**
 * Paid when utm_medium says so; else the medium's own channel (email, social, organic search); else the referrer's
 * listed channel, or referral for any other site; direct with no referrer and no utm_; other for a tagged link whose
 * tags name no channel.
 */
export function channelOf({ referrerHost, utmMedium, utmSource }: ChannelHints): Channel {
  const medium = utmMedium?.trim().toLowerCase() ?? '';
  if (PAID_MEDIUM.test(medium)) return 'paid';
  const named = MEDIUMS[medium];
  if (named) return named;
  if (referrerHost) return hostChannel(referrerHost) ?? 'referral';
  const source = utmSource?.trim().toLowerCase() ?? '';
  if (source) return hostChannel(source.includes('.') ? source : `${source}.com`) ?? 'other';
  return medium ? 'other' : 'direct';
}

/** What a page view says of where it came from: the host of the other site it came from, and its URL's utm_ tags. */
export interface TouchHints extends ChannelHints {
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
}

/**
 * A page view is a touch when it came from another site (the script sends no referrer of our own pages) or on a
 * tagged link: it is a visit's last touch until a later one. A move inside the site is none, and changes nothing.
 */
export function isTouch({ referrerHost, utmSource, utmMedium, utmCampaign, utmTerm, utmContent }: TouchHints): boolean {
  return [referrerHost, utmSource, utmMedium, utmCampaign, utmTerm, utmContent].some((value) => value !== null && value !== '');
}
