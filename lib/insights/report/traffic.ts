import { sql, type Kysely } from 'kysely';
import { visitMeasures } from '@/lib/analytics/measures';
import type { Database } from '@/lib/db/schema';
import { DAY_MS } from '@/lib/time-units';
import { dayStart, daysIn, liveVisits, planFor, rate, type DayRange, type Plan } from './days';
import { hasFilter, visitsWhere, type InsightFilter } from './filters';
import { VISIT_COLUMNS } from './rollup';

// Visitors, visits and where they came from, per day and per dimension: finished days from insight_daily, live days
// counted from insight_visits (and insight_events for pages) with the same measures (lib/analytics/measures.ts).

export interface Counts {
  /** Distinct visitor keys, summed over days: a key lasts one day. */
  visitors: number;
  visits: number;
  /** sum(pages) of the visits. */
  pageviews: number;
  /** Visits of one page. */
  bounces: number;
  enquiries: number;
  signups: number;
  /** Time from each visit's first page view to its last, summed. */
  durationMs: number;
}

export interface DayPoint extends Counts {
  day: string;
}

export interface Totals extends Counts {
  bounceRate: number | null;
  /** Enquiries per visit. */
  conversion: number | null;
  /** The mean visit's length, first page view to last, ms (a bounce counts as 0). */
  meanDurationMs: number | null;
}

export const TOP_DIMENSIONS = ['page', 'entry', 'exit', 'channel', 'referrer', 'source', 'campaign', 'device', 'browser', 'os'] as const;
export type TopDimension = (typeof TOP_DIMENSIONS)[number];
/** Visits by their last touch, counted as the top tables are: what the outcomes credited to the last touch stand beside. */
export const LAST_TOUCH_DIMENSIONS = ['lastChannel', 'lastSource', 'lastCampaign'] as const;
export type CountedDimension = TopDimension | (typeof LAST_TOUCH_DIMENSIONS)[number];

/** One value of a dimension over the range. Its key is '' where the visit had none (no referrer, no UTM source). */
export interface TopRow {
  key: string;
  visits: number;
  pageviews: number;
  enquiries: number;
  bounces: number;
  /** Time from the first page view to the last, summed over the visits (pages: over the visits that viewed it). */
  durationMs: number;
}

const ZERO: Counts = { visitors: 0, visits: 0, pageviews: 0, bounces: 0, enquiries: 0, signups: 0, durationMs: 0 };
const COUNT_NAMES = Object.keys(ZERO) as (keyof Counts)[];

/** Row values as numbers: PostgreSQL hands sums of bigint back as text. */
const countsOf = (row: Partial<Record<keyof Counts, unknown>>): Counts => Object.fromEntries(COUNT_NAMES.map((name) => [name, Number(row[name] ?? 0)])) as unknown as Counts;

export function totalsOf(days: readonly Counts[]): Totals {
  const sum = { ...ZERO };
  for (const day of days) for (const name of COUNT_NAMES) sum[name] += day[name];
  return { ...sum, bounceRate: rate(sum.bounces, sum.visits), conversion: rate(sum.enquiries, sum.visits), meanDurationMs: rate(sum.durationMs, sum.visits) };
}

/** Every day of the range, empty days as zeros, and which of them were counted live (all of them, filtered). */
export async function dailySeries(db: Kysely<Database>, range: DayRange, filter?: InsightFilter): Promise<{ days: DayPoint[]; plan: Plan }> {
  const rolled = hasFilter(filter) ? [] : await db
    .selectFrom('insightDaily')
    .select(['day', 'visitors', 'visits', 'pageviews', 'bounces', 'enquiries', 'signups', 'durationMs'])
    .where('dimension', '=', 'total')
    .where('key', '=', '')
    .where('day', '>=', range.from)
    .where('day', '<=', range.to)
    .execute();
  const byDay = new Map(rolled.map((row) => [row.day, countsOf(row)]));
  const plan = planFor(range, daysIn(range).filter((day) => !byDay.has(day)), filter);
  const { live } = plan;
  if (live.length > 0) {
    const counted = await liveVisits(db, live, filter)
      .select(() => ['day' as const, ...visitMeasures('insightVisits', ['visitors', 'visits', 'pageviews', 'bounces', 'enquiries', 'signups', 'durationMs'])])
      .groupBy('day')
      .execute();
    for (const row of counted) byDay.set(row.day, countsOf(row));
  }
  const days = daysIn(range).map((day) => ({ day, ...(byDay.get(day) ?? ZERO) }));
  return { days, plan };
}

