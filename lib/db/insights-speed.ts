import { sql, type Kysely } from 'kysely';
import { bandOf, bucketOf, quantile, type Histogram } from '@/lib/analytics/vitals';
import { DAY_MS, dayStart, daysIn, type Plan } from './insights-days';
import type { Database, InsightDevice } from './schema';

// Real visitors' Core Web Vitals: finished days from insight_speed_daily's histograms, live days bucketed here from the
// raw vitals rows the same way (lib/analytics/vitals.ts), summed into any range's p75.

export const SPEED_METRICS = ['lcp', 'inp', 'cls'] as const;
export type SpeedMetric = (typeof SPEED_METRICS)[number];

export interface MetricSummary {
  /** Within 5% above the true p75; undefined with nothing measured. */
  p75: number | undefined;
  good: number;
  needsImprovement: number;
  poor: number;
}

export interface RouteSpeed {
  path: string;
  device: InsightDevice;
  /** Page loads measured: the most of any metric (INP needs an interaction, so it has fewer). */
  samples: number;
  metrics: Record<SpeedMetric, MetricSummary>;
}

export interface SpeedDay {
  day: string;
  p75: Record<SpeedMetric, number | undefined>;
}

/**
 * A histogram as counts by bucket index, summed in place: 90 days are some 30,000 stored histograms. The largest
 * value the ingest accepts (RANGES) falls in bucket 241; anything past the last bucket is counted in it.
 */
const BUCKETS = 256;
type Buckets = Float64Array;

interface Summed {
  buckets: Buckets;
  good: number;
  needsImprovement: number;
  poor: number;
}

/** The pairs of the histogram being read: reused, so 30,000 histograms make no garbage. */
const scratch = new Float64Array(2 * BUCKETS);

/**
 * Reads a histogram as the rollup writes it, `{"41":3,"42":17}`, into `scratch`; the number of pairs, or -1 for
 * anything else (spaces, other keys or values), which JSON.parse then reads.
 */
function scan(text: string): number {
  const end = text.length;
  if (text.charCodeAt(0) !== 123) return -1;
  if (text.charCodeAt(1) === 125) return end === 2 ? 0 : -1;
  let at = 1;
  let pairs = 0;
  for (;;) {
    if (text.charCodeAt(at) !== 34) return -1;
    at += 1;
    let key = 0;
    const keyStart = at;
    for (let code = text.charCodeAt(at); code >= 48 && code <= 57; code = text.charCodeAt((at += 1))) key = key * 10 + code - 48;
    if (at === keyStart || at - keyStart > 6 || text.charCodeAt(at) !== 34 || text.charCodeAt(at + 1) !== 58) return -1;
    at += 2;
    let count = 0;
    const countStart = at;
    for (let code = text.charCodeAt(at); code >= 48 && code <= 57; code = text.charCodeAt((at += 1))) count = count * 10 + code - 48;
    if (at === countStart || at - countStart > 15 || pairs === BUCKETS) return -1;
    scratch[2 * pairs] = key;
    scratch[2 * pairs + 1] = count;
    pairs += 1;
    const next = text.charCodeAt(at);
    if (next === 125) return at === end - 1 ? pairs : -1;
    if (next !== 44) return -1;
    at += 1;
  }
}

