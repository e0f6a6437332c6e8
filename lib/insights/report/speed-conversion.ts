import { sql, type Kysely } from 'kysely';
import { bandOf, type Band } from '@/lib/analytics/vitals';
import type { Database, InsightDevice } from '@/lib/db/schema';
import { boundsOf, byKey, rate, type Plan } from './days';
import { visitsWhere } from './filters';

// Conversion beside the speed of the page loads that sent vitals, from the raw visits and events.

export const CONVERSION_METRICS = ['lcp', 'inp'] as const;
export type ConversionMetric = (typeof CONVERSION_METRICS)[number];

/** The visits whose page load fell in one band of one metric, on one route and device, and how many sent an enquiry. */
export interface SpeedConversionRow {
  path: string;
  device: InsightDevice;
  metric: ConversionMetric;
  band: Band;
  visits: number;
  converted: number;
  conversion: number | null;
}

/**
 * Conversion by LCP and INP band, per route (the page the vitals were measured on: the landing page) and device, from
 * the range's visits that sent vitals. A visit that sent vitals for two page loads counts in each of their bands.
 */
export async function speedConversion(db: Kysely<Database>, plan: Plan): Promise<SpeedConversionRow[]> {
  const { from, to } = boundsOf(plan.range);
  const { rows } = await sql<{ path: string; device: InsightDevice; lcp: number | null; inp: number | null; visit: number | string; enquiries: number | string }>`
    select e.path, e.device, e.lcp, e.inp, v.id as visit, v.enquiries
    from insight_visits v join insight_events e on e.visit_id = v.id
    where v.started_at >= ${from} and v.started_at < ${to} and e.kind = 'vitals' and e.at >= ${from} and ${visitsWhere(plan.filter, 'v')}`.execute(db.withoutPlugins());
  const cells = new Map<string, { row: SpeedConversionRow; visits: Set<string>; converted: Set<string> }>();
  for (const row of rows) {
    for (const metric of CONVERSION_METRICS) {
      const value = row[metric];
      if (value === null) continue;
      const band = bandOf(metric, Number(value));
      const key = `${row.path}\n${row.device}\n${metric}\n${band}`;
      let cell = cells.get(key);
      if (!cell) cells.set(key, (cell = { row: { path: row.path, device: row.device, metric, band, visits: 0, converted: 0, conversion: null }, visits: new Set(), converted: new Set() }));
      cell.visits.add(String(row.visit));
      if (Number(row.enquiries) > 0) cell.converted.add(String(row.visit));
    }
  }
  const order: Band[] = ['good', 'needsImprovement', 'poor'];
  return [...cells.values()]
    .map(({ row, visits, converted }) => ({ ...row, visits: visits.size, converted: converted.size, conversion: rate(converted.size, visits.size) }))
    .sort((a, b) => byKey(a.path, b.path) || byKey(a.device, b.device) || byKey(a.metric, b.metric) || order.indexOf(a.band) - order.indexOf(b.band));
}
