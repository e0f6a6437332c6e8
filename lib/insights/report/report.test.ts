/** @postgres: needs PostgreSQL, so Jest runs it in the "database" project (jest.config.mjs). */
import { addTo, bandOf, MIN_P75_SAMPLES, type Band, type Histogram, type Maxima } from '@/lib/analytics/vitals';
import type { InsightDevice, InsightDimension, InsightMetric } from '@/lib/db/schema';
import type { Store } from '@/lib/db/store';
import { databases, openStore } from '@/lib/db/test-stores';
import { addDays, dailySeries, daysIn, insightsReport, previousRange, rangeLength, topTables } from '.';

// A week in which the first five days are rolled up, the sixth has raw rows but no rollup yet (the job has not run),
// and the seventh is today: each part read from where it lives, with the same definitions, and the week before.

const NOW = Date.UTC(2026, 10, 26, 15, 0);
const TODAY = '2026-11-26';
const WEEK = { from: '2026-11-20', to: TODAY };
const MINUTE = 60_000;
const at = (day: string, hour: number, minute = 0) => Date.parse(`${day}T00:00:00Z`) + hour * 3_600_000 + minute * 60_000;

const counts = { visitors: 0, visits: 0, pageviews: 0, bounces: 0, durationMs: 0, enquiries: 0, signups: 0 };
async function rollup(store: Store, day: string, dimension: InsightDimension, key: string, numbers: Partial<typeof counts>) {
  await store.db.insertInto('insightDaily').values({ day, dimension, key, ...counts, ...numbers }).execute();
}

interface Visit {
  day: string;
  visitor: string;
  startedAt: number;
  views: string[];
  referrerHost?: string;
  utmSource?: string;
  utmCampaign?: string;
  device?: InsightDevice;
  enquiries?: number;
  signups?: number;
  /** When the last page view came; a minute after the last by default. */
  lastAt?: number;
}