/** Adds a stored histogram's counts to both sums; anything that is not a count of a bucket is left out. */
function addHistogram(text: string, route: Buckets, day: Buckets) {
  const add = (key: number, count: number) => {
    if (!Number.isInteger(key) || key < 0 || !(count > 0)) return;
    const bucket = Math.min(key, BUCKETS - 1);
    route[bucket] = route[bucket]! + count;
    day[bucket] = day[bucket]! + count;
  };
  const pairs = scan(text);
  if (pairs >= 0) {
    for (let pair = 0; pair < pairs; pair += 1) add(scratch[2 * pair]!, scratch[2 * pair + 1]!);
    return;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return;
  for (const [key, count] of Object.entries(parsed)) if (/^\d+$/.test(key) && typeof count === 'number') add(Number(key), count);
}

function p75Of(metric: SpeedMetric, buckets: Buckets | undefined): number | undefined {
  if (!buckets) return undefined;
  const histogram: Histogram = {};
  buckets.forEach((count, bucket) => {
    if (count > 0) histogram[bucket] = count;
  });
  return quantile(metric, histogram, 0.75);
}

type Sums<T> = Record<SpeedMetric, T>;
type Route = { path: string; device: InsightDevice } & Sums<Summed>;

/** The running sums the rows are added to: per route and device, and per day. */
class SpeedTally {
  readonly routes = new Map<string, Route>();
  readonly days = new Map<string, Sums<Buckets>>();

  slot(day: string, path: string, device: InsightDevice): [Route, Sums<Buckets>] {
    const key = `${path}\n${device}`;
    let route = this.routes.get(key);
    if (!route) {
      const empty = () => ({ buckets: new Float64Array(BUCKETS), good: 0, needsImprovement: 0, poor: 0 });
      this.routes.set(key, (route = { path, device, lcp: empty(), inp: empty(), cls: empty() }));
    }
    let daily = this.days.get(day);
    if (!daily) this.days.set(day, (daily = { lcp: new Float64Array(BUCKETS), inp: new Float64Array(BUCKETS), cls: new Float64Array(BUCKETS) }));
    return [route, daily];
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
  histogram: string;
}

interface VitalsRow {
  day: string;
  path: string;
  device: InsightDevice;
  lcp: number | null;
  inp: number | null;
  cls: number | null;
}

async function addRolledUp(db: Kysely<Database>, plan: Plan, tally: SpeedTally) {
  const notLive = plan.live.length > 0 ? sql`and day not in (${sql.join(plan.live)})` : sql``;
  const { rows } = await sql<SpeedRow>`
    select day, path, device, metric, good, needs_improvement, poor, histogram from insight_speed_daily
    where day >= ${plan.range.from} and day <= ${plan.range.to} and metric in (${sql.join(SPEED_METRICS)}) ${notLive}`.execute(db.withoutPlugins());
  for (const row of rows) {
    const [route, daily] = tally.slot(row.day, row.path, row.device);
    const summed = route[row.metric];
    summed.good += Number(row.good);
    summed.needsImprovement += Number(row.needs_improvement);
    summed.poor += Number(row.poor);
    addHistogram(row.histogram, summed.buckets, daily[row.metric]);
  }
}

/**
 * The live days' raw vitals rows, bucketed and banded as the rollup does it: those of the visits that started that
 * day. No vitals row comes before its visit started: that bound lets the planner read the live days' rows by their
 * index rather than every vitals row kept.
 */
async function addLive(db: Kysely<Database>, live: readonly string[], tally: SpeedTally) {
  const { rows } = await sql<VitalsRow>`
    select v.day, e.path, e.device, e.lcp, e.inp, e.cls from insight_visits v join insight_events e on e.visit_id = v.id
    where v.started_at >= ${dayStart(live[0]!)} and v.started_at < ${dayStart(live.at(-1)!) + DAY_MS} and v.day in (${sql.join(live)})
      and e.kind = 'vitals' and e.at >= ${dayStart(live[0]!)}`.execute(db.withoutPlugins());
  for (const row of rows) {
    const [route, daily] = tally.slot(row.day, row.path, row.device);
    for (const metric of SPEED_METRICS) {
      const value = row[metric] === null ? NaN : Number(row[metric]);
      if (!Number.isFinite(value) || value < 0) continue;
      const summed = route[metric];
      summed[bandOf(metric, value)] += 1;
      const bucket = Math.min(bucketOf(metric, value), BUCKETS - 1);
      summed.buckets[bucket] = summed.buckets[bucket]! + 1;
      daily[metric][bucket] = daily[metric][bucket]! + 1;
    }
  }
}

/** Per route and device class over the range (most measured first), and the site's p75 of each day. */
export async function speedReport(db: Kysely<Database>, plan: Plan): Promise<{ routes: RouteSpeed[]; trend: SpeedDay[] }> {
  const tally = new SpeedTally();
  await addRolledUp(db, plan, tally);
  if (plan.live.length > 0) await addLive(db, plan.live, tally);
  const routes = [...tally.routes.values()].map((route) => {
    const metrics = Object.fromEntries(
      SPEED_METRICS.map((metric) => {
        const { buckets, good, needsImprovement, poor } = route[metric];
        return [metric, { p75: p75Of(metric, buckets), good, needsImprovement, poor }];
      }),
    ) as Record<SpeedMetric, MetricSummary>;
    const samples = Math.max(...SPEED_METRICS.map((metric) => metrics[metric].good + metrics[metric].needsImprovement + metrics[metric].poor));
    return { path: route.path, device: route.device, samples, metrics };
  });
  routes.sort((a, b) => b.samples - a.samples || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0) || (a.device < b.device ? -1 : 1));
  const trend = daysIn(plan.range).map((day) => {
    const measured = tally.days.get(day);
    return { day, p75: Object.fromEntries(SPEED_METRICS.map((metric) => [metric, p75Of(metric, measured?.[metric])])) as Record<SpeedMetric, number | undefined> };
  });
  return { routes, trend };
}
