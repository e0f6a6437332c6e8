import { CONSENT_COOKIE } from '@/content/consent';

/** What decides whether a page may be counted, as the browser tells it. */
export interface CountSignals {
  /** navigator.globalPrivacyControl */
  gpc: unknown;
  /** document.cookie */
  cookie: string;
  path: string;
}

/**
 * Counted unless Global Privacy Control is on (it wins over Accept, as the server's attribution reads it), the
 * banner's Decline is in the consent cookie, or the page is the staff area's (its preview of articles included).
 */
export function mayCount({ gpc, cookie, path }: CountSignals): boolean {
  return gpc !== true && !cookie.split(/;\s*/).includes(`${CONSENT_COOKIE.name}=false`) && !/^\/(staff|preview)(\/|$)/.test(path);
}

/** mayCount with this browser's signals now: asked before anything loads and before each beacon. */
export function mayCountHere(path: string): boolean {
  return mayCount({ gpc: (navigator as Navigator & { globalPrivacyControl?: unknown }).globalPrivacyControl, cookie: document.cookie, path });
}
