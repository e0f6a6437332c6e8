import type { Kysely } from 'kysely';
import { emptyHistogram, merge, p75, samplesOf } from '@/lib/analytics/histogram';
import type { Database, InsightDevice } from '@/lib/db/schema';
import { daysIn, type Plan } from './days';
import { hasFilter } from './filters';
import { addLive, addRolledUp, SPEED_METRICS, SpeedTally, type SpeedMetric } from './speed-tally';

// Real visitors' Core Web Vitals per route and per day, and for the whole range: every p75 here is histogram.ts's p75
// of the merged histograms (speed-tally.ts sums them).

export { SPEED_METRICS, type SpeedMetric } from './speed-tally';

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

/** The whole site over the range: every route's and day's loads in one histogram per metric. */
export interface RangeSpeed {
  p75: Record<SpeedMetric, number | undefined>;
  samples: Record<SpeedMetric, number>;
}

export interface SpeedReport {
  routes: RouteSpeed[];
  trend: SpeedDay[];
  site: RangeSpeed;
}

const perMetric = <T,>(value: (metric: SpeedMetric) => T) => Object.fromEntries(SPEED_METRICS.map((metric) => [metric, value(metric)])) as Record<SpeedMetric, T>;

/** Per route and device class over the range (most measured first), the site's p75 of each day and of the range. */
export async function speedReport(db: Kysely<Database>, plan: Plan): Promise<SpeedReport> {
  const tally = new SpeedTally();
  if (!hasFilter(plan.filter)) await addRolledUp(db, plan, tally);
  if (plan.live.length > 0) await addLive(db, plan.live, tally, plan.filter);
  const routes = [...tally.routes.values()].map((route) => {
    const metrics = perMetric((metric) => {
      const { histogram, good, needsImprovement, poor } = route[metric];
      return { p75: p75(histogram), good, needsImprovement, poor };
    });
    const samples = Math.max(...SPEED_METRICS.map((metric) => metrics[metric].good + metrics[metric].needsImprovement + metrics[metric].poor));
    return { path: route.path, device: route.device, samples, metrics };
  });
  routes.sort((a, b) => b.samples - a.samples || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0) || (a.device < b.device ? -1 : 1));
  const trend = daysIn(plan.range).map((day) => {
    const measured = tally.days.get(day);
    return { day, p75: perMetric((metric) => p75(measured?.[metric])), samples: perMetric((metric) => samplesOf(measured?.[metric])) };
  });
  const whole = perMetric((metric) => [...tally.days.values()].reduce((sum, day) => merge(sum, day[metric]), emptyHistogram()));
  const site = { p75: perMetric((metric) => p75(whole[metric])), samples: perMetric((metric) => samplesOf(whole[metric])) };
  return { routes, trend, site };
}
