import { sql, type Insertable, type Kysely } from 'kysely';
import { addTo, emptyHistogram, type Histogram } from '@/lib/analytics/histogram';
import { visitMeasures } from '@/lib/analytics/measures';
import { storedText } from '@/lib/analytics/stored-histogram';
import { bandOf } from '@/lib/analytics/vitals';
import { INSIGHT_METRICS, type Database, type InsightConversionDailyTable, type InsightDailyTable, type InsightDevice, type InsightDimension, type InsightMetric, type InsightSpeedDailyTable } from '@/lib/db/schema';
import { DAY_MS } from '@/lib/time-units';
import { conversionCells } from './speed-conversion';

/**
 * The visit columns each visit-level dimension counts by, for the day's roll-up and the live tables alike
 * (traffic.ts); `total` has the one key ''.
 */
export const VISIT_COLUMNS = {
  total: undefined,
  entry: 'entryPath',
  exit: 'exitPath',
  referrer: 'referrerHost',
  channel: 'channel',
  source: 'utmSource',
  campaign: 'utmCampaign',
  lastChannel: 'lastChannel',
  lastSource: 'lastUtmSource',
  lastCampaign: 'lastUtmCampaign',
  device: 'device',
  browser: 'browser',
  os: 'os',
} as const satisfies Record<Exclude<InsightDimension, 'page'>, string | undefined>;

/** A visit with no referrer, source or campaign is counted under this key ('direct' for the referrer). */
export const NONE_KEY = '';

/** Visits whose events are read at a time, so a busy day's histograms are made without holding it all in memory. */
const VISITS_AT_A_TIME = 500;

type Totals = Omit<InsightDailyTable, 'day' | 'dimension'>;

const toTotals = (row: Record<keyof Totals, unknown>): Totals => ({
  key: String(row.key ?? NONE_KEY),
  visitors: Number(row.visitors ?? 0),
  visits: Number(row.visits ?? 0),
  pageviews: Number(row.pageviews ?? 0),
  bounces: Number(row.bounces ?? 0),
  durationMs: Number(row.durationMs ?? 0),
  enquiries: Number(row.enquiries ?? 0),
  signups: Number(row.signups ?? 0),
});

/** What a rolled-up row holds of its visits, besides its page views (analytics/measures.ts defines each). */
const ROLLED = ['visitors', 'visits', 'bounces', 'durationMs', 'enquiries', 'signups'] as const;

/** One dimension's rows for the visits that started on the day. */
async function visitTotals(db: Kysely<Database>, { from, to }: DayRange, dimension: keyof typeof VISIT_COLUMNS): Promise<Totals[]> {
  const column = VISIT_COLUMNS[dimension];
  // The same literal in the select and the group by, so PostgreSQL sees one expression (a parameter would be two).
  const key = column ? sql<string>`coalesce(${sql.ref(column)}, ${sql.lit(NONE_KEY)})` : sql<string>`${sql.lit(NONE_KEY)}`;
  let query = db
    .selectFrom('insightVisits')
    .where('startedAt', '>=', from)
    .where('startedAt', '<', to)
    .select(() => [key.as('key'), ...visitMeasures('insightVisits', ['pageviews', ...ROLLED])]);
  if (column) query = query.groupBy(key);
  return (await query.execute()).map(toTotals);
}

/** Per route: the visits that viewed it (their visitors, bounces, time and leads) and its own page views. */
async function pageTotals(db: Kysely<Database>, { from, to }: DayRange): Promise<Totals[]> {
  // Page views are told from vitals in the sum, not the where: see speedRows.
  const seen = db
    .selectFrom('insightEvents')
    .innerJoin('insightVisits', 'insightVisits.id', 'insightEvents.visitId')
    .where('insightVisits.startedAt', '>=', from)
    .where('insightVisits.startedAt', '<', to)
    .select(['insightEvents.path', 'insightEvents.visitId', sql<number>`sum(case when ${sql.ref('insightEvents.kind')} = 'pageview' then 1 else 0 end)`.as('views')])
    .groupBy(['insightEvents.path', 'insightEvents.visitId']);
  const rows = await db
    .selectFrom(seen.as('seen'))
    .innerJoin('insightVisits as v', 'v.id', 'seen.visitId')
    .where('seen.views', '>', 0)
    .select((eb) => ['seen.path as key', eb.fn.sum<number>('seen.views').as('pageviews'), ...visitMeasures('v', ROLLED)])
    .groupBy('seen.path')
    .execute();
  return rows.map(toTotals);
}

