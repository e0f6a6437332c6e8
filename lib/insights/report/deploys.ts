import { sql, type Kysely } from 'kysely';
import { addTo, emptyHistogram, p75, samplesOf, type Histogram } from '@/lib/analytics/histogram';
import { MIN_P75_SAMPLES } from '@/lib/analytics/vitals';
import type { Database } from '@/lib/db/schema';
import { DAY_MS } from '@/lib/time-units';
import { boundsOf, byKey, type DayRange } from './days';
import { CONVERSION_METRICS, type ConversionMetric } from './speed-conversion';

// The builds that served the site, marked at their first page load, and any that made a route slower or enquiries
// rarer past stated thresholds.

/**
 * When a deploy counts as a regression. A route's p75 must worsen by both the ratio and the amount, each side with at
 * least MIN_P75_SAMPLES page loads; the enquiry conversion must fall by the ratio with at least `minVisits` visits in
 * the week before the deploy and in the days since (up to a week).
 */
export const DEPLOY_THRESHOLDS = {
  lcp: { ratio: 1.2, ms: 250 },
  inp: { ratio: 1.2, ms: 50 },
  conversion: { ratio: 0.75, minVisits: 200 },
  minSamples: MIN_P75_SAMPLES,
} as const;

export interface Deploy {
  build: string;
  /** The first page load that named it. */
  firstAt: number;
}

export type Regression =
  | { build: string; firstAt: number; kind: 'speed'; metric: ConversionMetric; path: string; before: number; after: number; samplesBefore: number; samplesAfter: number }
  | { build: string; firstAt: number; kind: 'conversion'; before: number; after: number; visitsBefore: number; visitsAfter: number };

/** The deploys first seen in the range, and every regression past DEPLOY_THRESHOLDS of those and of the one before. */
export async function deployReport(db: Kysely<Database>, range: DayRange, now = Date.now()): Promise<{ deploys: Deploy[]; regressions: Regression[] }> {
  const { from, to } = boundsOf(range);
  const all = (await db.selectFrom('insightDeploys').select(['build', 'firstAt']).orderBy('firstAt').execute()).map((row) => ({ build: row.build, firstAt: Number(row.firstAt) }));
  const deploys = all.filter((deploy) => deploy.firstAt >= from && deploy.firstAt < to);
  const regressions: Regression[] = [];
  for (const deploy of deploys) {
    const before = all[all.indexOf(deploy) - 1];
    if (before) regressions.push(...(await speedRegressions(db, before, deploy)));
    const conversion = await conversionRegression(db, deploy, now);
    if (conversion) regressions.push(conversion);
  }
  return { deploys, regressions };
}

async function speedRegressions(db: Kysely<Database>, before: Deploy, after: Deploy): Promise<Regression[]> {
  const { rows } = await sql<{ build: string; path: string; lcp: number | null; inp: number | null }>`
    select build, path, lcp, inp from insight_events where kind = 'vitals' and build in (${before.build}, ${after.build})`.execute(db.withoutPlugins());
  // Each side's loads of a route as one histogram, so its p75 is the one the speed table shows (histogram.ts).
  const sides = new Map<string, { before: Histogram; after: Histogram }>();
  for (const row of rows) {
    for (const metric of CONVERSION_METRICS) {
      if (row[metric] === null) continue;
      const key = `${metric}\n${row.path}`;
      let side = sides.get(key);
      if (!side) sides.set(key, (side = { before: emptyHistogram(), after: emptyHistogram() }));
      addTo(row.build === after.build ? side.after : side.before, metric, Number(row[metric]));
    }
  }
  const found: Regression[] = [];
  for (const [key, side] of sides) {
    const [metric, path] = key.split('\n') as [ConversionMetric, string];
    // Undefined below DEPLOY_THRESHOLDS.minSamples on either side, which is p75's own MIN_P75_SAMPLES.
    const [was, now] = [p75(side.before), p75(side.after)];
    if (was === undefined || now === undefined) continue;
    const { ratio, ms } = DEPLOY_THRESHOLDS[metric];
    if (now >= was * ratio && now - was >= ms) {
      found.push({ build: after.build, firstAt: after.firstAt, kind: 'speed', metric, path, before: was, after: now, samplesBefore: samplesOf(side.before), samplesAfter: samplesOf(side.after) });
    }
  }
  return found.sort((a, b) => (a.kind === 'speed' && b.kind === 'speed' ? byKey(a.metric, b.metric) || byKey(a.path, b.path) : 0));
}

async function conversionRegression(db: Kysely<Database>, deploy: Deploy, now: number): Promise<Regression | undefined> {
  const week = 7 * DAY_MS;
  const side = async (start: number, end: number) => {
    const row = await db
      .selectFrom('insightVisits')
      .select((eb) => [eb.fn.countAll<number>().as('visits'), eb.fn.sum<number>('enquiries').as('enquiries')])
      .where('startedAt', '>=', start)
      .where('startedAt', '<', end)
      .executeTakeFirst();
    return { visits: Number(row?.visits ?? 0), enquiries: Number(row?.enquiries ?? 0) };
  };
  const [was, since] = await Promise.all([side(deploy.firstAt - week, deploy.firstAt), side(deploy.firstAt, Math.min(now, deploy.firstAt + week))]);
  const { ratio, minVisits } = DEPLOY_THRESHOLDS.conversion;
  if (was.visits < minVisits || since.visits < minVisits) return undefined;
  const [before, after] = [was.enquiries / was.visits, since.enquiries / since.visits];
  if (before === 0 || after > before * ratio) return undefined;
  return { build: deploy.build, firstAt: deploy.firstAt, kind: 'conversion', before, after, visitsBefore: was.visits, visitsAfter: since.visits };
}
