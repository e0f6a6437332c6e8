// What the insights script sends to POST /api/insights: one JSON object per beacon. Shared by the browser script (it
// builds these) and the route (lib/insights/payload.ts checks them); types only, so nothing of zod reaches a page.

export interface Utm {
  source?: string;
  medium?: string;
  campaign?: string;
  term?: string;
  content?: string;
}

/** A page view: sent once the page is idle after its load. */
export interface PageviewBeacon {
  kind: 'pageview';
  /** The page load's random id (16 hex digits), made in memory: joins the view to its vitals. */
  view: string;
  /** location.pathname, nothing after it. */
  path: string;
  /** The referrer's host, only when it is another site's; absent otherwise. */
  referrer?: string;
  /** The landing URL's utm_ parameters, when it has any. */
  utm?: Utm;
  /** The viewport's CSS width in px; the server makes the device class of it. */
  width: number;
}

/** The page's final Web Vitals, sent when the page is hidden; each value only if measured. */
export interface VitalsBeacon {
  kind: 'vitals';
  view: string;
  path: string;
  width: number;
  /** ms */
  lcp?: number;
  /** ms */
  inp?: number;
  /** unitless */
  cls?: number;
  /** ms */
  fcp?: number;
  /** ms */
  ttfb?: number;
  /** A CSS selector of the LCP element (web-vitals attribution), cut to 200 characters. */
  lcpElement?: string;
  /** A CSS selector of the INP interaction's target, cut to 200 characters. */
  inpTarget?: string;
  /** The INP interaction's phases in ms. */
  inpPhases?: { inputDelay: number; processing: number; presentation: number };
}

export type Beacon = PageviewBeacon | VitalsBeacon;

export const INSIGHTS_ENDPOINT = '/api/insights';
/** The largest body the route reads; a beacon is a few hundred bytes. */
export const BEACON_LIMIT_BYTES = 4096;
