import type { MetricWithAttribution } from 'web-vitals/attribution';
import { forms, type FormId } from '@/lib/forms/registry';
import { visibleLine } from '@/lib/visible-text';
import { BUILD_ID_PATTERN, FIELD_NAME_PATTERN, type FormStep, type IntentBeacon, type PageviewBeacon, type Utm, type VitalsBeacon } from './beacon';

// What the insights script sends, made from plain values: no browser global is read here, so Jest can test it.

export const UTM_KEYS = ['source', 'medium', 'campaign', 'term', 'content'] as const satisfies readonly (keyof Utm)[];
/** The longest utm_ value sent; a longer one is cut. */
export const UTM_MAX = 100;
/** The longest CSS selector sent (beacon.ts). */
export const SELECTOR_MAX = 200;

/** A view id: the bytes (8 random ones make 16 digits) as lower-case hex. */
export function hexId(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The referrer's host when it is another site's page; our own pages, other schemes and junk give nothing. */
export function referrerHost(referrer: string, origin: string): string | undefined {
  try {
    const url = new URL(referrer);
    return /^https?:$/.test(url.protocol) && url.host !== '' && url.origin !== origin ? url.host : undefined;
  } catch {
    return undefined;
  }
}

/** The utm_ parameters of a query: nothing hidden (lib/visible-text.ts), trimmed, empty ones dropped, each cut to UTM_MAX; undefined when there are none. */
export function utmOf(params: URLSearchParams): Utm | undefined {
  const utm: Utm = {};
  for (const key of UTM_KEYS) {
    const value = visibleLine(params.get(`utm_${key}`) ?? '').trim().slice(0, UTM_MAX);
    if (value) utm[key] = value;
  }
  return Object.keys(utm).length > 0 ? utm : undefined;
}

/** Where the visit came from: the URL the document was loaded at and document.referrer. */
export interface Landing {
  url: string;
  referrer: string;
}

/** A page view; the landing is given for the page the visit began on, never for a navigation inside the site. */
export function pageviewBeacon(view: string, path: string, width: number, landing?: Landing): PageviewBeacon {
  const beacon: PageviewBeacon = { kind: 'pageview', view, path, width: Math.round(width) };
  if (!landing) return beacon;
  const url = new URL(landing.url);
  const referrer = referrerHost(landing.referrer, url.origin);
  const utm = utmOf(url.searchParams);
  if (referrer) beacon.referrer = referrer;
  if (utm) beacon.utm = utm;
  return beacon;
}

export type Vitals = Omit<VitalsBeacon, 'kind' | 'view' | 'path' | 'width'>;

const ms = (value: number) => Math.round(value);
const cut = (selector: string | undefined) => (selector ? visibleLine(selector).slice(0, SELECTOR_MAX) : undefined);

/** The fields one web-vitals report sets: milliseconds whole, CLS to four places, selectors cut to SELECTOR_MAX. */
export function vitalsOf(metric: MetricWithAttribution): Vitals {
  switch (metric.name) {
    case 'LCP': {
      const lcpElement = cut(metric.attribution.target);
      return { lcp: ms(metric.value), ...(lcpElement ? { lcpElement } : {}) };
    }
    case 'INP': {
      const { interactionTarget, inputDelay, processingDuration, presentationDelay } = metric.attribution;
      const inpTarget = cut(interactionTarget);
      return {
        inp: ms(metric.value),
        ...(inpTarget ? { inpTarget } : {}),
        inpPhases: { inputDelay: ms(inputDelay), processing: ms(processingDuration), presentation: ms(presentationDelay) },
      };
    }
    case 'CLS':
      return { cls: Math.round(metric.value * 10_000) / 10_000 };
    case 'FCP':
      return { fcp: ms(metric.value) };
    case 'TTFB':
      return { ttfb: ms(metric.value) };
  }
}

/** A function that runs its body the first time it is called and never again. */
export function once(body: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    body();
  };
}

/** The build id the vitals name: the one the site was built with, when it is one the route takes. */
export function buildOf(id: string | undefined): string | undefined {
  return id !== undefined && BUILD_ID_PATTERN.test(id) ? id : undefined;
}

const WHATSAPP_HOSTS: ReadonlySet<string> = new Set(['wa.me', 'api.whatsapp.com', 'web.whatsapp.com', 'whatsapp.com', 'www.whatsapp.com']);
/** Where a call to action leads: the enquiry forms' pages. */
const FORM_PAGES: ReadonlySet<string> = new Set(Object.values(forms).flatMap((form) => (form.page ? [form.page] : [])));

export type IntentOf = Pick<IntentBeacon, 'intent' | 'target'>;

/**
 * What following a link means: a call, a mail, a WhatsApp chat, or a call to action to another page's enquiry form;
 * undefined for any other link. A relative href is read from the current page. Only the kind leaves the page (and a
 * form page's path), never the number, the address or the href.
 */
export function intentOf(href: string, origin: string, currentPath: string): IntentOf | undefined {
  let url: URL;
  try {
    const base = new URL(origin);
    // Set, not parsed: a path that starts with // must not become a host.
    base.pathname = currentPath;
    url = new URL(href, base);
  } catch {
    return undefined;
  }
  if (url.protocol === 'tel:') return { intent: 'tel' };
  if (url.protocol === 'mailto:') return { intent: 'mailto' };
  if (url.protocol === 'whatsapp:' || (/^https?:$/.test(url.protocol) && WHATSAPP_HOSTS.has(url.hostname))) return { intent: 'whatsapp' };
  const page = url.pathname.replace(/\/+$/, '') || '/';
  return url.origin === origin && FORM_PAGES.has(page) && page !== currentPath ? { intent: 'cta', target: page } : undefined;
}

/** The form a `data-insights-form` names, when it is one of ours (lib/forms/registry.ts). */
export function formOf(name: string | undefined): FormId | undefined {
  return name !== undefined && Object.hasOwn(forms, name) ? (name as FormId) : undefined;
}

/** The field a refused form names, when it is a field's name: nothing else of it leaves the page. */
export function fieldOf(name: unknown): string | undefined {
  return typeof name === 'string' && FIELD_NAME_PATTERN.test(name) ? name : undefined;
}

/** The ratios an IntersectionObserver reports a form at: a form taller than two screens is never half on one. */
export const SHOWN_THRESHOLDS = [0.1, 0.2, 0.3, 0.4, 0.5];

/** A form is seen when half of it is on screen or, when it is too tall for that, when it fills half the screen. */
export function isShown(ratio: number, visibleHeight: number, screenHeight: number): boolean {
  return ratio >= 0.5 || (visibleHeight > 0 && visibleHeight >= screenHeight / 2);
}

/** Which steps each form has taken in each page view, in memory: the answer is true only the first time. */
export function firstSteps(): (view: string, form: FormId, step: FormStep) => boolean {
  const taken = new Map<string, Set<FormStep>>();
  return (view, form, step) => {
    const key = `${view} ${form}`;
    const steps = taken.get(key) ?? new Set<FormStep>();
    if (steps.has(step)) return false;
    taken.set(key, steps.add(step));
    return true;
  };
}
