// What the insights script sends to POST /api/insights: one JSON object per beacon. Shared by the browser script (it
// builds these) and the route (lib/insights/payload.ts checks them); types only, so nothing of zod reaches a page.

export interface Utm {
  source?: string;
  medium?: string;
  campaign?: string;
  term?: string;
  content?: string;
}

/**
 * What any beacon may add when the page held it while the visitor had not yet answered the cookie banner
 * (lib/insights/hold.ts): how long it waited (ms, at most HELD_MAX_MS), which the server dates it earlier by.
 */
interface Held {
  held?: number;
}

/** A held beacon older than this is dated this long before it arrived: the gap that ends a visit. */
export const HELD_MAX_MS = 30 * 60_000;

/** A page view: sent once the page is idle after its load, or once the visitor accepts (lib/insights/hold.ts). */
export interface PageviewBeacon extends Held {
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
export interface VitalsBeacon extends Held {
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
  /** The build that served the page (next.config.ts's BUILD_ID): what the deploy markers are made of. */
  build?: string;
}

/** What a build id may be: next.config.ts refuses any other, the script sends no other, the route takes no other. */
export const BUILD_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

/** A way of getting in touch besides a form, or a call to action that leads to one. */
export const INTENTS = ['tel', 'mailto', 'whatsapp', 'cta'] as const;
export type Intent = (typeof INTENTS)[number];

/** A click on a tel:, mailto: or WhatsApp link, or on a call to action to a form page: sent when it happens. */
export interface IntentBeacon extends Held {
  kind: 'intent';
  view: string;
  path: string;
  width: number;
  intent: Intent;
  /** A call to action's form page ('/contact'); absent for the others, whose number or address is never sent. */
  target?: string;
}

/**
 * The steps of an enquiry form the page sees: shown, first touched, sent, and refused by the page's own checks before
 * anything reached the server ('invalid', with the first field in error). The server notes its own answer
 * (lib/db/insights/lead-sources.ts's noteAnswer).
 */
export const FORM_STEPS = ['view', 'start', 'submit', 'invalid'] as const;
export type FormStep = (typeof FORM_STEPS)[number];

/** A form shown (half of it on screen), first touched, or sent: each once per page load and form. */
export interface FormBeacon extends Held {
  kind: 'form';
  view: string;
  path: string;
  width: number;
  /** The form's id (lib/forms/registry.ts): 'contact', 'bootcamp', 'study-abroad', 'sponsorship', 'newsletter'. */
  form: string;
  step: FormStep;
  /** With 'invalid': the name of the first field in error ('email_address'), never its value. */
  field?: string;
}

/** What a field name may be: the script sends no other, the route takes no other. */
export const FIELD_NAME_PATTERN = /^[a-z][a-z_]{0,39}$/;

export type Beacon = PageviewBeacon | VitalsBeacon | IntentBeacon | FormBeacon;

export const INSIGHTS_ENDPOINT = '/api/insights';
/** The largest body the route reads; a beacon is a few hundred bytes. */
export const BEACON_LIMIT_BYTES = 4096;
