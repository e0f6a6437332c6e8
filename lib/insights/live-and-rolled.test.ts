/** @postgres: needs PostgreSQL, so Jest runs it in the "database" project (jest.config.mjs). */
import { databases, openStore } from '@/lib/db/test-stores';
import { insightsReport } from '@/lib/insights/report';
import type { Beacon } from './beacon';
import { toHit } from './ingest';
import { rollUp } from './upkeep';

// A finished day is read from its rollups, a live day from its raw rows: the same events must give the same report
// either way, every measure (visitors, visits, bounces, time, pages, entries, sources, leads, speed).

const DAY_MS = 24 * 60 * 60_000;
const FIRST = Date.UTC(2026, 10, 20);
const RANGE = { from: '2026-11-20', to: '2026-11-22' };
/** When the report is read: the three days finished, so the rollup may make them; none rolled yet at first. */
const NOW = FIRST + 3 * DAY_MS + 12 * 3_600_000;

let views = 0;
/** A beacon as the route would pass it on (its own view id unless it names one), written at `at`. */
type Unviewed = Beacon extends infer B ? (B extends Beacon ? Omit<B, 'view'> & { view?: string } : never) : never;
const hit = (visitor: string, at: number, beacon: Unviewed) => toHit({ view: (views += 1).toString(16).padStart(16, '0'), ...beacon } as Beacon, visitor, at);

/** Three days of visits: bounces, a long visit past midnight, campaigns and referrers, phones and desktops, vitals. */
function traffic() {
  const hits = [];
  for (let day = 0; day < 3; day += 1) {
    const base = FIRST + day * DAY_MS;
    for (let person = 0; person < 12; person += 1) {
      const visitor = `d${day}p${person}`;
      const start = base + (8 + person) * 3_600_000;
      const width = person % 3 === 0 ? 390 : person % 3 === 1 ? 800 : 1440;
      const landing = hit(visitor, start, {
        kind: 'pageview',
        path: ['/', '/services', '/blog', '/contact-us'][person % 4]!,
        width,
        ...(person % 2 ? { referrer: 'www.google.com' } : {}),
        ...(person % 5 === 0 ? { utm: { source: 'newsletter', campaign: `week-${day}` } } : {}),
      });
      hits.push(landing);
      // Every other visitor sees more pages; the vitals of the landing page go with it.
      for (let page = 1; page <= person % 3; page += 1) hits.push(hit(visitor, start + page * 90_000, { kind: 'pageview', path: ['/about-us', '/services/web-development', '/contact-us'][page]!, width }));
      hits.push(hit(visitor, start + 5_000, { kind: 'vitals', view: landing.view, path: landing.path, width, lcp: 900 + 170 * person + 40 * day, inp: 40 + 25 * person, cls: person % 4 === 0 ? 0 : 0.01 * person }));
    }
    // A visit that starts before midnight and goes on after it: it belongs to the day it started.
    const late = hit(`d${day}late`, base + DAY_MS - 5 * 60_000, { kind: 'pageview', path: '/', width: 390 });
    hits.push(late, hit(`d${day}late`, base + DAY_MS + 10 * 60_000, { kind: 'pageview', path: '/blog', width: 390 }));
  }
  return hits;
}

describe.each(databases)('live days and rolled-up days on %s', (database) => {
  it('give the same report for the same events', async () => {
    const store = await openStore(database);
    await store.insights.record(traffic());
    // Some visits sent an enquiry: conversion by speed band is compared too.
    await store.db.updateTable('insightVisits').set({ enquiries: 1 }).where('visitor', 'in', ['d0p3', 'd1p7', 'd2p11', 'd2p1']).execute();
    // A score of them to pass MIN_P75_SAMPLES for the whole range: p75s are compared too.
    const live = await insightsReport(store.db, RANGE, { now: NOW });
    expect(live.liveDays).toEqual(['2026-11-20', '2026-11-21', '2026-11-22']);
    expect(live.totals.visits).toBe(39);
    expect(live.speedConversion.reduce((sum, row) => sum + row.converted, 0)).toBe(8);

    for (const day of await store.insights.unrolledDays(NOW)) await rollUp(store, day);
    const rolled = await insightsReport(store.db, RANGE, { now: NOW });
    expect(rolled.liveDays).toEqual([]);
    const { liveDays: _live, liveVisitors: _a, ...fromRaw } = live;
    const { liveDays: _rolled, liveVisitors: _b, ...fromRollups } = rolled;
    expect(fromRollups).toEqual(fromRaw);
    // Days rolled up before conversion by band was (2026-11-29-speed-conversion): counted from their raw rows.
    await store.db.deleteFrom('insightConversionDaily').execute();
    expect((await insightsReport(store.db, RANGE, { now: NOW })).speedConversion).toEqual(fromRaw.speedConversion);
    await store.close();
  });
});
