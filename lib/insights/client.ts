import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricWithAttribution } from 'web-vitals/attribution';
import { CONSENT_CHOSEN_EVENT } from '@/content/consent';
import { setCurrentView } from '@/lib/forms/page-view';
import { watchActions, type Actions } from './actions';
import { HELD_MAX_MS, INSIGHTS_ENDPOINT, type Beacon } from './beacon';
import { buildOf, hexId, once, pageviewBeacon, vitalsOf, type Vitals } from './collect';
import { mayCountHere } from './consent';
import { choiceIn, holdUntilChosen, type Choice } from './hold';

// The insights script, its own chunk, loaded once the page is idle after its load (components/insights). It keeps
// nothing on the device: a view id lives in this page's memory and dies with it.

let started = false;
let stopped = false;
/** The page view last sent or held: what a click or a form step on the page belongs to. */
let shown: { view: string; path: string } | undefined;
let actions: Actions | undefined;

const newView = () => hexId(crypto.getRandomValues(new Uint8Array(8)));

/** The banner's answer given on this page: it stands even where the browser keeps no cookie. */
let answered: Choice = 'undecided';
/** Beacons made before the visitor answered the banner wait here, and go (dated as made) only on Accept. */
const hold = holdUntilChosen<Beacon>(post, () => performance.now());

/** The answer given on this page, else the consent cookie's (the one given on an earlier page, or in another tab). */
const choice = () => (answered === 'undecided' ? choiceIn(document.cookie) : answered);

/**
 * Sends a beacon, or holds it until the visitor answers the banner; once the visitor has declined (or turned on GPC)
 * nothing more leaves this page, and nothing held ever does.
 */
function send(beacon: Beacon) {
  stopped ||= !mayCountHere(beacon.path);
  if (stopped) {
    hold.settle('declined');
    return;
  }
  // The view on screen, sent or held: a click or a form step on it waits with it.
  if (beacon.kind === 'pageview') shown = { view: beacon.view, path: beacon.path };
  hold.offer(beacon, choice());
}

/** Posts a beacon. A page view posted is the one an enquiry from this page names (lib/forms/page-view.ts). */
function post(beacon: Beacon, heldMs: number) {
  if (beacon.kind === 'pageview') setCurrentView(beacon.view);
  const held = Math.min(Math.round(heldMs), HELD_MAX_MS);
  const body = JSON.stringify(held > 0 ? { ...beacon, held } : beacon);
  if (navigator.sendBeacon?.(INSIGHTS_ENDPOINT, new Blob([body], { type: 'text/plain' }))) return;
  fetch(INSIGHTS_ENDPOINT, { method: 'POST', body, keepalive: true, credentials: 'same-origin' }).catch(() => undefined);
}

/** The visitor answered the banner (components/consent): Accept sends what this page held, Decline forgets it. */
function chosen(event: Event) {
  answered = (event as CustomEvent<unknown>).detail === 'true' ? 'accepted' : 'declined';
  stopped ||= answered === 'declined' || !mayCountHere(location.pathname);
  hold.settle(stopped ? 'declined' : answered);
  // What components/insights wrote on <html data-insights> when the script started, now the banner is answered.
  document.documentElement.dataset.insights = stopped ? 'off' : 'on';
}

/**
 * Counts the page the visit landed on, with its referrer and utm_ parameters, then the pages the visitor moved to
 * before this loaded, measures the landing page's Web Vitals and from then on watches contact links and enquiry forms
 * (actions.ts). Runs once; a page Chrome prerenders (from the address bar, say) is counted only if it is shown. Says
 * whether it sends, holds until the banner is answered, or never will.
 */
export function start(paths: readonly string[]): 'on' | 'held' | 'off' {
  if (!started) {
    started = true;
    addEventListener(CONSENT_CHOSEN_EVENT, chosen);
    if ((document as Document & { prerendering?: boolean }).prerendering) document.addEventListener('prerenderingchange', () => count(paths), { once: true });
    else count(paths);
  }
  return stopped ? 'off' : choice() === 'undecided' ? 'held' : 'on';
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

/** The page view on screen, once sent or held; undefined while a navigation has not made the next page's yet. */
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
