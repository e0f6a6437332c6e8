import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NOT_FOUND_PATH } from '@/lib/db/insights/insights';
import { Store } from '@/lib/db/store';
import { keepsRequest } from '@/lib/http/request-retention';
import { openStore } from '@/testing/stores';
import type { PageviewBeacon } from './beacon';
import { deviceOf, FLUSH_EVERY_MS, routeOf, startInsightWriter, toHit } from './ingest';

const T = Date.parse('2026-11-20T10:00:00Z');
let views = 0;
const beacon = (pathname = '/'): PageviewBeacon => ({ kind: 'pageview', view: (views += 1).toString(16).padStart(16, '0'), path: pathname, width: 1280 });
const count = async (store: Store) => Number((await store.db.selectFrom('insightEvents').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

/** The JSON lines a test's writer logs to stderr, captured so a passing run stays quiet. */
function captureLog() {
  const lines: Record<string, unknown>[] = [];
  jest.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
    lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
    return true;
  });
  return lines;
}

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('a beacon as the store takes it', () => {
  it('is counted under its route: never a query string, a trailing slash or a path the site has not', () => {
    expect(['/', '/services', '/services/', '/services?utm_source=x', '/blog#top', '/nope', '/services/nope', '/SERVICES', '//'].map(routeOf)).toEqual(['/', '/services', '/services', '/services', '/blog', NOT_FOUND_PATH, NOT_FOUND_PATH, NOT_FOUND_PATH, NOT_FOUND_PATH]);
  });

  it('gets a device class from the viewport’s width', () => {
    expect([0, 767, 768, 1023, 1024, 10_000].map(deviceOf)).toEqual(['mobile', 'mobile', 'tablet', 'tablet', 'desktop', 'desktop']);
  });

  it('keeps its source as the visit wants it: the host in lower case, nothing empty', () => {
    const hit = toHit({ ...beacon('/'), referrer: 'WWW.Google.com', utm: { source: 'google', medium: '', campaign: 'spring' } }, 'ana', T);
    expect(hit).toMatchObject({ kind: 'pageview', visitor: 'ana', at: T, path: '/', device: 'desktop', source: { referrerHost: 'www.google.com', utmSource: 'google', utmMedium: null, utmCampaign: 'spring', utmTerm: null, utmContent: null, channel: 'search', browser: 'Other', os: 'Other' } });
    expect(toHit({ kind: 'vitals', view: 'a'.repeat(16), path: '/x', width: 500, lcp: 1200 }, 'ana', T)).toEqual({ kind: 'vitals', visitor: 'ana', at: T, view: 'a'.repeat(16), path: NOT_FOUND_PATH, device: 'mobile', lcp: 1200, inp: null, cls: null, fcp: null, ttfb: null, lcpElement: null, inpTarget: null, inpPhases: null, build: null });
  });
});

