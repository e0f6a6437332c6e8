import { CONSENT_COOKIE } from '@/content/consent';
import { browserRefuses } from '@/lib/analytics/privacy-signals';

/** What decides whether a page may be counted, as the browser tells it. */
export interface CountSignals {
  /** navigator.globalPrivacyControl */
  gpc: unknown;
  /** navigator.doNotTrack ('1' when it is on) */
  dnt?: unknown;
  /** document.cookie */
  cookie: string;
  path: string;
}

/**
 * May be counted (a visitor who has not answered the banner yet only once they accept: lib/insights/hold.ts) unless
 * Global Privacy Control or Do Not Track is on (either wins over Accept, as the server's attribution
 * reads them), the banner's Decline is in the consent cookie, or the page is the staff area's (its preview of
 * articles included).
 */
export function mayCount({ gpc, dnt, cookie, path }: CountSignals): boolean {
  return !browserRefuses({ globalPrivacyControl: gpc, doNotTrack: dnt }) && !cookie.split(/;\s*/).includes(`${CONSENT_COOKIE.name}=false`) && !/^\/(staff|preview)(\/|$)/.test(path);
}

/** mayCount with this browser's signals now: asked before anything loads and before each beacon. */
export function mayCountHere(path: string): boolean {
  const { globalPrivacyControl, doNotTrack } = navigator as Navigator & { globalPrivacyControl?: unknown };
  return mayCount({ gpc: globalPrivacyControl, dnt: doNotTrack, cookie: document.cookie, path });
}
