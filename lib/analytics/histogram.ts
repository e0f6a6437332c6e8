import { MIN_P75_SAMPLES, type InsightMetric } from './vitals';

/**
 * Values of one metric as counts in buckets 5% wide on a log scale, beside the largest value received in each. Any
 * number of them merge into one, whose p75 is a value a visitor sent, at most 5% above the exact p75. CLS is counted
 * in thousandths. Fixed arrays summed in place: a 90-day report merges some 30,000 of them.
 */
export interface Histogram {
  readonly counts: Float64Array;
  /** The largest value counted in each bucket; -Infinity where none is (a value may be 0). */
  readonly largest: Float64Array;
}

/** One stored bucket of a histogram: a row of insight_speed_buckets. */
export interface Bucket {
  bucket: number;
  count: number;
  largest: number;
}

/** The largest value the ingest accepts (RANGES) falls in bucket 241; anything past the last bucket is counted in it. */
export const BUCKETS = 256;

const STEP = Math.log(1.05);
const scale = (metric: InsightMetric) => (metric === 'cls' ? 1000 : 1);

export function bucketOf(metric: InsightMetric, value: number): number {
  const scaled = value * scale(metric);
  return Math.min(scaled < 1 ? 0 : Math.floor(Math.log(scaled) / STEP) + 1, BUCKETS - 1);
}

/** A bucket's upper edge: what a bucket stored without its largest value stands for, so it never reads better. */
export function valueOf(metric: InsightMetric, bucket: number): number {
  return bucket === 0 ? 1 / scale(metric) : Math.exp(bucket * STEP) / scale(metric);
}

export const emptyHistogram = (): Histogram => ({ counts: new Float64Array(BUCKETS), largest: new Float64Array(BUCKETS).fill(-Infinity) });

/** Counts `count` values of a bucket, the largest of them `largest`; a bucket past the last is counted in the last. */
export function addBucket(histogram: Histogram, { bucket, count, largest }: Bucket): Histogram {
  if (!Number.isInteger(bucket) || bucket < 0 || !(count > 0) || !(largest >= 0)) return histogram;
  const at = Math.min(bucket, BUCKETS - 1);
  histogram.counts[at] = histogram.counts[at]! + count;
  if (largest > histogram.largest[at]!) histogram.largest[at] = largest;
  return histogram;
}

export const addTo = (histogram: Histogram, metric: InsightMetric, value: number): Histogram => addBucket(histogram, { bucket: bucketOf(metric, value), count: 1, largest: value });

/** Adds `from` into `into`. */
export function merge(into: Histogram, from: Histogram): Histogram {
  for (let bucket = 0; bucket < BUCKETS; bucket += 1) {
    if (from.counts[bucket] === 0) continue;
    into.counts[bucket] = into.counts[bucket]! + from.counts[bucket]!;
    if (from.largest[bucket]! > into.largest[bucket]!) into.largest[bucket] = from.largest[bucket]!;
  }
  return into;
}

export const samplesOf = (histogram: Histogram | undefined): number => (histogram ? histogram.counts.reduce((sum, n) => sum + n, 0) : 0);

/** The buckets that counted anything, as they are stored. */
export function bucketsOf(histogram: Histogram): Bucket[] {
  const buckets: Bucket[] = [];
  histogram.counts.forEach((count, bucket) => {
    if (count > 0) buckets.push({ bucket, count, largest: histogram.largest[bucket]! });
  });
  return buckets;
}

/** The q-quantile by nearest rank, read as the largest value received in its bucket; undefined when empty. */
export function quantile(histogram: Histogram, q: number): number | undefined {
  const rank = Math.ceil(q * samplesOf(histogram));
  if (rank === 0) return undefined;
  let seen = 0;
  for (let bucket = 0; bucket < BUCKETS; bucket += 1) {
    seen += histogram.counts[bucket]!;
    if (seen >= rank) return histogram.largest[bucket]!;
  }
  return undefined;
}

/**
 * The one p75 of the insights (the speed table, its trend, the deploy notice, the digest): the 75th percentile by
 * nearest rank of the merged histogram, read as the largest value in its bucket; undefined below MIN_P75_SAMPLES.
 */
export const p75 = (histogram: Histogram | undefined): number | undefined => (histogram && samplesOf(histogram) >= MIN_P75_SAMPLES ? quantile(histogram, 0.75) : undefined);