async function liveTop(db: Kysely<Database>, live: string[], dimension: CountedDimension, filter?: InsightFilter) {
  if (dimension === 'page') {
    // A page's visits are the visits that viewed it, its enquiries theirs; its page views its own. Driven from the
    // day's visits, so the page views are those of the same visits the day counts.
    const viewed = liveVisits(db, live, filter)
      .innerJoin('insightEvents as event', 'event.visitId', 'insightVisits.id')
      .select((eb) => ['insightVisits.id as visitId', 'event.path as path', 'insightVisits.enquiries as enquiries', 'insightVisits.pages as pages', 'insightVisits.startedAt as startedAt', 'insightVisits.lastAt as lastAt', eb.fn.countAll<number>().as('views')])
      .where('event.kind', '=', 'pageview')
      // Never earlier than its visit's start: this bound lets the planner read the day's page views by their index
      // rather than every page view kept.
      .where('event.at', '>=', dayStart(live[0]!))
      .groupBy(['insightVisits.id', 'event.path', 'insightVisits.enquiries', 'insightVisits.pages', 'insightVisits.startedAt', 'insightVisits.lastAt'])
      .as('viewed');
    return db
      .selectFrom(viewed)
      .select((eb) => ['viewed.path as key', eb.fn.sum<number>('viewed.views').as('pageviews'), ...visitMeasures('viewed', ['visits', 'enquiries', 'bounces', 'durationMs'])])
      .groupBy('viewed.path')
      .execute();
  }
  const key = sql<string>`coalesce(${sql.ref(VISIT_COLUMNS[dimension])}, '')`;
  return liveVisits(db, live, filter)
    .select(() => [key.as('key'), ...visitMeasures('insightVisits', ['visits', 'pageviews', 'enquiries', 'bounces', 'durationMs'])])
    .groupBy(key)
    .execute();
}

/** Pages by their page views, everything else by visits; then by key, so equal rows keep one order. */
function ranked(dimension: CountedDimension) {
  const first = dimension === 'page' ? 'pageviews' : 'visits';
  const second = dimension === 'page' ? 'visits' : 'pageviews';
  return (a: TopRow, b: TopRow) => b[first] - a[first] || b[second] - a[second] || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
}

/** Each dimension's values over the plan's range, best first; `limit` rows each, or all of them. */
export async function topTables<Dimension extends CountedDimension>(db: Kysely<Database>, plan: Plan, dimensions: readonly Dimension[], limit?: number): Promise<Record<Dimension, TopRow[]>> {
  if (dimensions.length === 0) return {} as Record<Dimension, TopRow[]>;
  const tables = new Map<Dimension, Map<string, TopRow>>(dimensions.map((dimension) => [dimension, new Map()]));
  const add = (dimension: Dimension, row: { key: string; visits: unknown; pageviews: unknown; enquiries: unknown; bounces: unknown; durationMs: unknown }) => {
    const table = tables.get(dimension)!;
    const found = table.get(row.key) ?? { key: row.key, visits: 0, pageviews: 0, enquiries: 0, bounces: 0, durationMs: 0 };
    found.visits += Number(row.visits);
    found.pageviews += Number(row.pageviews);
    found.enquiries += Number(row.enquiries);
    found.bounces += Number(row.bounces);
    found.durationMs += Number(row.durationMs ?? 0);
    table.set(row.key, found);
  };
  let rolled = db
    .selectFrom('insightDaily')
    .select((eb) => [
      'dimension',
      'key',
      eb.fn.sum<number>('visits').as('visits'),
      eb.fn.sum<number>('pageviews').as('pageviews'),
      eb.fn.sum<number>('enquiries').as('enquiries'),
      eb.fn.sum<number>('bounces').as('bounces'),
      eb.fn.sum<number>('durationMs').as('durationMs'),
    ])
    .where('day', '>=', plan.range.from)
    .where('day', '<=', plan.range.to)
    .where('dimension', 'in', dimensions);
  if (plan.live.length > 0) rolled = rolled.where('day', 'not in', plan.live);
  if (!hasFilter(plan.filter)) for (const row of await rolled.groupBy(['dimension', 'key']).execute()) add(row.dimension as Dimension, row);
  if (plan.live.length > 0) {
    for (const dimension of dimensions) for (const row of await liveTop(db, plan.live, dimension, plan.filter)) add(dimension, row);
  }
  return Object.fromEntries(
    dimensions.map((dimension) => {
      const rows = [...tables.get(dimension)!.values()].sort(ranked(dimension));
      return [dimension, limit === undefined ? rows : rows.slice(0, limit)];
    }),
  ) as Record<Dimension, TopRow[]>;
}

/** How far back "Right now" counts a visitor's last page view. */
export const LIVE_MINUTES = 30;

/** Distinct visitors whose last page view was within `minutes` of now (of the filter's visits). */
export async function liveVisitors(db: Kysely<Database>, now: number, minutes = LIVE_MINUTES, filter?: InsightFilter): Promise<number> {
  const row = await db
    .selectFrom('insightVisits')
    .select((eb) => eb.fn.count<number>('visitor').distinct().as('visitors'))
    // started_at is the indexed column: a visit still going after two days is no visitor's.
    .where('startedAt', '>=', now - 2 * DAY_MS)
    .where('lastAt', '>=', now - minutes * 60_000)
    .where(visitsWhere(filter, 'insight_visits'))
    .executeTakeFirst();
  return Number(row?.visitors ?? 0);
}
