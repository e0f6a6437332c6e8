import type { Kysely } from 'kysely';
import { dayOf } from '@/lib/db/insights/insight-salts';
import type { Database } from '@/lib/db/schema';
import { previousRange, type DayRange } from './days';
import { deployReport, type Deploy, type Regression } from './deploys';
import type { InsightFilter } from './filters';
import { funnelReport, type FormFunnel } from './funnels';
import { intentReport, type IntentReport } from './intents';
import { lostReasons, OUTCOME_DIMENSIONS, outcomeTable, visitDimension, workTotals, type Credit, type LostReasonRow, type OutcomeDimension, type OutcomeRow, type WorkTotals } from './outcomes';
import { speedReport, type SpeedReport } from './speed';
import { speedConversion, type SpeedConversionRow } from './speed-conversion';
import { dailySeries, LAST_TOUCH_DIMENSIONS, LIVE_MINUTES, liveVisitors, TOP_DIMENSIONS, topTables, totalsOf, type CountedDimension, type DayPoint, type TopDimension, type TopRow, type Totals } from './traffic';
import { worstVitals, type WorstRow } from './worst';

export { addDays, dayStart, daysIn, planFor, previousRange, rangeLength, rate, type DayRange, type Plan } from './days';
export { FILTER_KEYS, filterParams, hasFilter, readFilter, type FilterKey, type InsightFilter } from './filters';
export { SPEED_METRICS, speedReport, type MetricSummary, type RangeSpeed, type RouteSpeed, type SpeedDay, type SpeedMetric, type SpeedReport } from './speed';
export { worstVitals, type InpPhases, type WorstRow } from './worst';
export * from './deploys';
export * from './funnels';
export * from './intents';
export * from './outcomes';
export * from './speed-conversion';
export { dailySeries, LAST_TOUCH_DIMENSIONS, LIVE_MINUTES, liveVisitors, TOP_DIMENSIONS, topTables, totalsOf, type CountedDimension, type Counts, type DayPoint, type TopDimension, type TopRow, type Totals } from './traffic';

/**
 * The insights report for a range of UTC days. Finished days are read from the rollups (insight_daily,
 * insight_speed_daily); today and any day without its 'total' rollup row are counted from the raw visits and events
 * with the same definitions, so a long range costs a few hundred rollup rows and one day of raw ones.
 */
export interface InsightsReport {
  range: DayRange;
  /** The same number of days just before, for the comparison. */
  previous: DayRange;
  days: DayPoint[];
  totals: Totals;
  previousTotals: Totals;
  /** The days counted from the raw rows rather than the rollups: today, and any other not rolled up that has visits. */
  liveDays: string[];
  top: Record<TopDimension, TopRow[]>;
  speed: SpeedReport;
  worst: { lcp: WorstRow[]; inp: WorstRow[] };
  /** Distinct visitors seen in the last 30 minutes, as of `now`. */
  liveVisitors: number;
  /** The enquiries each channel, source, campaign and entry page brought, and what became of them, credited as `credit` says. */
  outcomes: Record<OutcomeDimension, OutcomeRow[]>;
  credit: Credit;
  /** Why the range's enquiries marked lost were lost, most given first. */
  lost: LostReasonRow[];
  /** The range's work (qualified, won, won value) and the period before's, for the headline. */
  work: WorkTotals;
  previousWork: WorkTotals;
  intents: IntentReport;
  funnels: FormFunnel[];
  speedConversion: SpeedConversionRow[];
  deploys: Deploy[];
  /** Regressions after a deploy in the range, past DEPLOY_THRESHOLDS: the overview names each. */
  regressions: Regression[];
  /** Beacons shed under load in the range (insight_shed), and on how many days: never counted as page views. */
  shed: ShedTotal;
  filter: InsightFilter | undefined;
}

export interface ShedTotal {
  beacons: number;
  days: number;
}

/** The beacons shed in a range of UTC days, every host's added. A filter cannot apply: nothing of a shed beacon is read. */
export async function shedIn(db: Kysely<Database>, range: DayRange): Promise<ShedTotal> {
  const rows = await db.selectFrom('insightShed').select('beacons').where('day', '>=', range.from).where('day', '<=', range.to).execute();
  return { beacons: rows.reduce((sum, row) => sum + Number(row.beacons), 0), days: rows.length };
}

export interface ReportOptions {
  now?: number;
  /** Rows in each top table (every row when undefined); the speed table keeps all its rows. */
  limit?: number;
  /** Only the visits it keeps, counted from the raw rows (filters.ts). */
  filter?: InsightFilter;
  /** The touch the outcome tables credit each lead to (outcomes.ts): the first unless asked. */
  credit?: Credit;
}

export async function insightsReport(db: Kysely<Database>, range: DayRange, { now = Date.now(), limit = 10, filter, credit = 'first' }: ReportOptions = {}): Promise<InsightsReport> {
  const previous = previousRange(range);
  const [current, before, visitors, worst] = await Promise.all([dailySeries(db, range, filter), dailySeries(db, previous, filter), liveVisitors(db, now, LIVE_MINUTES, filter), worstVitals(db, range, 10, filter)]);
  // Every row of each top table: the outcome tables need the visits of every key a lead has, not only the shown ones.
  const counted: CountedDimension[] = credit === 'last' ? [...TOP_DIMENSIONS, ...LAST_TOUCH_DIMENSIONS] : [...TOP_DIMENSIONS];
  const [all, speed] = await Promise.all([topTables(db, current.plan, counted), speedReport(db, current.plan)]);
  const top = Object.fromEntries(TOP_DIMENSIONS.map((dimension) => [dimension, limit === undefined ? all[dimension] : all[dimension].slice(0, limit)])) as Record<TopDimension, TopRow[]>;
  const [lost, ...outcomeTables] = await Promise.all([lostReasons(db, current.plan), ...OUTCOME_DIMENSIONS.map((dimension) => outcomeTable(db, current.plan, dimension, all[visitDimension(dimension, credit)], credit))]);
  const [intents, funnels, conversionBySpeed, deploys, shed, previousChannels] = await Promise.all([
    intentReport(db, current.plan),
    funnelReport(db, current.plan),
    speedConversion(db, current.plan),
    deployReport(db, range, now),
    shedIn(db, range),
    // The period before's leads alone: its visits (`counted`, none here) are not in the headline's work.
    outcomeTable(db, before.plan, 'channel', []),
  ]);
  return {
    range,
    previous,
    days: current.days,
    totals: totalsOf(current.days),
    previousTotals: totalsOf(before.days),
    liveDays: current.plan.live.filter((day) => day === dayOf(now) || current.days.some((point) => point.day === day && point.visits > 0)),
    top,
    speed,
    worst,
    liveVisitors: visitors,
    outcomes: Object.fromEntries(OUTCOME_DIMENSIONS.map((dimension, index) => [dimension, limit === undefined ? outcomeTables[index]! : outcomeTables[index]!.slice(0, limit)])) as Record<OutcomeDimension, OutcomeRow[]>,
    credit,
    lost: lost as LostReasonRow[],
    // Every row of the channel table, before it is cut to the shown ones.
    work: workTotals(outcomeTables[OUTCOME_DIMENSIONS.indexOf('channel')]!),
    previousWork: workTotals(previousChannels),
    intents,
    funnels,
    speedConversion: conversionBySpeed,
    deploys: deploys.deploys,
    regressions: deploys.regressions,
    shed,
    filter,
  };
}
