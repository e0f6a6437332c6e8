import { UAParser } from 'ua-parser-js';

// Browser and operating-system families from a user agent, read at ingest: the families are kept, never the agent or
// a version, so a visit says "Safari on iOS" and nothing that tells one phone from another.

export const BROWSERS = ['Chrome', 'Safari', 'Edge', 'Firefox', 'Samsung Internet', 'Opera', 'Other'] as const;
export const SYSTEMS = ['Android', 'iOS', 'Windows', 'macOS', 'Linux', 'ChromeOS', 'Other'] as const;
export type BrowserFamily = (typeof BROWSERS)[number];
export type SystemFamily = (typeof SYSTEMS)[number];

/** ua-parser-js's names (v1) by family; anything not named here is Other. */
const BROWSER_NAMES: Record<string, BrowserFamily> = {
  Chrome: 'Chrome',
  'Chrome Headless': 'Chrome',
  'Chrome WebView': 'Chrome',
  Chromium: 'Chrome',
  'Mobile Chrome': 'Chrome',
  Safari: 'Safari',
  'Mobile Safari': 'Safari',
  Edge: 'Edge',
  Firefox: 'Firefox',
  'Mobile Firefox': 'Firefox',
  'Samsung Internet': 'Samsung Internet',
  'Samsung Browser': 'Samsung Internet',
  Opera: 'Opera',
  'Opera Mobi': 'Opera',
  'Opera Touch': 'Opera',
  'Opera GX': 'Opera',
};
const SYSTEM_NAMES: Record<string, SystemFamily> = {
  Android: 'Android',
  iOS: 'iOS',
  Windows: 'Windows',
  'Mac OS': 'macOS',
  macOS: 'macOS',
  Linux: 'Linux',
  Ubuntu: 'Linux',
  Debian: 'Linux',
  Fedora: 'Linux',
  'Chromium OS': 'ChromeOS',
  'Chrome OS': 'ChromeOS',
};

export interface ClientFamilies {
  browser: BrowserFamily;
  os: SystemFamily;
}

/** The families of a user agent; Other for what is not recognised (an empty agent too). */
export function clientFamilies(userAgent: string): ClientFamilies {
  const parser = new UAParser(userAgent.slice(0, 512));
  return { browser: BROWSER_NAMES[parser.getBrowser().name ?? ''] ?? 'Other', os: SYSTEM_NAMES[parser.getOS().name ?? ''] ?? 'Other' };
}
