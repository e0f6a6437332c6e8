import 'server-only';
import { channelOf } from '@/lib/analytics/channels';
import type { ClientFamilies } from '@/lib/analytics/clients';
import { dayOf } from '@/lib/db/insights/insight-salts';
import { NOT_FOUND_PATH, type InsightHit } from '@/lib/db/insights/insights';
import type { InsightDevice } from '@/lib/db/schema';
import type { Store } from '@/lib/db/store';
import { logEvent } from '@/lib/log';
import { allRoutes, isArticlePath, isAuthorPath } from '@/lib/routes';
import type { Beacon } from './beacon';

/** Events reach the store within a second: a batch waits at most this long, or less once it is full. */
export const FLUSH_EVERY_MS = 250;
export const BATCH_SIZE = 500;
/**
 * Events waiting past this are shed (a store far behind, or a flood the rate limit let through from many clients): a
 * queued hit is about a kilobyte (1,008 bytes measured), so the queue stays near 20 MB.
 */
export const QUEUE_LIMIT = 20_000;
const SHED_REPORT_MS = 60_000;

let routes: Set<string> | undefined;

/** The page a path is of, or the one not-found bucket: never a query string, never a path the site does not have. */
export function routeOf(path: string): string {
  routes ??= new Set(allRoutes([], []));
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const route = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
  return routes.has(route) || isArticlePath(route) || isAuthorPath(route) ? route : NOT_FOUND_PATH;
}

/** The device class of a viewport width in CSS px. */
export function deviceOf(width: number): InsightDevice {
  return width < 768 ? 'mobile' : width < 1024 ? 'tablet' : 'desktop';
}

const orNull = (value: string | undefined) => value || null;

/** What a beacon's request said of the browser, as families only (lib/analytics/clients.ts). */
const UNKNOWN_CLIENT: ClientFamilies = { browser: 'Other', os: 'Other' };

/**
 * A checked beacon as the store takes it: its route bucketed, its device classed, its absent fields null; a page view
 * with its channel (lib/analytics/channels.ts) and its client's families, which only a visit's first one keeps.
 */
export function toHit(beacon: Beacon, visitor: string, at: number, client: ClientFamilies = UNKNOWN_CLIENT): InsightHit {
  const base = { visitor, at, view: beacon.view, path: routeOf(beacon.path), device: deviceOf(beacon.width) };
  switch (beacon.kind) {
    case 'pageview': {
      const utm = beacon.utm ?? {};
      const source = { referrerHost: orNull(beacon.referrer?.toLowerCase()), utmSource: orNull(utm.source), utmMedium: orNull(utm.medium), utmCampaign: orNull(utm.campaign), utmTerm: orNull(utm.term), utmContent: orNull(utm.content) };
      return { ...base, kind: 'pageview', source: { ...source, channel: channelOf(source), ...client } };
    }
    case 'vitals': {
      const { lcp = null, inp = null, cls = null, fcp = null, ttfb = null, lcpElement, inpTarget, inpPhases, build } = beacon;
      return { ...base, kind: 'vitals', lcp, inp, cls, fcp, ttfb, lcpElement: orNull(lcpElement), inpTarget: orNull(inpTarget), inpPhases: inpPhases ? JSON.stringify(inpPhases) : null, build: orNull(build) };
    }
    case 'intent':
      return { ...base, kind: 'action', action: { kind: 'intent', name: beacon.intent, step: beacon.target ?? '', field: null } };
    case 'form':
      return { ...base, kind: 'action', action: { kind: 'form', name: beacon.form, step: beacon.step, field: beacon.step === 'invalid' ? (beacon.field ?? null) : null } };
  }
}

export interface InsightWriter {
  /**
   * Queues one beacon the route has checked. The promise settles once the queue it joined is written, or dropped; it
   * never rejects, so the route can hand it to next/server's after() and a SIGTERM waits for it. Every beacon queued
   * between two drains gets the same promise: after() wraps each one it is given in a promise of its own, made in the
   * request's context, which holds the whole request until it settles (28 kB measured), so the route keeps it once.
   */
  accept(beacon: Beacon, visitor: string, at?: number, client?: ClientFamilies): Promise<void>;
  /** Counts one beacon shed under load on its UTC day (insight_shed), written with the next batch. */
  shed(at?: number): void;
  /** Writes everything queued; settles once the queue is empty. */
  flush(): Promise<void>;
  /** Writes what is queued and accepts nothing more; the store calls it before it closes. */
  close(): Promise<void>;
  readonly queued: number;
  /** True when the queue holds its bound: what comes now is shed, not queued. */
  readonly full: boolean;
}

