import { sql, type Kysely } from 'kysely';
import { bandOf, bucketOf, MIN_P75_SAMPLES, quantile, valueOf, type Histogram, type Maxima } from '@/lib/analytics/vitals';
import type { Database, InsightDevice } from '@/lib/db/schema';
import { DAY_MS } from '@/lib/time-units';
import { dayStart, daysIn, type Plan } from './days';
import { hasFilter, visitsWhere, type InsightFilter } from './filters';

// Real visitors' Core Web Vitals: finished days from insight_speed_daily's histograms, live days bucketed here from the
// raw vitals rows the same way (lib/analytics/vitals.ts), summed into any range's p75.

export const SPEED_METRICS = ['lcp', 'inp', 'cls'] as const;
export type SpeedMetric = (typeof SPEED_METRICS)[number];

export interface MetricSummary {
  /**
   * A value received, within 5% above the exact p75 and never above the largest value; undefined with fewer than
   * MIN_P75_SAMPLES loads measured (good + needsImprovement + poor says how many).
   */
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
  /** Undefined on a day with fewer than MIN_P75_SAMPLES loads measured: `samples` says whether none or too few. */
  p75: Record<SpeedMetric, number | undefined>;
  samples: Record<SpeedMetric, number>;
}

/**
 * A histogram as counts by bucket index, summed in place: 90 days are some 30,000 stored histograms. The largest
 * value the ingest accepts (RANGES) falls in bucket 241; anything past the last bucket is counted in it.
 */
const BUCKETS = 256;

/** Counts by bucket, and the largest value received in each (-1 until one is: a value may be 0). */
interface Buckets {
  counts: Float64Array;
  maxima: Float64Array;
}

const emptyBuckets = (): Buckets => ({ counts: new Float64Array(BUCKETS), maxima: new Float64Array(BUCKETS).fill(-1) });

/** Counts `count` values of `bucket`, the largest of them `largest`, in both sums. */
function count(sums: readonly Buckets[], bucket: number, count: number, largest: number) {
  for (const { counts, maxima } of sums) {
    counts[bucket] = counts[bucket]! + count;
    if (largest > maxima[bucket]!) maxima[bucket] = largest;
  }
}

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

/** The largest value of each bucket a rollup kept; empty for the days rolled up before it kept them, or anything else. */
function maximaOf(text: string | null): Maxima {
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Maxima) : {};
  } catch {
    return {};
  }
}

/**
 * Adds a stored histogram's counts to both sums; anything that is not a count of a bucket is left out. A bucket whose
 * largest value was not kept stands for its upper edge, as every bucket did before.
 */
function addHistogram(metric: SpeedMetric, text: string, maximaText: string | null, route: Buckets, day: Buckets) {
  const maxima = maximaOf(maximaText);
  const add = (key: number, n: number) => {
    if (!Number.isInteger(key) || key < 0 || !(n > 0)) return;
    const bucket = Math.min(key, BUCKETS - 1);
    const largest = maxima[key];
    count([route, day], bucket, n, typeof largest === 'number' && largest >= 0 ? largest : valueOf(metric, key));
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

const samplesOf = (buckets: Buckets | undefined) => (buckets ? buckets.counts.reduce((sum, n) => sum + n, 0) : 0);

/** The p75 of the sums, as vitals.ts reads it; undefined below MIN_P75_SAMPLES. */
function p75Of(metric: SpeedMetric, buckets: Buckets | undefined): number | undefined {
  if (!buckets || samplesOf(buckets) < MIN_P75_SAMPLES) return undefined;
  const histogram: Histogram = {};
  const maxima: Maxima = {};
  buckets.counts.forEach((n, bucket) => {
    if (n === 0) return;
    histogram[bucket] = n;
    if (buckets.maxima[bucket]! >= 0) maxima[bucket] = buckets.maxima[bucket]!;
  });
  return quantile(metric, histogram, 0.75, maxima);
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
      const empty = () => ({ buckets: emptyBuckets(), good: 0, needsImprovement: 0, poor: 0 });
      this.routes.set(key, (route = { path, device, lcp: empty(), inp: empty(), cls: empty() }));
    }
    let daily = this.days.get(day);
    if (!daily) this.days.set(day, (daily = { lcp: emptyBuckets(), inp: emptyBuckets(), cls: emptyBuckets() }));
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
  maxima: string | null;
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
    select day, path, device, metric, good, needs_improvement, poor, histogram, maxima from insight_speed_daily
    where day >= ${plan.range.from} and day <= ${plan.range.to} and metric in (${sql.join(SPEED_METRICS)}) ${notLive}`.execute(db.withoutPlugins());
  for (const row of rows) {
    const [route, daily] = tally.slot(row.day, row.path, row.device);
    const summed = route[row.metric];
    summed.good += Number(row.good);
    summed.needsImprovement += Number(row.needs_improvement);
    summed.poor += Number(row.poor);
    addHistogram(row.metric, row.histogram, row.maxima, summed.buckets, daily[row.metric]);
  }
}

/**
 * The live days' raw vitals rows, bucketed and banded as the rollup does it: those of the visits that started that
 * day. No vitals row comes before its visit started: that bound lets the planner read the live days' rows by their
 * index rather than every vitals row kept.
 */
async function addLive(db: Kysely<Database>, live: readonly string[], tally: SpeedTally, filter?: InsightFilter) {
  const { rows } = await sql<VitalsRow>`
    select v.day, e.path, e.device, e.lcp, e.inp, e.cls from insight_visits v join insight_events e on e.visit_id = v.id
    where v.started_at >= ${dayStart(live[0]!)} and v.started_at < ${dayStart(live.at(-1)!) + DAY_MS} and v.day in (${sql.join(live)})
      and e.kind = 'vitals' and e.at >= ${dayStart(live[0]!)} and ${visitsWhere(filter, 'v')}`.execute(db.withoutPlugins());
  for (const row of rows) {
    const [route, daily] = tally.slot(row.day, row.path, row.device);
    for (const metric of SPEED_METRICS) {
      const value = row[metric] === null ? NaN : Number(row[metric]);
      if (!Number.isFinite(value) || value < 0) continue;
      const summed = route[metric];
      summed[bandOf(metric, value)] += 1;
      count([summed.buckets, daily[metric]], Math.min(bucketOf(metric, value), BUCKETS - 1), 1, value);
    }
  }
}

/** Per route and device class over the range (most measured first), and the site's p75 of each day. */
export async function speedReport(db: Kysely<Database>, plan: Plan): Promise<{ routes: RouteSpeed[]; trend: SpeedDay[] }> {
  const tally = new SpeedTally();
  if (!hasFilter(plan.filter)) await addRolledUp(db, plan, tally);
  if (plan.live.length > 0) await addLive(db, plan.live, tally, plan.filter);
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
    return {
      day,
      p75: Object.fromEntries(SPEED_METRICS.map((metric) => [metric, p75Of(metric, measured?.[metric])])) as Record<SpeedMetric, number | undefined>,
      samples: Object.fromEntries(SPEED_METRICS.map((metric) => [metric, samplesOf(measured?.[metric])])) as Record<SpeedMetric, number>,
    };
  });
  return { routes, trend };
}
