import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricWithAttribution } from 'web-vitals/attribution';
import { setCurrentView } from '@/lib/forms/page-view';
import { watchActions, type Actions } from './actions';
import { INSIGHTS_ENDPOINT, type Beacon } from './beacon';
import { buildOf, hexId, once, pageviewBeacon, vitalsOf, type Vitals } from './collect';
import { mayCountHere } from './consent';

// The insights script, its own chunk, loaded once the page is idle after its load (components/insights). It keeps
// nothing on the device: a view id lives in this page's memory and dies with it.

let started = false;
let stopped = false;
/** The page view last sent: what a click or a form step on the page belongs to. */
let shown: { view: string; path: string } | undefined;
let actions: Actions | undefined;

const newView = () => hexId(crypto.getRandomValues(new Uint8Array(8)));

/**
 * Sends a beacon; once the visitor has declined (or turned on GPC) nothing more leaves this page. A page view sent is
 * the one an enquiry from this page names (lib/forms/page-view.ts).
 */
function send(beacon: Beacon) {
  stopped ||= !mayCountHere(beacon.path);
  if (stopped) return;
  if (beacon.kind === 'pageview') {
    setCurrentView(beacon.view);
    shown = { view: beacon.view, path: beacon.path };
  }
  const body = JSON.stringify(beacon);
  if (navigator.sendBeacon?.(INSIGHTS_ENDPOINT, new Blob([body], { type: 'text/plain' }))) return;
  fetch(INSIGHTS_ENDPOINT, { method: 'POST', body, keepalive: true, credentials: 'same-origin' }).catch(() => undefined);
}

/**
 * Counts the page the visit landed on, with its referrer and utm_ parameters, then the pages the visitor moved to
 * before this loaded, measures the landing page's Web Vitals and from then on watches contact links and enquiry forms
 * (actions.ts). Runs once; a page Chrome prerenders (from the address bar, say) is counted only if it is shown.
 */
export function start(paths: readonly string[]): void {
  if (started) return;
  started = true;
  if ((document as Document & { prerendering?: boolean }).prerendering) document.addEventListener('prerenderingchange', () => count(paths), { once: true });
  else count(paths);
}

function count([landing, ...later]: readonly string[]) {
  if (landing === undefined) return;
  const view = newView();
  const width = innerWidth;
  // The URL the document was loaded at: the visitor may have moved on inside the site since.
  const url = performance.getEntriesByType('navigation')[0]?.name ?? location.href;
  send(pageviewBeacon(view, landing, width, { url, referrer: document.referrer }));
  later.forEach(pageview);
  measure(view, landing, width);
  if (!stopped) actions = watchActions(send, current);
}

/** Counts a navigation inside the site: no referrer, no utm_. */
export function pageview(path: string): void {
  send(pageviewBeacon(newView(), path, innerWidth));
  actions?.rearm();
}

/** The page view on screen, once sent; undefined while a navigation has not sent the next page's yet. */
function current() {
  return shown?.path === location.pathname ? shown : undefined;
}

/** Sends the page load's final Web Vitals once, the first time the page is hidden. */
function measure(view: string, path: string, width: number) {
  const vitals: Vitals = {};
  const record = (metric: MetricWithAttribution) => Object.assign(vitals, vitalsOf(metric));
  for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(record, { reportAllChanges: false });
  const build = buildOf(process.env.BUILD_ID);
  const flush = once(() => send({ kind: 'vitals', view, path, width, ...vitals, ...(build ? { build } : {}) }));
  // web-vitals reports its final values from a capture listener on window, which runs before this one on the document.
  // Not pagehide: leaving in the same tab fires it before visibilitychange, before CLS, INP and LCP are final.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden' && Object.keys(vitals).length > 0) flush();
  });
}