describe('the insights writer', () => {
  it('writes a full batch at once and the rest within its interval, each batch in one call', async () => {
    const store = await openStore('SQLite');
    const record = jest.spyOn(store.insights, 'record');
    const writer = startInsightWriter(store, { batchSize: 3, everyMs: 50 });
    const full = [1, 2, 3].map(() => writer.accept(beacon(), 'ana', T));
    expect(writer.queued).toBe(0);
    await Promise.all(full);
    expect(record.mock.calls.map(([hits]) => hits.length)).toEqual([3]);
    // The rest waits for the interval: a timer of everyMs, not a full batch.
    const timers = jest.spyOn(global, 'setTimeout');
    const rest = Promise.all([writer.accept(beacon(), 'ana', T + 1), writer.accept(beacon(), 'ben', T + 2)]);
    expect(record.mock.calls).toHaveLength(1);
    expect(timers.mock.calls.map(([, ms]) => ms)).toEqual([50]);
    await rest;
    expect(record.mock.calls.map(([hits]) => hits.length)).toEqual([3, 2]);
    expect(await count(store)).toBe(5);
  });

  it('writes an event at its default interval, 250 ms, not before', async () => {
    const store = await openStore('SQLite');
    await store.ready();
    // Only timers are faked: SQLite's answers go through promises and the event loop as usual.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const record = jest.spyOn(store.insights, 'record');
    const writer = startInsightWriter(store);
    const written = writer.accept(beacon(), 'ana', T);
    jest.advanceTimersByTime(FLUSH_EVERY_MS - 1);
    expect(record).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(record).toHaveBeenCalledTimes(1);
    jest.useRealTimers();
    await written;
    expect(await count(store)).toBe(1);
  });

  it('writes what is queued before its store closes', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'insights-writer-'));
    try {
      const file = path.join(dir, 'store.sqlite');
      const store = new Store(file, { checkpoints: false });
      const writer = startInsightWriter(store, { everyMs: 60_000 });
      const written = Array.from({ length: 120 }, (_, i) => writer.accept(beacon(), `visitor-${i % 7}`, T + i));
      expect(writer.queued).toBe(120);
      await store.close();
      await Promise.all(written);
      // Closed, it takes nothing more.
      await writer.accept(beacon(), 'ana', T);
      const again = new Store(file, { checkpoints: false });
      expect(await count(again)).toBe(120);
      await again.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('drops a batch the store refuses, says so once, and writes the next', async () => {
    const lines = captureLog();
    const store = await openStore('SQLite');
    jest.spyOn(store.insights, 'record').mockRejectedValueOnce(new Error('disk I/O error'));
    const writer = startInsightWriter(store, { everyMs: 5 });
    await expect(Promise.all([writer.accept(beacon(), 'ana', T), writer.accept(beacon(), 'ana', T + 1)])).resolves.toEqual([undefined, undefined]);
    expect(lines).toEqual([expect.objectContaining({ level: 'warn', event: 'insights.flush-failed', events: 2, error: 'disk I/O error' })]);
    await writer.accept(beacon(), 'ana', T + 2);
    expect(await count(store)).toBe(1);
  });

  it('sheds what comes past its bound: counted on its day in the store, told in one line a minute', async () => {
    jest.useFakeTimers({ now: T, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const lines = captureLog();
    const store = await openStore('SQLite');
    const record = jest.spyOn(store.insights, 'record').mockResolvedValue({ pageviews: 0, vitals: 0, dropped: 0, actions: 0 });
    const writer = startInsightWriter(store, { queueLimit: 5, everyMs: 120_000 });
    for (let i = 0; i < 8; i++) void writer.accept(beacon(), 'ana', T);
    expect(writer.queued).toBe(5);
    expect(writer.full).toBe(true);
    expect(lines).toEqual([expect.objectContaining({ level: 'warn', event: 'insights.shed', shed: 1, queueLimit: 5 })]);
    // The next are counted, and told a minute after the first line; the route's own sheds count alike.
    await writer.accept(beacon(), 'ben', T);
    writer.shed(T + 86_400_000);
    jest.advanceTimersByTime(59_000);
    expect(lines).toHaveLength(1);
    jest.advanceTimersByTime(1_000);
    expect(lines).toEqual([expect.objectContaining({ shed: 1 }), expect.objectContaining({ event: 'insights.shed', shed: 4 })]);
    await writer.flush();
    expect(record.mock.calls.map(([hits]) => hits.length)).toEqual([5]);
    expect(writer.queued).toBe(0);
    expect(writer.full).toBe(false);
    expect(await store.db.selectFrom('insightShed').selectAll().orderBy('day').execute()).toEqual([
      { day: '2026-11-20', beacons: 4 },
      { day: '2026-11-21', beacons: 1 },
    ]);
  });

  it('gives every beacon of one queue the same promise, settled once they are written', async () => {
    const store = await openStore('SQLite');
    const writer = startInsightWriter(store, { batchSize: 4, everyMs: 20 });
    const first = Array.from({ length: 10 }, (_, i) => writer.accept(beacon(), `visitor-${i}`, T + i));
    expect(new Set(first).size).toBe(1);
    await first[0];
    expect(await count(store)).toBe(10);
    // A beacon after the queue was written starts the next promise.
    const next = writer.accept(beacon(), 'ana', T + 20);
    expect(next).not.toBe(first[0]);
    await next;
    expect(await count(store)).toBe(11);
  });

  it('holds no request of a queued beacon but the one its queue’s promise was made in', async () => {
    const store = await openStore('SQLite');
    const writer = startInsightWriter(store, { everyMs: 60_000 });
    const written = writer.accept(beacon(), 'ana', T);
    // A beacon queued in a request of its own: a promise of its own, made in its context, would hold it till written.
    expect(await keepsRequest(async () => void writer.accept(beacon(), 'ben', T + 1))).toBe(false);
    expect(writer.queued).toBe(2);
    await writer.flush();
    await written;
    expect(await count(store)).toBe(2);
  });

  it('adds the shed counts of several writers, as hosts on one store do', async () => {
    const store = await openStore('SQLite');
    const [one, two] = [startInsightWriter(store, { everyMs: 5 }), startInsightWriter(store, { everyMs: 5 })];
    for (let i = 0; i < 3; i++) one.shed(T);
    two.shed(T);
    await Promise.all([one.flush(), two.flush()]);
    one.shed(T);
    await one.flush();
    expect(await store.db.selectFrom('insightShed').selectAll().execute()).toEqual([{ day: '2026-11-20', beacons: 5 }]);
  });
});
