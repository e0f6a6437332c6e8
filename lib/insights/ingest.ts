import 'server-only';
import { channelOf } from '@/lib/analytics/channels';
import type { ClientFamilies } from '@/lib/analytics/clients';
import { NOT_FOUND_PATH, type InsightHit } from '@/lib/db/insights';
import type { InsightDevice } from '@/lib/db/schema';
import type { Store } from '@/lib/db/store';
import { logEvent } from '@/lib/log';
import { allRoutes, isArticlePath } from '@/lib/routes';
import type { Beacon } from './beacon';

/** Events reach the store within a second: a batch waits at most this long, or less once it is full. */
export const FLUSH_EVERY_MS = 250;
export const BATCH_SIZE = 500;
/** Events waiting past this are dropped (a store far behind, or a flood the rate limit let through from many clients). */
export const QUEUE_LIMIT = 20_000;
const DROP_REPORT_MS = 60_000;

let routes: Set<string> | undefined;

/** The page a path is of, or the one not-found bucket: never a query string, never a path the site does not have. */
export function routeOf(path: string): string {
  routes ??= new Set(allRoutes([]));
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const route = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
  return routes.has(route) || isArticlePath(route) ? route : NOT_FOUND_PATH;
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
   * Queues one beacon the route has checked. The promise settles once it is written, or dropped; it never rejects,
   * so the route can hand it to next/server's after() and a SIGTERM waits for it.
   */
  accept(beacon: Beacon, visitor: string, at?: number, client?: ClientFamilies): Promise<void>;
  /** Writes everything queued; settles once the queue is empty. */
  flush(): Promise<void>;
  /** Writes what is queued and accepts nothing more; the store calls it before it closes. */
  close(): Promise<void>;
  readonly queued: number;
}

export interface WriterOptions {
  everyMs?: number;
  batchSize?: number;
  queueLimit?: number;
  clock?: () => number;
}

interface Entry {
  hit: InsightHit;
  done: () => void;
}

const settled = Promise.resolve();

/**
 * Batches accepted beacons into the store, one transaction a batch. Analytics is best-effort: a batch the store
 * refuses is logged and dropped, never retried, so a database in trouble is not fed more. Enquiries never come
 * through here; they are stored before they are answered.
 */
export function startInsightWriter(store: Store, { everyMs = FLUSH_EVERY_MS, batchSize = BATCH_SIZE, queueLimit = QUEUE_LIMIT, clock = Date.now }: WriterOptions = {}): InsightWriter {
  const queue: Entry[] = [];
  let timer: NodeJS.Timeout | undefined;
  let draining: Promise<void> | undefined;
  let closed = false;
  const dropped = dropReporter(queueLimit, clock);

  const drain = async () => {
    while (queue.length > 0) {
      const batch = queue.splice(0, batchSize);
      try {
        await store.insights.record(batch.map((entry) => entry.hit));
      } catch (error) {
        logEvent('insights.flush-failed', { events: batch.length, error: error instanceof Error ? error.message : String(error) }, 'warn');
      } finally {
        for (const entry of batch) entry.done();
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
      else if (queue.length > 0) schedule();
    });
  };

  const schedule = () => {
    timer ??= setTimeout(() => {
      timer = undefined;
      kick();
    }, everyMs);
  };

  const flush = async () => {
    while (queue.length > 0 || draining) {
      kick();
      await draining;
    }
  };

  const accept = (beacon: Beacon, visitor: string, at = clock(), client?: ClientFamilies) => {
    if (closed) return settled;
    if (queue.length >= queueLimit) {
      dropped.count();
      return settled;
    }
    const written = new Promise<void>((done) => queue.push({ hit: toHit(beacon, visitor, at, client), done }));
    if (queue.length >= batchSize) kick();
    else schedule();
    return written;
  };

  const close = async () => {
    closed = true;
    await flush();
    dropped.report();
    release();
  };
  const release = store.beforeClose(close);

  return {
    accept,
    flush,
    close,
    get queued() {
      return queue.length;
    },
  };
}

/** Counts dropped events and says how many at most once a minute: a flood writes one line, not one per beacon. */
function dropReporter(queueLimit: number, clock: () => number) {
  let count = 0;
  let lastAt = -Infinity;
  let later: NodeJS.Timeout | undefined;
  const report = () => {
    clearTimeout(later);
    later = undefined;
    if (count === 0) return;
    logEvent('insights.dropped', { dropped: count, queueLimit }, 'warn');
    count = 0;
    lastAt = clock();
  };
  return {
    count() {
      count += 1;
      const wait = lastAt + DROP_REPORT_MS - clock();
      if (wait <= 0) report();
      else later ??= setTimeout(report, wait).unref();
    },
    report,
  };
}
