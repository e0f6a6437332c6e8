import 'server-only';
import type { Store } from '@/lib/db/store';
import type { LondonWeek } from '@/lib/digest-schedule';
import { weeklyDigest, type WeeklyDigest } from './digest/digest';
import { insightsReport, LIVE_MINUTES, liveVisitors, type DayRange, type InsightFilter, type InsightsReport, type ReportOptions } from './report';

// The insights' read models, as the rest of the site asks for them: on a store, its schema brought up to date first.
// Only the insights domain reads its tables through the raw handle (lib/insights/report, digest/).

/** The staff report for a range of days. */
export async function readReport(store: Store, range: DayRange, options?: ReportOptions): Promise<InsightsReport> {
  await store.ready();
  return insightsReport(store.db, range, options);
}

/** Visitors seen in the LIVE_MINUTES to `now`, with the page's filter: the "Right now" card, polled while it is open. */
export async function readLiveVisitors(store: Store, now: number, filter?: InsightFilter): Promise<number> {
  await store.ready();
  return liveVisitors(store.db, now, LIVE_MINUTES, filter);
}

/** The weekly digest of a London week. */
export async function readDigest(store: Store, week: LondonWeek, now: number): Promise<WeeklyDigest> {
  await store.ready();
  return weeklyDigest(store.db, week, now);
}