async function visit(store: Store, { day, visitor, startedAt, views, device = 'desktop', enquiries = 0, signups = 0, lastAt, ...source }: Visit): Promise<number> {
  const { id } = await store.db
    .insertInto('insightVisits')
    .values({
      day,
      visitor,
      startedAt,
      lastAt: lastAt ?? startedAt + (views.length - 1) * 60_000,
      entryPath: views[0]!,
      exitPath: views.at(-1)!,
      pages: views.length,
      referrerHost: source.referrerHost ?? null,
      utmSource: source.utmSource ?? null,
      utmCampaign: source.utmCampaign ?? null,
      device,
      enquiries,
      signups,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [index, path] of views.entries()) {
    await store.db.insertInto('insightEvents').values({ at: startedAt + index * 60_000, visitId: Number(id), kind: 'pageview', view: `${visitor}-${index}`, path, device }).execute();
  }
  return Number(id);
}

interface Vitals {
  lcp?: number;
  inp?: number;
  cls?: number;
  lcpElement?: string;
  inpTarget?: string;
  inpPhases?: string;
  /** The visit the page view was in; none by default (the worst elements read the raw rows by time alone). */
  visitId?: number;
}

/** Each vitals row its own page view: one page view counts one set (insight_events_vitals_view). */
let views = 0;

async function vitals(store: Store, when: number, path: string, values: Vitals, device: InsightDevice = 'mobile') {
  views += 1;
  await store.db
    .insertInto('insightEvents')
    .values({
      at: when,
      visitId: values.visitId ?? 0,
      kind: 'vitals',
      view: `v-${when}-${views}`,
      path,
      device,
      lcp: values.lcp ?? null,
      inp: values.inp ?? null,
      cls: values.cls ?? null,
      lcpElement: values.lcpElement ?? null,
      inpTarget: values.inpTarget ?? null,
      inpPhases: values.inpPhases ?? null,
    })
    .execute();
}

/** A rolled-up day of one metric; `withMaxima: false` as the rollups made before each bucket's largest value was kept. */
async function speedDay(store: Store, day: string, path: string, device: InsightDevice, metric: InsightMetric, values: number[], { withMaxima = true } = {}) {
  const histogram: Histogram = {};
  const maxima: Maxima = {};
  for (const value of values) addTo(histogram, metric, value, maxima);
  const band = (name: Band) => values.filter((value) => bandOf(metric, value) === name).length;
  await store.db
    .insertInto('insightSpeedDaily')
    .values({
      day,
      path,
      device,
      metric,
      good: band('good'),
      needsImprovement: band('needsImprovement'),
      poor: band('poor'),
      histogram: JSON.stringify(histogram),
      maxima: withMaxima ? JSON.stringify(maxima) : null,
    })
    .execute();
}

const times = <T,>(count: number, values: T[]) => Array.from({ length: count }, () => values).flat();

/** The week and the one before it, each part where the store would hold it. */
async function seeded(database: (typeof databases)[number]): Promise<Store> {
  const store = await openStore(database);
  await store.ready();
  // Rolled up: the 20th and the 22nd (the 21st and 23rd-24th had nobody), and two days of the week before.
  await rollup(store, '2026-11-20', 'total', '', { visitors: 40, visits: 50, pageviews: 90, bounces: 20, enquiries: 2, signups: 1 });
  await rollup(store, '2026-11-20', 'page', '/', { visits: 30, pageviews: 35, enquiries: 2 });
  await rollup(store, '2026-11-20', 'page', '/contact-us', { visits: 12, pageviews: 14, enquiries: 2 });
  await rollup(store, '2026-11-20', 'referrer', '', { visits: 30, pageviews: 50, enquiries: 1 });
  await rollup(store, '2026-11-20', 'referrer', 'www.google.com', { visits: 20, pageviews: 40, enquiries: 1 });
  await rollup(store, '2026-11-20', 'device', 'desktop', { visits: 50, pageviews: 90, enquiries: 2 });
  await rollup(store, '2026-11-22', 'total', '', { visitors: 9, visits: 10, pageviews: 10, bounces: 10 });
  await rollup(store, '2026-11-22', 'page', '/', { visits: 10, pageviews: 10 });
  for (const day of ['2026-11-21', '2026-11-23', '2026-11-24']) await rollup(store, day, 'total', '', {});
  await rollup(store, '2026-11-15', 'total', '', { visitors: 30, visits: 40, pageviews: 60, bounces: 30, enquiries: 1 });
  await rollup(store, '2026-11-18', 'total', '', { visitors: 5, visits: 5, pageviews: 5, bounces: 5 });
  // A rollup the job left half done for the 25th: without its total row the day is counted from the raw rows.
  await rollup(store, '2026-11-25', 'page', '/', { visits: 999, pageviews: 999 });

  // The 25th, raw only: one visitor twice, one bounce from Google.
  await visit(store, { day: '2026-11-25', visitor: 'k25a', startedAt: at('2026-11-25', 9), views: ['/', '/services', '/contact-us'], enquiries: 1, referrerHost: 'www.google.com' });
  await visit(store, { day: '2026-11-25', visitor: 'k25a', startedAt: at('2026-11-25', 14), views: ['/blog'] });
  await visit(store, { day: '2026-11-25', visitor: 'k25b', startedAt: at('2026-11-25', 23, 50), views: ['/', '/'], device: 'mobile', lastAt: at('2026-11-26', 0, 5) });
  // Today.
  await visit(store, { day: TODAY, visitor: 'k26a', startedAt: at(TODAY, 8), views: ['/', '/contact-us'], enquiries: 1, signups: 1, utmSource: 'newsletter', utmCampaign: 'winter' });
  await visit(store, { day: TODAY, visitor: 'k26b', startedAt: at(TODAY, 14, 40), views: ['/blog'], device: 'mobile', referrerHost: 'www.google.com' });
  await visit(store, { day: TODAY, visitor: 'k26b', startedAt: at(TODAY, 14, 50), views: ['/blog/a', '/blog/b'], device: 'mobile', lastAt: at(TODAY, 14, 45) + 10 * 60_000 });
  await visit(store, { day: TODAY, visitor: 'k26c', startedAt: at(TODAY, 14, 10), views: ['/'], lastAt: at(TODAY, 14, 29) });
  // Raw rows of a rolled-up day are not counted twice.
  await visit(store, { day: '2026-11-22', visitor: 'k22', startedAt: at('2026-11-22', 10), views: ['/'] });
  return store;
}

describe('UTC days and periods', () => {
  it('counts both ends, and compares with as many days just before', () => {
    expect(rangeLength(WEEK)).toBe(7);
    expect(daysIn({ from: '2026-02-27', to: '2026-03-01' })).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(previousRange(WEEK)).toEqual({ from: '2026-11-13', to: '2026-11-19' });
    expect(previousRange({ from: TODAY, to: TODAY })).toEqual({ from: '2026-11-25', to: '2026-11-25' });
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe.each(databases)('the insights report on %s', (database) => {
  it('reads finished days from the rollups and counts the others from the raw visits, day by day', async () => {
    const store = await seeded(database);
    const { days, plan } = await dailySeries(store.db, WEEK);
    expect(plan.live).toEqual(['2026-11-25', TODAY]);
    expect(days.map((day) => day.day)).toEqual(daysIn(WEEK));
    expect(days[0]).toEqual({ day: '2026-11-20', visitors: 40, visits: 50, pageviews: 90, bounces: 20, enquiries: 2, signups: 1, durationMs: 0 });
    expect(days[1]).toEqual({ day: '2026-11-21', visitors: 0, visits: 0, pageviews: 0, bounces: 0, enquiries: 0, signups: 0, durationMs: 0 });
    // The rollup's 10 visits, not 11: the 22nd's raw visit is already in them.
    expect(days[2]).toMatchObject({ visitors: 9, visits: 10 });
    expect(days[5]).toEqual({ day: '2026-11-25', visitors: 2, visits: 3, pageviews: 6, bounces: 1, enquiries: 1, signups: 0, durationMs: 2 * MINUTE + 15 * MINUTE });
    expect(days[6]).toEqual({ day: TODAY, visitors: 3, visits: 4, pageviews: 6, bounces: 2, enquiries: 1, signups: 1, durationMs: MINUTE + 5 * MINUTE + 19 * MINUTE });
  });

  it('totals the range, with rates, against the period of equal length before it', async () => {
    const store = await seeded(database);
    const report = await insightsReport(store.db, WEEK, { now: NOW });
    expect(report.previous).toEqual({ from: '2026-11-13', to: '2026-11-19' });
    // Visitors are the sum of each day's: k25a and k26a are keys of different days, never one person.
    expect(report.totals).toEqual({ visitors: 54, visits: 67, pageviews: 112, bounces: 33, enquiries: 4, signups: 2, durationMs: 42 * MINUTE, bounceRate: 33 / 67, conversion: 4 / 67, meanDurationMs: (42 * MINUTE) / 67 });
    expect(report.previousTotals).toEqual({ visitors: 35, visits: 45, pageviews: 65, bounces: 35, enquiries: 1, signups: 0, durationMs: 0, bounceRate: 35 / 45, conversion: 1 / 45, meanDurationMs: 0 });
    expect(report.liveDays).toEqual(['2026-11-25', TODAY]);
    const empty = await insightsReport(store.db, { from: '2026-10-01', to: '2026-10-03' }, { now: NOW });
    expect(empty.totals).toMatchObject({ visits: 0, bounceRate: null, conversion: null });
    expect(empty.liveDays).toEqual([]);
  });

  it('merges each top table from the rollups and the live days, best first', async () => {
    const store = await seeded(database);
    const { top } = await insightsReport(store.db, WEEK, { now: NOW });
    expect(top.page).toEqual([
      // 35 + 10 rolled up; the 25th: two visits, three views; today: two visits, two views.
      { key: '/', visits: 44, pageviews: 50, enquiries: 4, bounces: 1, durationMs: 37 * MINUTE },
      { key: '/contact-us', visits: 14, pageviews: 16, enquiries: 4, bounces: 0, durationMs: 3 * MINUTE },
      { key: '/blog', visits: 2, pageviews: 2, enquiries: 0, bounces: 2, durationMs: 0 },
      { key: '/blog/a', visits: 1, pageviews: 1, enquiries: 0, bounces: 0, durationMs: 5 * MINUTE },
      { key: '/blog/b', visits: 1, pageviews: 1, enquiries: 0, bounces: 0, durationMs: 5 * MINUTE },
      { key: '/services', visits: 1, pageviews: 1, enquiries: 1, bounces: 0, durationMs: 2 * MINUTE },
    ]);
    expect(top.referrer).toEqual([
      { key: '', visits: 35, pageviews: 58, enquiries: 2, bounces: 2, durationMs: 40 * MINUTE },
      { key: 'www.google.com', visits: 22, pageviews: 44, enquiries: 2, bounces: 1, durationMs: 2 * MINUTE },
    ]);
    expect(top.source).toEqual([
      { key: '', visits: 6, pageviews: 10, enquiries: 1, bounces: 3, durationMs: 41 * MINUTE },
      { key: 'newsletter', visits: 1, pageviews: 2, enquiries: 1, bounces: 0, durationMs: MINUTE },
    ]);
    expect(top.campaign.map((row) => row.key)).toEqual(['', 'winter']);
    expect(top.entry.map((row) => [row.key, row.visits])).toEqual([
      ['/', 4],
      ['/blog', 2],
      ['/blog/a', 1],
    ]);
    expect(top.device).toEqual([
      { key: 'desktop', visits: 54, pageviews: 97, enquiries: 4, bounces: 2, durationMs: 22 * MINUTE },
      { key: 'mobile', visits: 3, pageviews: 5, enquiries: 0, bounces: 1, durationMs: 20 * MINUTE },
    ]);
    const plan = { range: WEEK, live: ['2026-11-25', TODAY] };
    expect((await topTables(store.db, plan, ['page'], 2)).page.map((row) => row.key)).toEqual(['/', '/contact-us']);
  });

  it('merges speed histograms per route and device and per day, counting live days’ vitals the same way', async () => {
    const store = await seeded(database);
    // Each value three times on a rolled-up day (one kept before each bucket's largest value was), twice live.
    const rolledLcp = [1200, 1800, 2600, 3100, 5200];
    await speedDay(store, '2026-11-21', '/', 'mobile', 'lcp', times(3, rolledLcp), { withMaxima: false });
    await speedDay(store, '2026-11-21', '/', 'mobile', 'inp', [80, 120]);
    await speedDay(store, '2026-11-21', '/', 'mobile', 'fcp', [900]);
    await speedDay(store, '2026-11-21', '/blog', 'desktop', 'cls', [0, 0.02, 0.3]);
    // Live days' vitals count by their visit's day, as the rollup counts them: the last ones came after midnight.
    const today = await visit(store, { day: TODAY, visitor: 'k26e', startedAt: at(TODAY, 9), views: ['/'], device: 'mobile' });
    const late = await visit(store, { day: '2026-11-25', visitor: 'k25c', startedAt: at('2026-11-25', 23, 59), views: ['/'], device: 'mobile' });
    for (const round of [0, 1]) {
      await vitals(store, at(TODAY, 9, round), '/', { lcp: 2000, cls: 0.05, visitId: today });
      await vitals(store, at(TODAY, 9, round), '/', { lcp: 4200, cls: 0.05, visitId: today });
      await vitals(store, at(TODAY, 0, 1 + round), '/', { lcp: 6000, cls: 0.05, visitId: late });
    }
    // No visit of the range's: not counted.
    await vitals(store, at(TODAY, 10), '/', { lcp: 9000 });

    const { speed } = await insightsReport(store.db, WEEK, { now: NOW });
    const home = speed.routes.find((route) => route.path === '/' && route.device === 'mobile')!;
    expect(home.samples).toBe(21);
    // The 16th of 21 values is 4200, a live one: its bucket's largest value received, exactly.
    expect(home.metrics.lcp).toEqual({ p75: 4200, good: 8, needsImprovement: 6, poor: 7 });
    // Two loads with an INP: too few for a p75 (the bands are still counted).
    expect(home.metrics.inp).toEqual({ p75: undefined, good: 2, needsImprovement: 0, poor: 0 });
    expect(home.metrics.cls).toMatchObject({ p75: undefined, good: 6, poor: 0 });
    expect(speed.routes.map((route) => `${route.path} ${route.device}`)).toEqual(['/ mobile', '/blog desktop']);
    expect(speed.routes[1]!.metrics.lcp.p75).toBeUndefined();
    // No day has 20 loads of its own: every day's p75 is too few, and says how many it had.
    expect(speed.trend).toHaveLength(7);
    expect(speed.trend.map((day) => day.p75.lcp)).toEqual(Array(7).fill(undefined));
    expect(speed.trend.map((day) => day.samples.lcp)).toEqual([0, 15, 0, 0, 0, 2, 4]);
    expect(MIN_P75_SAMPLES).toBe(20);
  });

  it('a p75 one visitor cannot bend: one absurd value among a hundred ordinary ones, and a lone value as sent', async () => {
    const store = await seeded(database);
    const visitId = await visit(store, { day: TODAY, visitor: 'k26f', startedAt: at(TODAY, 9), views: ['/contact-us'], device: 'mobile' });
    await vitals(store, at(TODAY, 9), '/contact-us', { lcp: 59_999, visitId });
    for (let i = 0; i < 100; i += 1) await vitals(store, at(TODAY, 9, 1), '/contact-us', { lcp: 1500 + 10 * i, visitId });
    // The same on a rolled-up day, where the histogram and its maxima are all that is left.
    await speedDay(store, '2026-11-22', '/contact-us', 'desktop', 'lcp', [59_999, ...Array.from({ length: 100 }, (_, i) => 1500 + 10 * i)]);
    const lone = await visit(store, { day: TODAY, visitor: 'k26g', startedAt: at(TODAY, 11), views: ['/about-us'], device: 'mobile' });
    await vitals(store, at(TODAY, 11), '/about-us', { lcp: 59_999, visitId: lone });

    const { speed } = await insightsReport(store.db, WEEK, { now: NOW });
    const route = (path: string, device: InsightDevice) => speed.routes.find((row) => row.path === path && row.device === device)!;
    const ordinary = Array.from({ length: 100 }, (_, i) => 1500 + 10 * i);
    // The 76th of 101 is the 76th ordinary value, 2250: the p75 is the largest value sent in its bucket, within 5% above,
    // never the absurd one nor anything above what was sent.
    for (const device of ['mobile', 'desktop'] as const) {
      const { p75, poor } = route('/contact-us', device).metrics.lcp;
      expect(ordinary).toContain(p75);
      expect(p75).toBeGreaterThanOrEqual(2250);
      expect(p75).toBeLessThanOrEqual(2250 * 1.05);
      expect(poor).toBe(1);
    }
    // One value alone is too few to show at all; its band still counts it.
    expect(route('/about-us', 'mobile').metrics.lcp).toEqual({ p75: undefined, good: 0, needsImprovement: 0, poor: 1 });
    // Today's 102 loads: the 77th, 2260, or the largest sent in its bucket.
    expect(ordinary).toContain(speed.trend.at(-1)!.p75.lcp);
    expect(speed.trend.at(-1)!.p75.lcp).toBeGreaterThanOrEqual(2260);
  });

  it('names the elements most often poor from the raw vitals of the range, with INP’s phases', async () => {
    const store = await seeded(database);
    for (const lcp of [5000, 6000, 4100]) await vitals(store, at('2026-11-24', 10), '/', { lcp, lcpElement: 'img.hero' });
    await vitals(store, at('2026-11-24', 11), '/blog', { lcp: 4500, lcpElement: 'img.hero' });
    await vitals(store, at('2026-11-25', 11), '/blog', { lcp: 8000, lcpElement: 'article > h1' });
    await vitals(store, at('2026-11-25', 11), '/blog', { lcp: 3900, lcpElement: 'article > h1' });
    await vitals(store, at('2026-11-25', 12), '/', { lcp: 4300 });
    await vitals(store, at('2026-11-19', 12), '/', { lcp: 9999, lcpElement: 'before.the-range' });
    await vitals(store, at(TODAY, 12), '/contact-us', { inp: 700, inpTarget: 'button.submit', inpPhases: JSON.stringify({ inputDelay: 100, processing: 500, presentation: 100 }) });
    await vitals(store, at(TODAY, 12), '/contact-us', { inp: 900, inpTarget: 'button.submit', inpPhases: JSON.stringify({ inputDelay: 300, processing: 500, presentation: 100 }) });
    await vitals(store, at(TODAY, 12), '/', { inp: 600, inpTarget: 'nav button', inpPhases: 'not json' });
    await vitals(store, at(TODAY, 12), '/', { inp: 450, inpTarget: 'nav a' });

    const { worst } = await insightsReport(store.db, WEEK, { now: NOW });
    expect(worst.lcp).toEqual([
      { selector: 'img.hero', poor: 4, share: 4 / 6, path: '/', p75: 5000, phases: null },
      { selector: 'article > h1', poor: 1, share: 1 / 6, path: '/blog', p75: 8000, phases: null },
    ]);
    expect(worst.inp).toEqual([
      { selector: 'button.submit', poor: 2, share: 2 / 3, path: '/contact-us', p75: 900, phases: { inputDelay: 200, processing: 500, presentation: 100 } },
      { selector: 'nav button', poor: 1, share: 1 / 3, path: '/', p75: 600, phases: null },
    ]);
  });

  it('counts the distinct visitors seen in the last 30 minutes', async () => {
    const store = await seeded(database);
    // k26b twice (last seen 14:40 and 14:55); k26c last seen 14:29, more than 30 minutes before 15:00.
    const { liveVisitors } = await insightsReport(store.db, WEEK, { now: NOW });
    expect(liveVisitors).toBe(1);
    await visit(store, { day: TODAY, visitor: 'k26d', startedAt: at(TODAY, 14, 31), views: ['/'] });
    expect((await insightsReport(store.db, WEEK, { now: NOW })).liveVisitors).toBe(2);
  });
});