export interface WriterOptions {
  everyMs?: number;
  batchSize?: number;
  queueLimit?: number;
  clock?: () => number;
}

const settled = Promise.resolve();

/**
 * Batches accepted beacons into the store, one transaction a batch. Analytics is best-effort: a batch the store
 * refuses is logged and dropped, never retried, so a database in trouble is not fed more. Enquiries never come
 * through here; they are stored before they are answered. The queue holds hits, plain values of about a kilobyte:
 * nothing of the request that sent them.
 */
export function startInsightWriter(store: Store, { everyMs = FLUSH_EVERY_MS, batchSize = BATCH_SIZE, queueLimit = QUEUE_LIMIT, clock = Date.now }: WriterOptions = {}): InsightWriter {
  const queue: InsightHit[] = [];
  let sheds = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let draining: Promise<void> | undefined;
  let written: { promise: Promise<void>; settle: () => void } | undefined;
  let closed = false;
  const shedReport = shedReporter(queueLimit, clock);

  const drain = async () => {
    while (queue.length > 0) {
      const batch = queue.splice(0, batchSize);
      try {
        await store.insights.record(batch);
      } catch (error) {
        logEvent('insights.flush-failed', { events: batch.length, error: error instanceof Error ? error.message : String(error) }, 'warn');
      }
    }
    // Everything queued so far is written: the beacons' one promise settles, and the next beacon starts another.
    written?.settle();
    written = undefined;
    if (sheds.size > 0) {
      const counts = sheds;
      sheds = new Map();
      try {
        await store.insights.countShed(counts);
      } catch (error) {
        logEvent('insights.flush-failed', { shed: [...counts.values()].reduce((sum, n) => sum + n, 0), error: error instanceof Error ? error.message : String(error) }, 'warn');
      }
    }
  };

  // One drain at a time, so the batches stay in order and the visits agree. It takes what arrives while it writes; what
  // comes just after it ends is taken at once when a batch is full, else at the interval.
  const kick = () => {
    // The drain takes all that is queued; a timer left from its first event would cut the next batch short.
    clearTimeout(timer);
    timer = undefined;
    draining ??= drain().finally(() => {
      draining = undefined;
      if (queue.length >= batchSize) kick();
      else if (queue.length > 0 || sheds.size > 0) schedule();
    });
  };

  const schedule = () => {
    timer ??= setTimeout(() => {
      timer = undefined;
      kick();
    }, everyMs);
  };

  const flush = async () => {
    while (queue.length > 0 || sheds.size > 0 || draining) {
      kick();
      await draining;
    }
  };

  const shed = (at = clock()) => {
    const day = dayOf(at);
    sheds.set(day, (sheds.get(day) ?? 0) + 1);
    shedReport.count();
    if (!closed) schedule();
  };

  const accept = (beacon: Beacon, visitor: string, at = clock(), client?: ClientFamilies) => {
    if (closed) return settled;
    if (queue.length >= queueLimit) {
      shed(at);
      return settled;
    }
    queue.push(toHit(beacon, visitor, at, client));
    if (!written) {
      let settle = () => {};
      written = { promise: new Promise<void>((done) => (settle = done)), settle: () => settle() };
    }
    if (queue.length >= batchSize) kick();
    else schedule();
    return written.promise;
  };

  const close = async () => {
    closed = true;
    await flush();
    shedReport.report();
    release();
  };
  const release = store.beforeClose(close);

  return {
    accept,
    shed,
    flush,
    close,
    get queued() {
      return queue.length;
    },
    get full() {
      return queue.length >= queueLimit;
    },
  };
}

/** Counts shed beacons and says how many at most once a minute: a flood writes one line, not one per beacon. */
function shedReporter(queueLimit: number, clock: () => number) {
  let count = 0;
  let lastAt = -Infinity;
  let later: NodeJS.Timeout | undefined;
  const report = () => {
    clearTimeout(later);
    later = undefined;
    if (count === 0) return;
    logEvent('insights.shed', { shed: count, queueLimit }, 'warn');
    count = 0;
    lastAt = clock();
  };
  return {
    count() {
      count += 1;
      const wait = lastAt + SHED_REPORT_MS - clock();
      if (wait <= 0) report();
      else later ??= setTimeout(report, wait).unref();
    },
    report,
  };
}
