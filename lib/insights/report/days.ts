import type { Kysely } from 'kysely';
import { dayOf } from '@/lib/db/insights/insight-salts';
import type { Database } from '@/lib/db/schema';
import { DAY_MS } from '@/lib/time-units';
import { hasFilter, visitsWhere, type InsightFilter } from './filters';

// The report's days: UTC days named 'YYYY-MM-DD', as the visits and the rollups name them.

/** Both ends included. */
export interface DayRange {
  from: string;
  to: string;
}

export const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`);
export const addDays = (day: string, count: number) => dayOf(dayStart(day) + count * DAY_MS);
export const rangeLength = ({ from, to }: DayRange) => Math.round((dayStart(to) - dayStart(from)) / DAY_MS) + 1;
export const daysIn = (range: DayRange) => Array.from({ length: Math.max(0, rangeLength(range)) }, (_, index) => addDays(range.from, index));

/** The same number of days, ending the day before the range starts. */
export function previousRange(range: DayRange): DayRange {
  const length = rangeLength(range);
  return { from: addDays(range.from, -length), to: addDays(range.from, -1) };
}

/**
 * Which days of a range are read from the rollups and which are counted from the raw rows: a day is rolled up once
 * it has its 'total' row; today, and any day the rollup job has not reached, are live.
 */
export interface Plan {
  range: DayRange;
  live: string[];
  /** With a filter every day is live: the rollups cannot be filtered (filters.ts). */
  filter?: InsightFilter;
}

/** The plan for a range: with a filter, every day is counted from the raw rows. */
export const planFor = (range: DayRange, live: string[], filter?: InsightFilter): Plan => (hasFilter(filter) ? { range, live: daysIn(range), filter } : { range, live });

/** The visits of the live days: a visit's day is the UTC day it started, and started_at is the indexed column. */
export function liveVisits(db: Kysely<Database>, live: readonly string[], filter?: InsightFilter) {
  return db
    .selectFrom('insightVisits')
    .where('startedAt', '>=', dayStart(live[0]!))
    .where('startedAt', '<', dayStart(live.at(-1)!) + DAY_MS)
    .where('day', 'in', live)
    .where(visitsWhere(filter, 'insight_visits'));
}

/** A part of a whole, or null when there is no whole to take it of. */
export const rate = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/** A range's bounds in ms: from its first day's midnight to the midnight after its last. */
export const boundsOf = (range: DayRange) => ({ from: dayStart(range.from), to: dayStart(range.to) + DAY_MS });

/** Two keys in a stable order. */
export const byKey = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
