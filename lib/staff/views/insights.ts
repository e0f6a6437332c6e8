import 'server-only';
import { insightsCopy } from '@/content/staff-insights';
import { services } from '@/lib/container';
import { dayOf } from '@/lib/db/insights/insight-salts';
import { rangeLength, type Credit, type FilterKey, type InsightsReport } from '@/lib/insights/report';
import { readReport } from '@/lib/insights/reports';
import { param, type SearchParams } from '@/lib/staff/inbox-filter';
import { insightsHref, liveHref, periodParams, readInsightsCredit, readInsightsFilter, withCredit, withoutKey } from '@/lib/staff/insights-filter';
import { DEFAULT_PRESET, presetRange, readInsightsRange } from '@/lib/staff/insights-range';
import { insightsCsvHref, type InsightTable } from '@/lib/staff/insights-tables';
import { readSortChoice, sortParam, type TableSort } from '@/lib/staff/table-sort';

/** The text filters' suggestions: the period's most common values, from its top tables and the outcomes' rows. */
function suggestions(report: InsightsReport) {
  const keys = (...tables: { key: string }[][]) => [...new Set(tables.flat().map((row) => row.key))].filter((key) => key !== '');
  return {
    source: keys(report.top.source, report.outcomes.source),
    campaign: keys(report.top.campaign, report.outcomes.campaign),
    entry: keys(report.top.entry, report.outcomes.entry),
  };
}

/**
 * The insights page for its address: the period it asks for (or, when that cannot be read, the default one with the
 * reason) and the filters it applies (naming the values none took), the report for them, and where each table's CSV
 * is and each filter's removal leads, all keeping the period and the filters.
 */
export async function insightsView(params: SearchParams, now = Date.now()) {
  const today = dayOf(now);
  const asked = readInsightsRange(params, today);
  const range = asked.ok ? asked.range : presetRange(Number(DEFAULT_PRESET), today);
  const { filter, ignored } = readInsightsFilter(params);
  const credit = readInsightsCredit(params);
  const { store, config } = services();
  const report = await readReport(store, range, { now, credit, ...(filter && { filter }) });
  // The credit rides with the period: every link that keeps the one keeps the other.
  const period = withCredit(periodParams(asked), credit);
  const choice = readSortChoice(param(params, 'sort'));
  const sort: TableSort = {
    choice,
    // The same period and filters, sorted, and back at the table.
    href: (choice) => `${insightsHref(period, filter, sortParam(choice))}#${choice.table}`,
  };
  return {
    report,
    fields: asked.fields,
    error: asked.ok ? undefined : `${asked.error} ${insightsCopy.errors.showingDefault}`,
    days: rangeLength(range),
    today,
    now,
    filter,
    ignored,
    choices: suggestions(report),
    rawDays: config.INSIGHTS_RETENTION_DAYS,
    clearHref: insightsHref(period, undefined),
    withoutHref: (key: FilterKey) => insightsHref(period, filter && withoutKey(filter, key)),
    /** The page with one more filter: where a row of a table leads. */
    withHref: (key: FilterKey, value: string) => insightsHref(period, { ...filter, [key]: value }),
    sort,
    credit,
    /** The page crediting the outcomes to the other touch: the same period, filters and order, back at the outcomes. */
    creditHref: (other: Credit) => `${insightsHref(withCredit(period, other), filter, choice && sortParam(choice))}#insights-outcomes`,
    /** Where the "Right now" card asks again. */
    live: liveHref(filter),
    csv: (table: InsightTable) => insightsCsvHref(table, range, filter, credit),
  };
}