interface Speed {
  path: string;
  device: InsightDevice;
  metric: InsightMetric;
  good: number;
  needsImprovement: number;
  poor: number;
  histogram: Histogram;
}

/**
 * Per route, device and metric: Google's bands and the log histogram of the day's vitals. Read by the day's visits,
 * a few hundred at a time through the visit index; the kind is told apart here, since a condition on it in SQL would
 * have SQLite (which keeps no statistics) walk the kind index over every vitals row of the month instead.
 */
async function speedRows(db: Kysely<Database>, { from, to }: DayRange): Promise<Speed[]> {
  const speeds = new Map<string, Speed>();
  const visits = await db.selectFrom('insightVisits').select('id').where('startedAt', '>=', from).where('startedAt', '<', to).execute();
  for (let i = 0; i < visits.length; i += VISITS_AT_A_TIME) {
    const rows = await db
      .selectFrom('insightEvents')
      .select(['kind', 'path', 'device', 'lcp', 'inp', 'cls', 'fcp', 'ttfb'])
      .where('visitId', 'in', visits.slice(i, i + VISITS_AT_A_TIME).map((visit) => visit.id))
      .execute();
    for (const row of rows) {
      if (row.kind !== 'vitals') continue;
      for (const metric of INSIGHT_METRICS) {
        const value = row[metric];
        if (value === null) continue;
        const key = `${row.path}\n${row.device}\n${metric}`;
        let speed = speeds.get(key);
        if (!speed) speeds.set(key, (speed = { path: row.path, device: row.device, metric, good: 0, needsImprovement: 0, poor: 0, histogram: emptyHistogram() }));
        speed[bandOf(metric, Number(value))] += 1;
        addTo(speed.histogram, metric, Number(value));
      }
    }
  }
  return [...speeds.values()];
}

/** A UTC day as the visits that started in it: their started_at is indexed, their day column is not. */
interface DayRange {
  from: number;
  to: number;
}

/** Everything one day's rollup writes, read from its visits and their events. */
export async function rollupDay(
  db: Kysely<Database>,
  day: string,
): Promise<{ daily: Insertable<InsightDailyTable>[]; speed: Insertable<InsightSpeedDailyTable>[]; conversion: Insertable<InsightConversionDailyTable>[] }> {
  const from = Date.parse(`${day}T00:00:00Z`);
  const range = { from, to: from + DAY_MS };
  const daily: Insertable<InsightDailyTable>[] = (await visitTotals(db, range, 'total')).map((totals) => ({ day, dimension: 'total', ...totals }));
  // A day nobody visited is its zero total alone: every other row is made of its visits. A month kept through a quiet
  // spell is then one query a day, not thirteen.
  if (daily.every((row) => row.visits === 0)) return { daily, speed: [], conversion: [] };
  for (const dimension of Object.keys(VISIT_COLUMNS) as (keyof typeof VISIT_COLUMNS)[]) {
    if (dimension === 'total') continue;
    for (const totals of await visitTotals(db, range, dimension)) daily.push({ day, dimension, ...totals });
  }
  for (const totals of await pageTotals(db, range)) daily.push({ day, dimension: 'page', ...totals });
  const speed = (await speedRows(db, range)).map(({ histogram, ...row }) => ({ day, ...row, buckets: storedText(histogram) }));
  const conversion = (await conversionCells(db, [day])).map(({ path, device, metric, band, visits, converted }) => ({ day, path, device, metric, band, visits, converted }));
  return { daily, speed, conversion };
}
