import { sql, type Kysely } from 'kysely';
import { addBucket, addTo, emptyHistogram, type Histogram } from '@/lib/analytics/histogram';
import { readStored } from '@/lib/analytics/stored-histogram';
import { bandOf } from '@/lib/analytics/vitals';
import type { Database, InsightDevice } from '@/lib/db/schema';
import { DAY_MS } from '@/lib/time-units';
import { dayStart, type Plan } from './days';
import { visitsWhere, type InsightFilter } from './filters';

// The speed report's sums: finished days from the rolled-up bands and histograms (insight_speed_daily), live days
// banded and bucketed here from the raw vitals rows as the rollup does it.

export const SPEED_METRICS = ['lcp', 'inp', 'cls'] as const;
export type SpeedMetric = (typeof SPEED_METRICS)[number];

export interface Summed {
  histogram: Histogram;
  good: number;
  needsImprovement: number;
  poor: number;
}

type Sums<T> = Record<SpeedMetric, T>;
export type RouteSums = { path: string; device: InsightDevice } & Sums<Summed>;

const emptySummed = (): Summed => ({ histogram: emptyHistogram(), good: 0, needsImprovement: 0, poor: 0 });

/** The running sums the rows are added to: per route and device, and per day. */
export class SpeedTally {
  readonly routes = new Map<string, RouteSums>();
  readonly days = new Map<string, Sums<Histogram>>();

  route(path: string, device: InsightDevice): RouteSums {
    const key = `${path}\n${device}`;
    let route = this.routes.get(key);
    if (!route) this.routes.set(key, (route = { path, device, lcp: emptySummed(), inp: emptySummed(), cls: emptySummed() }));
    return route;
  }

  day(day: string): Sums<Histogram> {
    let daily = this.days.get(day);
    if (!daily) this.days.set(day, (daily = { lcp: emptyHistogram(), inp: emptyHistogram(), cls: emptyHistogram() }));
    return daily;
  }
}

// Both reads go without the camelCase plugin: at 30,000 rows its mapping of each row costs more than the query.
interface SpeedRow {
  day: string;
  path: string;
  device: InsightDevice;
  metric: SpeedMetric;
  good: number | string;
  needs_improvement: number | string;
  poor: number | string;
  buckets: string;
}

interface VitalsRow {
  day: string;
  path: string;
  device: InsightDevice;
  lcp: number | null;
  inp: number | null;
  cls: number | null;
}

/** The rolled-up days' bands and histograms; a histogram the schema refuses counts nothing, its bands still count. */
export async function addRolledUp(db: Kysely<Database>, plan: Plan, tally: SpeedTally) {
  const notLive = plan.live.length > 0 ? sql`and day not in (${sql.join(plan.live)})` : sql``;
  const { rows } = await sql<SpeedRow>`
    select day, path, device, metric, good, needs_improvement, poor, buckets from insight_speed_daily
    where day >= ${plan.range.from} and day <= ${plan.range.to} and metric in (${sql.join(SPEED_METRICS)}) ${notLive}`.execute(db.withoutPlugins());
  for (const row of rows) {
    const summed = tally.route(row.path, row.device)[row.metric];
    summed.good += Number(row.good);
    summed.needsImprovement += Number(row.needs_improvement);
    summed.poor += Number(row.poor);
    const daily = tally.day(row.day)[row.metric];
    for (const bucket of readStored(row.buckets) ?? []) {
      addBucket(summed.histogram, bucket);
      addBucket(daily, bucket);
    }
  }
}

/**
 * The live days' raw vitals rows, bucketed and banded as the rollup does it: those of the visits that started that
 * day. No vitals row comes before its visit started: that bound lets the planner read the live days' rows by their
 * index rather than every vitals row kept.
 */
export async function addLive(db: Kysely<Database>, live: readonly string[], tally: SpeedTally, filter?: InsightFilter) {
  const { rows } = await sql<VitalsRow>`
    select v.day, e.path, e.device, e.lcp, e.inp, e.cls from insight_visits v join insight_events e on e.visit_id = v.id
    where v.started_at >= ${dayStart(live[0]!)} and v.started_at < ${dayStart(live.at(-1)!) + DAY_MS} and v.day in (${sql.join(live)})
      and e.kind = 'vitals' and e.at >= ${dayStart(live[0]!)} and ${visitsWhere(filter, 'v')}`.execute(db.withoutPlugins());
  for (const row of rows) {
    const route = tally.route(row.path, row.device);
    const daily = tally.day(row.day);
    for (const metric of SPEED_METRICS) {
      const value = row[metric] === null ? NaN : Number(row[metric]);
      if (!Number.isFinite(value) || value < 0) continue;
      route[metric][bandOf(metric, value)] += 1;
      addTo(route[metric].histogram, metric, value);
      addTo(daily[metric], metric, value);
    }
  }
}
