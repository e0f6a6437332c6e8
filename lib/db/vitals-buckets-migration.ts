import { sql, type Kysely, type Migration } from 'kysely';

// A shipped migration is a literal of what it created: never the runtime's lists, which move on.

const DEVICES = ['mobile', 'tablet', 'desktop'];
const METRICS = ['lcp', 'inp', 'cls', 'fcp', 'ttfb'];
/** The buckets a histogram had on this day (lib/analytics/histogram.ts); a key past the last was counted in it. */
const BUCKETS = 256;
/** Rows per insert: seven parameters each, well under SQLite's and PostgreSQL's limits. */
const INSERT_ROWS = 400;

const oneOf = (column: string, values: string[]) => sql`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;

/** A bucket's upper edge on this day: buckets 5% wide on a log scale, CLS counted in thousandths. */
const upperEdge = (metric: string, bucket: number) => (bucket === 0 ? 1 : Math.exp(bucket * Math.log(1.05))) / (metric === 'cls' ? 1000 : 1);

interface BucketRow {
  day: string;
  path: string;
  device: string;
  metric: string;
  bucket: number;
  count: number;
  largest: number;
}

interface Rows {
  insight_speed_buckets: BucketRow;
}

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
 * A stored histogram (`{"41":3}`) and its maxima as bucket rows, as the report read them: a key that is not a bucket or
 * a count that is not a whole number above 0 is left out, and a bucket without its largest value stands for its upper
 * edge.
 */
export function bucketRows(day: string, { path, device, metric, histogram, maxima }: SpeedRow): BucketRow[] {
  const kept = objectOf(maxima);
  const buckets = new Map<number, BucketRow>();
  for (const [key, count] of Object.entries(objectOf(histogram))) {
    if (!/^\d{1,6}$/.test(key) || typeof count !== 'number' || !Number.isSafeInteger(count) || count <= 0) continue;
    const largestKept = kept[key];
    const largest = typeof largestKept === 'number' && largestKept >= 0 ? largestKept : upperEdge(metric, Number(key));
    const bucket = Math.min(Number(key), BUCKETS - 1);
    const row = buckets.get(bucket);
    if (row) buckets.set(bucket, { ...row, count: row.count + count, largest: Math.max(row.largest, largest) });
    else buckets.set(bucket, { day, path, device, metric, bucket, count, largest });
  }
  return [...buckets.values()];
}

/**
 * Each rolled-up day's Web Vitals histogram as rows of insight_speed_buckets, one a bucket with its count and largest
 * value, in place of the JSON text of insight_speed_daily's histogram and maxima columns, which go. A report sums the
 * rows in SQL rather than parsing some 30,000 texts. Converted a day at a time, so memory holds one day's rows.
 */
export function vitalsBuckets(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('insight_speed_buckets')
        .addColumn('day', 'text', (column) => column.notNull())
        .addColumn('path', 'text', (column) => column.notNull())
        .addColumn('device', 'text', (column) => column.notNull().check(oneOf('device', DEVICES)))
        .addColumn('metric', 'text', (column) => column.notNull().check(oneOf('metric', METRICS)))
        .addColumn('bucket', 'integer', (column) => column.notNull().check(sql`bucket >= 0 and bucket < ${sql.lit(BUCKETS)}`))
        .addColumn('count', 'integer', (column) => column.notNull().check(sql`count > 0`))
        .addColumn('largest', 'double precision', (column) => column.notNull().check(sql`largest >= 0`))
        .addPrimaryKeyConstraint('insight_speed_buckets_pk', ['day', 'path', 'device', 'metric', 'bucket'])
        .execute();
      const days = await sql<{ day: string }>`select distinct day from insight_speed_daily order by day`.execute(db);
      for (const { day } of days.rows) {
        const { rows } = await sql<SpeedRow>`select path, device, metric, histogram, maxima from insight_speed_daily where day = ${day}`.execute(db);
        const buckets = rows.flatMap((row) => bucketRows(day, row));
        for (let i = 0; i < buckets.length; i += INSERT_ROWS) await (db as unknown as Kysely<Rows>).insertInto('insight_speed_buckets').values(buckets.slice(i, i + INSERT_ROWS)).execute();
      }
      await db.schema.alterTable('insight_speed_daily').dropColumn('histogram').execute();
      await db.schema.alterTable('insight_speed_daily').dropColumn('maxima').execute();
    },
  };
}
