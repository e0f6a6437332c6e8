/** @postgres: needs PostgreSQL, so Jest runs it in the "database" project (jest.config.mjs). */
import { at, MINUTE, NOW, seeded, TODAY, visit, vitals, WEEK } from '@/testing/insights-week';
import { databases } from '@/testing/stores';
import { addDays, dailySeries, daysIn, insightsReport, previousRange, rangeLength, topTables } from '.';

// Each part of the week read from where it lives, with the same definitions, and the week before (test-week.ts).

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
