/** @postgres: needs PostgreSQL, so Jest runs it in the "database" project (jest.config.mjs). */
import { bucketOf } from '@/lib/analytics/histogram';
import { visitorKey } from '@/lib/analytics/visitor-key';
import { dayOf, InsightSalts } from '@/lib/db/insights/insight-salts';
import { Insights, NOT_FOUND_PATH, type InsightHit } from '@/lib/db/insights/insights';
import type { Store } from '@/lib/db/store';
import type { PageviewBeacon, Utm, VitalsBeacon } from '@/lib/insights/beacon';
import { toHit } from '@/lib/insights/ingest';
import { rollUp } from '@/lib/insights/upkeep';
import { databases, execute, openStore } from '@/testing/stores';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const T = Date.parse('2026-11-20T10:00:00Z');

let views = 0;
const nextView = () => (views += 1).toString(16).padStart(16, '0');

function pageview(visitor: string, at: number, path: string, more: { width?: number; referrer?: string; utm?: Utm; view?: string } = {}): InsightHit {
  const { width = 1280, view = nextView(), ...source } = more;
  const beacon: PageviewBeacon = { kind: 'pageview', view, path, width, ...source };
  return toHit(beacon, visitor, at);
}

function vitals(visitor: string, at: number, view: string, values: Omit<VitalsBeacon, 'kind' | 'view' | 'path' | 'width'>, path = '/', width = 1280): InsightHit {
  return toHit({ kind: 'vitals', view, path, width, ...values }, visitor, at);
}

const visits = (store: Store) => store.db.selectFrom('insightVisits').selectAll().orderBy('id').execute();
const events = (store: Store) => store.db.selectFrom('insightEvents').selectAll().orderBy('id').execute();
/** The same repository on the same database as another host would have it: nothing remembered. */
const anotherHost = (store: Store) => new Insights(store.db, () => store.ready(), store.insightSalts);

