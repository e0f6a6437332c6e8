/** @postgres: needs PostgreSQL, so Jest runs it in the "database" project (jest.config.mjs). */
import type { InsightHit } from '@/lib/db/insights/insights';
import type { Store } from '@/lib/db/store';
import { weekFrom } from '@/lib/digest-schedule';
import { toHit } from '@/lib/insights/ingest';
import { rollUp } from '@/lib/insights/upkeep';
import { databases, openStore } from '@/testing/stores';
import { weeklyDigest } from './digest';

// The digest's speed: the p75 of the week's loads, from the days' histograms merged, rolled-up and live days alike.

const WEEK = weekFrom('2026-03-23');
/** Wednesday 25 March 2026, midday: Monday is rolled up, Tuesday is still counted from its raw rows. */
const NOW = Date.parse('2026-03-25T12:00:00Z');

let views = 0;

/** `count` page loads of / on the day, each its own visitor's, with the LCP given. */
async function loads(store: Store, day: string, count: number, lcp: number) {
  const hits: InsightHit[] = [];
  for (let i = 0; i < count; i += 1) {
    const view = (views += 1).toString(16).padStart(16, '0');
    const at = Date.parse(`${day}T10:00:00Z`) + i * 1000;
    hits.push(toHit({ kind: 'pageview', view, path: '/', width: 390 }, `visitor-${view}`, at));
    hits.push(toHit({ kind: 'vitals', view, path: '/', width: 390, lcp }, `visitor-${view}`, at + 500));
  }
  await store.insights.record(hits);
}

describe.each(databases)('the weekly digest’s speed on %s', (database) => {
  it('is the p75 of the whole week’s loads, not a middle of the daily p75s', async () => {
    const store = await openStore(database);
    await store.ready();
    await loads(store, '2026-03-23', 100, 1000);
    await rollUp(store, '2026-03-23');
    await loads(store, '2026-03-24', 100, 3000);
    await loads(store, '2026-03-25', 10, 1000);

    const { speed } = await weeklyDigest(store.db, WEEK, NOW);
    // The 158th of 210 loads is a 3000. The middle of the daily p75s weighted by loads, as the digest read it before,
    // was 1000: half the loads were on a day whose p75 was 1000, though a quarter of the week's loads took 3000.
    expect(speed).toEqual([
      { metric: 'lcp', now: 3000, before: undefined },
      { metric: 'inp', now: undefined, before: undefined },
    ]);
  });
});
