import type { MetricWithAttribution } from 'web-vitals/attribution';
import { visibleLine } from '@/lib/visible-text';
import type { PageviewBeacon, Utm, VitalsBeacon } from './beacon';

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
