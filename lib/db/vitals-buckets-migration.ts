import { sql, type Kysely, type Migration } from 'kysely';

// A shipped migration is a literal of what it created: never the runtime's lists, which move on.

/** The buckets a histogram had on this day (lib/analytics/histogram.ts); a key past the last was counted in it. */
const BUCKETS = 256;

/** A bucket's upper edge on this day: buckets 5% wide on a log scale, CLS counted in thousandths. */
const upperEdge = (metric: string, bucket: number) => (bucket === 0 ? 1 : Math.exp(bucket * Math.log(1.05))) / (metric === 'cls' ? 1000 : 1);

interface SpeedRow {
  path: string;
  device: string;
  metric: string;
  histogram: string;
  maxima: string | null;
}

/** JSON text as an object, or an empty one for anything else: a stored histogram that was not one counted nothing. */
function objectOf(text: string | null): Record<string, unknown> {
  if (text === null) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * A stored histogram (`{"41":3}`) and its maxima as `[[bucket, count, largest], ...]`, as the report read them: a key
 * that is not a bucket or a count that is not a whole number above 0 is left out, a key past the last bucket is
 * counted in it, and a bucket without its largest value stands for its upper edge.
 */
function bucketsText({ metric, histogram, maxima }: SpeedRow): string {
  const kept = objectOf(maxima);
  const buckets = new Map<number, [number, number, number]>();
  for (const [key, count] of Object.entries(objectOf(histogram))) {
    if (!/^\d{1,6}$/.test(key) || typeof count !== 'number' || !Number.isSafeInteger(count) || count <= 0) continue;
    const largestKept = kept[key];
    const largest = typeof largestKept === 'number' && largestKept >= 0 ? largestKept : upperEdge(metric, Number(key));
    const bucket = Math.min(Number(key), BUCKETS - 1);
    const summed = buckets.get(bucket);
    buckets.set(bucket, summed ? [bucket, summed[1] + count, Math.max(summed[2], largest)] : [bucket, count, largest]);
  }
  return JSON.stringify([...buckets.values()].sort(([a], [b]) => a - b));
}

/**
 * Each rolled-up day's Web Vitals histogram in one typed column, insight_speed_daily.buckets: JSON
 * `[[bucket, count, largest], ...]` that the report reads only through a zod schema with a bounded size
 * (lib/analytics/stored-histogram.ts), in place of the histogram and maxima columns (JSON objects by bucket, read by a
 * hand-written scanner), which go. Converted a day at a time, so memory holds one day's rows.
 */
export function vitalsBuckets(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('insight_speed_daily')
        .addColumn('buckets', 'text', (column) => column.notNull().defaultTo('[]'))
        .execute();
      const days = await sql<{ day: string }>`select distinct day from insight_speed_daily order by day`.execute(db);
      for (const { day } of days.rows) {
        const { rows } = await sql<SpeedRow>`select path, device, metric, histogram, maxima from insight_speed_daily where day = ${day}`.execute(db);
        for (const row of rows) {
          await sql`update insight_speed_daily set buckets = ${bucketsText(row)} where day = ${day} and path = ${row.path} and device = ${row.device} and metric = ${row.metric}`.execute(db);
        }
      }
      await db.schema.alterTable('insight_speed_daily').dropColumn('histogram').execute();
      await db.schema.alterTable('insight_speed_daily').dropColumn('maxima').execute();
    },
  };
}
