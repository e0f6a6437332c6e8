import type { Store } from '@/lib/db/store';
import {
  dailySeries,
  filterParams,
  previousRange,
  rate,
  SPEED_METRICS,
  speedReport,
  topTables,
  totalsOf,
  worstVitals,
  type DayPoint,
  type Credit,
  type DayRange,
  type InsightFilter,
  type TopDimension,
  type Totals,
  type WorstRow,
} from '@/lib/insights/report';
import { fraction, JOURNEY_TABLES, journeyTable, type CsvTable, type JourneyTable } from './insights-journey-tables';
import { rangeParams } from './insights-range';

// Every table of the insights page as CSV: every row (the page shows the top ones), numbers unformatted, rates as
// fractions. The cells are the visitors' words in places (referrers, UTM values, selectors): csvLine guards them.

export const TOP_TABLES = {
  pages: 'page',
  entries: 'entry',
  exits: 'exit',
  referrers: 'referrer',
  channels: 'channel',
  sources: 'source',
  campaigns: 'campaign',
  devices: 'device',
  browsers: 'browser',
  systems: 'os',
} as const satisfies Record<string, TopDimension>;
export type TopTableKey = keyof typeof TOP_TABLES;
export const INSIGHT_TABLES = ['summary', 'daily', ...(Object.keys(TOP_TABLES) as TopTableKey[]), 'speed', 'speed-trend', 'lcp-elements', 'inp-targets', ...JOURNEY_TABLES] as const;
export type InsightTable = (typeof INSIGHT_TABLES)[number];

export const isInsightTable = (value: string | undefined): value is InsightTable => (INSIGHT_TABLES as readonly string[]).includes(value ?? '');
const isJourneyTable = (table: InsightTable): table is JourneyTable => (JOURNEY_TABLES as readonly string[]).includes(table);

/** Where the page links for a table's CSV: exactly the shown days, filter and credit, so the file matches the page whenever it is asked. */
export function insightsCsvHref(table: InsightTable, range: DayRange, filter?: InsightFilter, credit: Credit = 'first'): string {
  const params = rangeParams(range);
  for (const [key, value] of filterParams(filter ?? {})) params.append(key, value);
  if (credit === 'last' && table === 'outcomes') params.set('credit', credit);
  return `/api/staff/export/insights?table=${table}&${params}`;
}

export type { CsvTable };

const ms = (value: number | undefined) => (value === undefined ? '' : Math.round(value));
const cls = (value: number | undefined) => (value === undefined ? '' : Number(value.toFixed(3)));

const SUMMARY_ROWS: [string, (totals: Totals) => number | null][] = [
  ['visitors', (totals) => totals.visitors],
  ['visits', (totals) => totals.visits],
  ['pageviews', (totals) => totals.pageviews],
  ['bounce_rate', (totals) => totals.bounceRate],
  ['enquiries', (totals) => totals.enquiries],
  ['conversion_rate', (totals) => totals.conversion],
  ['signups', (totals) => totals.signups],
  ['mean_duration_ms', (totals) => totals.meanDurationMs],
];

function summary(current: Totals, before: Totals): CsvTable {
  return {
    header: ['measure', 'period', 'previous_period', 'difference', 'relative_change'],
    rows: SUMMARY_ROWS.map(([name, read]) => {
      const [now, then] = [read(current), read(before)];
      const difference = now === null || then === null ? null : now - then;
      const shown = (value: number | null) => (name.endsWith('_rate') ? fraction(value) : name.endsWith('_ms') && value !== null ? Math.round(value) : (value ?? ''));
      return [name, shown(now), shown(then), shown(difference), fraction(difference === null || then === null ? null : rate(difference, then))];
    }),
  };
}

const dayLine = (day: DayPoint) => [day.day, day.visitors, day.visits, day.pageviews, fraction(rate(day.bounces, day.visits)), day.enquiries, fraction(rate(day.enquiries, day.visits)), day.signups];

const worstLines = (rows: WorstRow[]) => rows.map((row) => [row.selector, row.poor, fraction(row.share), row.path, Math.round(row.p75)]);

/**
 * One table of the report for the range and filter, in full. The one place outside lib/insights that hands the
 * report's reads the raw handle: the CSV's tables are the staff area's shape of them.
 */
export async function insightsTable(store: Store, range: DayRange, table: InsightTable, filter?: InsightFilter, credit: Credit = 'first'): Promise<CsvTable> {
  await store.ready();
  const { db } = store;
  if (table === 'lcp-elements' || table === 'inp-targets') {
    const worst = await worstVitals(db, range, Infinity, filter);
    if (table === 'lcp-elements') return { header: ['element', 'poor_loads', 'share_of_poor', 'most_often_on', 'p75_when_poor_ms'], rows: worstLines(worst.lcp) };
    return {
      header: ['element', 'poor_interactions', 'share_of_poor', 'most_often_on', 'p75_when_poor_ms', 'input_delay_ms', 'processing_ms', 'presentation_ms'],
      rows: worstLines(worst.inp).map((line, index) => {
        const phases = worst.inp[index]!.phases;
        return [...line, ms(phases?.inputDelay), ms(phases?.processing), ms(phases?.presentation)];
      }),
    };
  }
  const { days, plan } = await dailySeries(db, range, filter);
  if (isJourneyTable(table)) return journeyTable(db, plan, table, credit);
  if (table === 'summary') return summary(totalsOf(days), totalsOf((await dailySeries(db, previousRange(range), filter)).days));
  if (table === 'daily') return { header: ['day', 'visitors', 'visits', 'pageviews', 'bounce_rate', 'enquiries', 'conversion_rate', 'signups'], rows: [...days].reverse().map(dayLine) };
  if (table === 'speed' || table === 'speed-trend') {
    const speed = await speedReport(db, plan);
    if (table === 'speed-trend') return { header: ['day', 'lcp_p75_ms', 'inp_p75_ms', 'cls_p75'], rows: [...speed.trend].reverse().map(({ day, p75 }) => [day, ms(p75.lcp), ms(p75.inp), cls(p75.cls)]) };
    return {
      header: ['path', 'device', 'loads', ...SPEED_METRICS.flatMap((metric) => [`${metric}_p75${metric === 'cls' ? '' : '_ms'}`, `${metric}_good`, `${metric}_needs_improvement`, `${metric}_poor`])],
      rows: speed.routes.map((route) => [
        route.path,
        route.device,
        route.samples,
        ...SPEED_METRICS.flatMap((metric) => {
          const { p75, good, needsImprovement, poor } = route.metrics[metric];
          return [metric === 'cls' ? cls(p75) : ms(p75), good, needsImprovement, poor];
        }),
      ]),
    };
  }
  const dimension = TOP_TABLES[table];
  const rows = (await topTables(db, plan, [dimension]))[dimension];
  return {
    header: [dimension === 'page' || dimension === 'entry' || dimension === 'exit' ? 'path' : dimension, 'visits', 'pageviews', 'enquiries', 'conversion_rate', 'mean_duration_ms'],
    rows: rows.map((row) => [row.key, row.visits, row.pageviews, row.enquiries, fraction(rate(row.enquiries, row.visits)), row.visits > 0 ? Math.round(row.durationMs / row.visits) : '']),
  };
}
