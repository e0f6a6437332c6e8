import 'server-only';
import { insightsCopy } from '@/content/staff-insights';
import { services } from '@/lib/container';
import { dayOf } from '@/lib/db/insight-salts';
import { insightsReport, rangeLength } from '@/lib/insights/report';
import type { SearchParams } from '@/lib/staff/inbox-filter';
import { DEFAULT_PRESET, presetRange, readInsightsRange } from '@/lib/staff/insights-range';
import { insightsCsvHref, type InsightTable } from '@/lib/staff/insights-tables';

/**
 * The insights page for its address: the period it asks for (or, when that cannot be read, the default one with the
 * reason), the report for it, and where each table's CSV is.
 */
export async function insightsView(params: SearchParams, now = Date.now()) {
  const today = dayOf(now);
  const asked = readInsightsRange(params, today);
  const range = asked.ok ? asked.range : presetRange(Number(DEFAULT_PRESET), today);
  const { store } = services();
  await store.ready();
  const report = await insightsReport(store.db, range, { now });
  return {
    report,
    fields: asked.fields,
    error: asked.ok ? undefined : `${asked.error} ${insightsCopy.errors.showingDefault}`,
    days: rangeLength(range),
    today,
    now,
    csv: (table: InsightTable) => insightsCsvHref(table, range),
  };
}
