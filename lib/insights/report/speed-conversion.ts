import { sql, type Kysely } from 'kysely';
import { THRESHOLDS, type Band } from '@/lib/analytics/vitals';
import type { Database, InsightDevice } from '@/lib/db/schema';
import { DAY_MS } from '@/lib/time-units';
import { byKey, dayStart, daysIn, rate, type Plan } from './days';
import { hasFilter, visitsWhere, type InsightFilter } from './filters';

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
  const cells = new Map<string, SpeedConversionRow>();
  const add = (row: Omit<SpeedConversionRow, 'conversion'>) => {
    const key = `${row.path}\n${row.device}\n${row.metric}\n${row.band}`;
    const found = cells.get(key);
    if (found) {
      found.visits += row.visits;
      found.converted += row.converted;
    } else cells.set(key, { ...row, conversion: null });
  };
  let raw = plan.live;
  if (!hasFilter(plan.filter)) {
    const inRange = db.selectFrom('insightConversionDaily').where('day', '>=', plan.range.from).where('day', '<=', plan.range.to);
    const finished = plan.live.length > 0 ? inRange.where('day', 'not in', plan.live) : inRange;
    const [days, sums] = await Promise.all([
      finished.select('day').distinct().execute(),
      finished
        .select(['path', 'device', 'metric', 'band', (eb) => eb.fn.sum<number>('visits').as('visits'), (eb) => eb.fn.sum<number>('converted').as('converted')])
        .groupBy(['path', 'device', 'metric', 'band'])
        .execute(),
    ]);
    const rolled = new Set(days.map((row) => row.day));
    for (const row of sums) add({ ...row, visits: Number(row.visits), converted: Number(row.converted) });
    // A day rolled up before this table existed (or with no vitals) has no cells: it is counted from its raw rows
    // while they are kept, and has none after.
    raw = daysIn(plan.range).filter((day) => plan.live.includes(day) || !rolled.has(day));
  }
  if (raw.length > 0) for (const row of await conversionCells(db, raw, plan.filter)) add(row);
  const order: Band[] = ['good', 'needsImprovement', 'poor'];
  return [...cells.values()]
    .map((row) => ({ ...row, conversion: rate(row.converted, row.visits) }))
    .sort((a, b) => byKey(a.path, b.path) || byKey(a.device, b.device) || byKey(a.metric, b.metric) || order.indexOf(a.band) - order.indexOf(b.band));
}

interface BandRow {
  path: string;
  device: InsightDevice;
  band: Band;
  visits: number | string;
  converted: number | string;
}

/**
 * The cells of the visits that started on these UTC days (the rollup's one day, or the report's live days), counted
 * by the database from the visits through their vitals. The bands are lib/analytics/vitals.ts's bandOf, written in
 * SQL with the same bounds (a value at a limit is in the better band).
 */
export async function conversionCells(db: Kysely<Database>, days: readonly string[], filter?: InsightFilter): Promise<Omit<SpeedConversionRow, 'conversion'>[]> {
  const cells = await Promise.all(
    CONVERSION_METRICS.map(async (metric) => {
      const value = sql.ref(`e.${metric}`);
      const { good, poor } = THRESHOLDS[metric];
      const band = sql<Band>`case when ${value} <= ${sql.lit(good)} then 'good' when ${value} <= ${sql.lit(poor)} then 'needsImprovement' else 'poor' end`;
      const from = dayStart(days[0]!);
      const { rows } = await sql<BandRow>`
        select e.path, e.device, ${band} as band, count(distinct v.id) as visits, count(distinct case when v.enquiries > 0 then v.id end) as converted
        from insight_visits v join insight_events e on e.visit_id = v.id
        where v.started_at >= ${from} and v.started_at < ${dayStart(days.at(-1)!) + DAY_MS} and v.day in (${sql.join(days)})
          and e.kind = 'vitals' and e.at >= ${from} and ${value} is not null and ${visitsWhere(filter, 'v')}
        group by e.path, e.device, ${band}`.execute(db.withoutPlugins());
      return rows.map((row) => ({ path: row.path, device: row.device, metric, band: row.band, visits: Number(row.visits), converted: Number(row.converted) }));
    }),
  );
  return cells.flat();
}