describe.each(databases)('insights on %s', (database) => {
  describe('visits', () => {
    it('extends a visit while its page views come within 30 minutes, then starts another', async () => {
      const store = await openStore(database);
      await store.insights.record([pageview('ana', T, '/', { referrer: 'www.google.com', utm: { source: 'google', campaign: 'spring' } }), pageview('ana', T + 10 * MINUTE, '/services')]);
      await store.insights.record([pageview('ana', T + 39 * MINUTE, '/contact-us', { referrer: 'news.example' })]);
      // 31 minutes after the last page view: a new visit, from its own referrer.
      await store.insights.record([pageview('ana', T + 70 * MINUTE, '/blog', { width: 400, referrer: 'news.example' })]);
      expect(await visits(store)).toEqual([
        expect.objectContaining({ visitor: 'ana', day: '2026-11-20', startedAt: T, lastAt: T + 39 * MINUTE, entryPath: '/', exitPath: '/contact-us', pages: 3, referrerHost: 'www.google.com', utmSource: 'google', utmCampaign: 'spring', utmMedium: null, device: 'desktop' }),
        expect.objectContaining({ visitor: 'ana', startedAt: T + 70 * MINUTE, lastAt: T + 70 * MINUTE, entryPath: '/blog', exitPath: '/blog', pages: 1, referrerHost: 'news.example', utmSource: null, device: 'mobile' }),
      ]);
      expect((await events(store)).map((event) => [event.kind, event.path])).toEqual([
        ['pageview', '/'],
        ['pageview', '/services'],
        ['pageview', '/contact-us'],
        ['pageview', '/blog'],
      ]);
    });

    it('keeps each visitor key to its own visit, in one batch or across several', async () => {
      const store = await openStore(database);
      await store.insights.record([pageview('ana', T, '/'), pageview('ben', T + MINUTE, '/services'), pageview('ana', T + 2 * MINUTE, '/blog')]);
      await store.insights.record([pageview('ben', T + 3 * MINUTE, '/about-us')]);
      const rows = await visits(store);
      expect(rows.map(({ visitor, pages, entryPath, exitPath }) => ({ visitor, pages, entryPath, exitPath }))).toEqual([
        { visitor: 'ana', pages: 2, entryPath: '/', exitPath: '/blog' },
        { visitor: 'ben', pages: 2, entryPath: '/services', exitPath: '/about-us' },
      ]);
      expect(new Set((await events(store)).map((event) => event.visitId))).toEqual(new Set(rows.map((row) => row.id)));
    });

    it('finds an open visit in the database when this host does not remember it, as another host does', async () => {
      const store = await openStore(database);
      await store.insights.record([pageview('ana', T, '/')]);
      await anotherHost(store).record([pageview('ana', T + 20 * MINUTE, '/services')]);
      await store.insights.record([pageview('ana', T + 45 * MINUTE, '/blog')]);
      expect(await visits(store)).toEqual([expect.objectContaining({ pages: 3, lastAt: T + 45 * MINUTE, exitPath: '/blog' })]);
      expect(await anotherHost(store).record([pageview('ana', T + 76 * MINUTE, '/')])).toEqual({ pageviews: 1, vitals: 0, dropped: 0, actions: 0 });
      expect((await visits(store)).map((row) => row.pages)).toEqual([3, 1]);
    });

    it('counts a visit of one page as a bounce, and gives a lead its visit while it is open', async () => {
      const store = await openStore(database);
      await store.insights.record([pageview('ana', T, '/bootcamp')]);
      const [visit] = await visits(store);
      expect(visit).toMatchObject({ pages: 1, startedAt: T, lastAt: T });
      expect(await store.insights.currentVisit('ana', T + 30 * MINUTE)).toEqual(visit);
      expect(await store.insights.currentVisit('ana', T + 31 * MINUTE)).toBeUndefined();
      expect(await store.insights.currentVisit('ben', T)).toBeUndefined();
    });

    it('stores the route only: an unknown path in the one not-found bucket, never a query string', async () => {
      const store = await openStore(database);
      await store.insights.record([pageview('ana', T, '/services?utm_source=x'), pageview('ana', T + 1, '/wp-login.php'), pageview('ana', T + 2, '/blog/')]);
      expect((await events(store)).map((event) => event.path)).toEqual(['/services', NOT_FOUND_PATH, '/blog']);
    });
  });

  describe('Web Vitals', () => {
    it('joins its page view’s visit, wherever that was written, once: a repeat or a view nobody knows is dropped', async () => {
      const store = await openStore(database);
      const [a, e] = ['a'.repeat(16), 'e'.repeat(16)];
      // In the batch of its page view; a second set for that view, in the batch or later, is the same page view again.
      expect(await store.insights.record([pageview('ana', T, '/', { view: a }), vitals('ana', T + 1, a, { lcp: 1800 }), vitals('ana', T + 1, a, { lcp: 900 })])).toEqual({ pageviews: 1, vitals: 1, dropped: 1, actions: 0 });
      expect(await store.insights.record([vitals('ana', T + 2, a, { cls: 0.02 })])).toEqual({ pageviews: 0, vitals: 0, dropped: 1, actions: 0 });
      // Another host: the stored set is found by the unique index, not by this host's memory.
      expect(await anotherHost(store).record([vitals('ana', T + 3, a, { lcp: 100 })])).toEqual({ pageviews: 0, vitals: 0, dropped: 1, actions: 0 });
      // Another host finds a page view's visit by its view id, even after the visit closed (a tab left open).
      await store.insights.record([pageview('ana', T + MINUTE, '/services', { view: e })]);
      expect(await anotherHost(store).record([vitals('ana', T + 50 * MINUTE, e, { inp: 120 })])).toEqual({ pageviews: 0, vitals: 1, dropped: 0, actions: 0 });
      // A view nobody knows does not join the visitor's open visit: a made-up id is not a page view.
      await store.insights.record([pageview('ben', T, '/services')]);
      expect(await anotherHost(store).record([vitals('ben', T + 10 * MINUTE, 'b'.repeat(16), { ttfb: 300 })])).toEqual({ pageviews: 0, vitals: 0, dropped: 1, actions: 0 });
      // Another visitor's view id is not theirs to join.
      expect(await store.insights.record([vitals('cat', T, e, { lcp: 900 })])).toEqual({ pageviews: 0, vitals: 0, dropped: 1, actions: 0 });

      const [ana] = await visits(store);
      const rows = await events(store);
      expect(rows.filter((row) => row.kind === 'vitals').map(({ visitId, view, lcp, cls, inp, ttfb }) => ({ visitId, view, lcp, cls, inp, ttfb }))).toEqual([
        { visitId: ana!.id, view: a, lcp: 1800, cls: null, inp: null, ttfb: null },
        { visitId: ana!.id, view: e, lcp: null, cls: null, inp: 120, ttfb: null },
      ]);
      // Vitals are not page views: the visit is as long as its pages.
      expect(ana).toMatchObject({ pages: 2, lastAt: T + MINUTE });
    });

    it('keeps the attribution it was sent', async () => {
      const store = await openStore(database);
      await store.insights.record([pageview('ana', T, '/', { view: 'd'.repeat(16) }), vitals('ana', T, 'd'.repeat(16), { inp: 250, inpTarget: 'button#send', inpPhases: { inputDelay: 10, processing: 200, presentation: 40 }, lcpElement: 'img.hero' }, '/', 500)]);
      expect((await events(store))[1]).toMatchObject({ kind: 'vitals', device: 'mobile', inp: 250, inpTarget: 'button#send', lcpElement: 'img.hero', inpPhases: '{"inputDelay":10,"processing":200,"presentation":40}' });
    });
  });

  describe('rollups', () => {
    const day = '2026-11-20';

    async function seedDay(store: Store) {
      const home = pageview('ana', T, '/', { referrer: 'www.google.com', utm: { source: 'google', campaign: 'spring' } });
      const services = pageview('ben', T + 60 * MINUTE, '/services', { width: 800, referrer: 'news.example' });
      await store.insights.record([
        home,
        pageview('ana', T + 5 * MINUTE, '/services'),
        pageview('ana', T + 9 * MINUTE, '/contact-us'),
        services,
        pageview('ana', T + 120 * MINUTE, '/blog', { width: 400 }),
        // The day before: not this day's.
        pageview('cat', T - 11 * 60 * MINUTE, '/'),
        vitals('ana', T + MINUTE, home.view, { lcp: 2000, cls: 0.3 }),
        vitals('ben', T + 61 * MINUTE, services.view, { lcp: 3000, inp: 600 }, '/services', 800),
      ]);
      await execute(store, 'UPDATE insight_visits SET enquiries = 1 WHERE visitor = ? AND pages = 3', 'ana');
    }

    const daily = async (store: Store) =>
      Object.fromEntries((await store.db.selectFrom('insightDaily').selectAll().where('day', '=', day).orderBy('dimension').orderBy('key').execute()).map(({ dimension, key, visitors, visits, pageviews, bounces, durationMs, enquiries, signups }) => [`${dimension}:${key}`, [visitors, visits, pageviews, bounces, Number(durationMs), enquiries, signups]]));

    it('counts a finished day per dimension: visitors, visits, page views, bounces, time and leads', async () => {
      const store = await openStore(database);
      await seedDay(store);
      await rollUp(store, day);
      const nine = 9 * MINUTE;
      // [visitors, visits, pageviews, bounces, durationMs, enquiries, signups]
      expect(await daily(store)).toEqual({
        'total:': [2, 3, 5, 2, nine, 1, 0],
        'entry:/': [1, 1, 3, 0, nine, 1, 0],
        'entry:/blog': [1, 1, 1, 1, 0, 0, 0],
        'entry:/services': [1, 1, 1, 1, 0, 0, 0],
        'referrer:': [1, 1, 1, 1, 0, 0, 0],
        'referrer:news.example': [1, 1, 1, 1, 0, 0, 0],
        'referrer:www.google.com': [1, 1, 3, 0, nine, 1, 0],
        'source:': [2, 2, 2, 2, 0, 0, 0],
        'source:google': [1, 1, 3, 0, nine, 1, 0],
        'campaign:': [2, 2, 2, 2, 0, 0, 0],
        'campaign:spring': [1, 1, 3, 0, nine, 1, 0],
        // No touch came inside a visit: each one's last touch is its first.
        'lastChannel:direct': [1, 1, 1, 1, 0, 0, 0],
        'lastChannel:referral': [1, 1, 1, 1, 0, 0, 0],
        'lastChannel:search': [1, 1, 3, 0, nine, 1, 0],
        'lastSource:': [2, 2, 2, 2, 0, 0, 0],
        'lastSource:google': [1, 1, 3, 0, nine, 1, 0],
        'lastCampaign:': [2, 2, 2, 2, 0, 0, 0],
        'lastCampaign:spring': [1, 1, 3, 0, nine, 1, 0],
        'device:desktop': [1, 1, 3, 0, nine, 1, 0],
        'device:mobile': [1, 1, 1, 1, 0, 0, 0],
        'device:tablet': [1, 1, 1, 1, 0, 0, 0],
        'page:/': [1, 1, 1, 0, nine, 1, 0],
        'page:/blog': [1, 1, 1, 1, 0, 0, 0],
        'page:/contact-us': [1, 1, 1, 0, nine, 1, 0],
        'page:/services': [2, 2, 2, 1, nine, 1, 0],
        'exit:/blog': [1, 1, 1, 1, 0, 0, 0],
        'exit:/contact-us': [1, 1, 3, 0, nine, 1, 0],
        'exit:/services': [1, 1, 1, 1, 0, 0, 0],
        'channel:direct': [1, 1, 1, 1, 0, 0, 0],
        'channel:referral': [1, 1, 1, 1, 0, 0, 0],
        'channel:search': [1, 1, 3, 0, nine, 1, 0],
        'browser:Other': [2, 3, 5, 2, nine, 1, 0],
        'os:Other': [2, 3, 5, 2, nine, 1, 0],
      });
      const speed = await store.db.selectFrom('insightSpeedDaily').selectAll().where('day', '=', day).orderBy('path').orderBy('metric').execute();
      expect(speed.map(({ path, device, metric, good, needsImprovement, poor }) => [path, device, metric, good, needsImprovement, poor])).toEqual([
        ['/', 'desktop', 'cls', 0, 0, 1],
        ['/', 'desktop', 'lcp', 1, 0, 0],
        ['/services', 'tablet', 'inp', 0, 0, 1],
        ['/services', 'tablet', 'lcp', 0, 1, 0],
      ]);
      // Each value in its bucket, with the value itself as the bucket's largest.
      expect(speed.map((row) => JSON.parse(row.buckets) as unknown)).toEqual([[[bucketOf('cls', 0.3), 1, 0.3]], [[bucketOf('lcp', 2000), 1, 2000]], [[bucketOf('inp', 600), 1, 600]], [[bucketOf('lcp', 3000), 1, 3000]]]);
    });

    it('gives the same rows when run again, and rolls up each finished day once', async () => {
      const store = await openStore(database);
      await seedDay(store);
      const midnight = Date.parse('2026-11-21T00:00:00Z');
      // Half an hour past midnight the day's last visit may still go on: only the day before is finished.
      expect(await store.insights.unrolledDays(midnight + 29 * MINUTE)).toEqual(['2026-11-19']);
      expect(await store.insights.unrolledDays(midnight + 31 * MINUTE)).toEqual(['2026-11-19', day]);
      await rollUp(store, day);
      const first = await daily(store);
      await rollUp(store, day);
      expect(await daily(store)).toEqual(first);
      expect(await execute(store, 'SELECT count(*) AS n FROM insight_speed_daily')).toEqual([{ n: 4 }]);
      expect(await store.insights.unrolledDays(midnight + 31 * MINUTE)).toEqual(['2026-11-19']);
      // A day without a visit gets its zeros, so it is not looked at again.
      await rollUp(store, '2026-11-18');
      expect(await store.db.selectFrom('insightDaily').selectAll().where('day', '=', '2026-11-18').execute()).toEqual([{ day: '2026-11-18', dimension: 'total', key: '', visitors: 0, visits: 0, pageviews: 0, bounces: 0, durationMs: 0, enquiries: 0, signups: 0 }]);
    });
  });

  describe('the sweep', () => {
    it('keeps raw rows 30 days and rollups for their period, and deletes each salt after two days', async () => {
      const store = await openStore(database);
      const now = Date.parse('2026-12-20T12:00:00Z');
      await store.insights.record([pageview('old', now - 30 * DAY - 2 * MINUTE, '/'), pageview('old', now - 30 * DAY - MINUTE, '/blog'), pageview('kept', now - 30 * DAY, '/')]);
      const rollup = (day: string) => execute(store, 'INSERT INTO insight_daily (day, dimension, key, visitors, visits, pageviews, bounces, duration_ms, enquiries, signups) VALUES (?, ?, ?, 1, 1, 1, 1, 0, 0, 0)', day, 'total', '');
      await rollup(dayOf(now - 396 * DAY));
      await rollup(dayOf(now - 397 * DAY));
      await execute(store, "INSERT INTO insight_speed_daily (day, path, device, metric, good, needs_improvement, poor, buckets) VALUES (?, '/', 'mobile', 'lcp', 1, 0, 0, '[]')", dayOf(now - 397 * DAY));
      for (const day of [2, 1, 0]) await store.insightSalts.of(dayOf(now - day * DAY), now);

      expect(await store.insights.sweep(now, 30, 396)).toEqual({ events: 2, visits: 1, rollups: 2, salts: 1 });
      expect((await visits(store)).map((row) => row.visitor)).toEqual(['kept']);
      expect((await events(store)).map((row) => row.at)).toEqual([now - 30 * DAY]);
      expect((await store.db.selectFrom('insightDaily').select('day').execute()).map((row) => row.day)).toEqual([dayOf(now - 396 * DAY)]);
      expect((await store.db.selectFrom('insightSalts').select('day').orderBy('day').execute()).map((row) => row.day)).toEqual([dayOf(now - DAY), dayOf(now)]);
      expect(await store.insights.sweep(now, 30, 396)).toEqual({ events: 0, visits: 0, rollups: 0, salts: 0 });
    });

    it('lets a day’s key be made again while its salt is kept, never the next day’s, and never once it is deleted', async () => {
      const store = await openStore(database);
      const day = Date.parse('2026-11-20T09:00:00Z');
      const key = (salt: string) => visitorKey(salt, 'quillmark.example', '203.0.113.9', 'Mozilla/5.0');
      const monday = key(await store.insightSalts.of(dayOf(day), day));
      // Another host reads the same salt from the database.
      expect(key(await new InsightSalts(store.db, () => store.ready()).of(dayOf(day)))).toBe(monday);
      expect(key(await store.insightSalts.of(dayOf(day + DAY)))).not.toBe(monday);
      await store.insights.sweep(day + DAY, 30, 396);
      expect(key(await new InsightSalts(store.db, () => store.ready()).of(dayOf(day)))).toBe(monday);
      expect(await store.insights.sweep(day + 2 * DAY, 30, 396)).toMatchObject({ salts: 1 });
      expect(key(await new InsightSalts(store.db, () => store.ready()).of(dayOf(day)))).not.toBe(monday);
    });
  });
});
