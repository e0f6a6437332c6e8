/** @postgres: needs PostgreSQL, so Jest runs it in the "database" project (jest.config.mjs). */
import { addTo, emptyHistogram, valueOf } from '@/lib/analytics/histogram';
import { storedText } from '@/lib/analytics/stored-histogram';
import { bandOf, MIN_P75_SAMPLES, type Band } from '@/lib/analytics/vitals';
import type { InsightDevice, InsightMetric } from '@/lib/db/schema';
import type { Store } from '@/lib/db/store';
import { at, NOW, seeded, TODAY, visit, vitals, WEEK } from '@/testing/insights-week';
import { databases } from '@/testing/stores';
import { insightsReport } from '.';

// The speed table, its trend and the range's p75, from rolled-up days' histograms and live days' raw vitals merged
// (test-week.ts has the week).

/** A rolled-up day of one metric; `withMaxima: false` as the days rolled up before each bucket's largest value was kept. */
async function speedDay(store: Store, day: string, path: string, device: InsightDevice, metric: InsightMetric, values: number[], { withMaxima = true } = {}) {
  const histogram = values.reduce((sum, value) => addTo(sum, metric, value), emptyHistogram());
  // Such a day's buckets came through the vitals-buckets migration with their upper edges.
  if (!withMaxima) {
    histogram.counts.forEach((count, bucket) => {
      if (count > 0) histogram.largest[bucket] = valueOf(metric, bucket);
    });
  }
  const band = (name: Band) => values.filter((value) => bandOf(metric, value) === name).length;
  await store.db
    .insertInto('insightSpeedDaily')
    .values({ day, path, device, metric, good: band('good'), needsImprovement: band('needsImprovement'), poor: band('poor'), buckets: storedText(histogram) })
    .execute();
}

const times = <T,>(count: number, values: T[]) => Array.from({ length: count }, () => values).flat();

describe.each(databases)('the speed report on %s', (database) => {
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
    // The whole range merged: every day's loads together, as many as the route's, and its p75.
    expect(speed.site).toEqual({ p75: { lcp: 4200, inp: undefined, cls: undefined }, samples: { lcp: 21, inp: 2, cls: 9 } });
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

  it('counts a rolled-up day’s bands but not a histogram its schema refuses', async () => {
    const store = await seeded(database);
    const values = Array.from({ length: 40 }, (_, i) => 1000 + 50 * i);
    await speedDay(store, '2026-11-22', '/', 'mobile', 'lcp', values);
    await store.db.updateTable('insightSpeedDaily').set({ buckets: '{"155":40}' }).where('day', '=', '2026-11-22').execute();
    const { speed } = await insightsReport(store.db, WEEK, { now: NOW });
    expect(speed.routes[0]!.metrics.lcp).toEqual({ p75: undefined, good: 31, needsImprovement: 9, poor: 0 });
    expect(speed.trend.map((day) => day.samples.lcp)).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });
});
