/** The Web Vitals the site measures: its three Core Web Vitals, and FCP and TTFB beside them. */
export const INSIGHT_METRICS = ['lcp', 'inp', 'cls', 'fcp', 'ttfb'] as const;
export type InsightMetric = (typeof INSIGHT_METRICS)[number];

/** Google's bands for each metric (web.dev/articles/vitals): good up to the first, poor above the second. */
export const THRESHOLDS: Record<InsightMetric, { good: number; poor: number }> = {
  lcp: { good: 2500, poor: 4000 },
  inp: { good: 200, poor: 500 },
  cls: { good: 0.1, poor: 0.25 },
  fcp: { good: 1800, poor: 3000 },
  ttfb: { good: 800, poor: 1800 },
};

/** What the route accepts as a measured value: beyond these a value is a broken clock or a made-up beacon. */
export const RANGES: Record<InsightMetric, { max: number }> = {
  lcp: { max: 120_000 },
  inp: { max: 60_000 },
  cls: { max: 100 },
  fcp: { max: 120_000 },
  ttfb: { max: 120_000 },
};

export type Band = 'good' | 'needsImprovement' | 'poor';

export function bandOf(metric: InsightMetric, value: number): Band {
  const { good, poor } = THRESHOLDS[metric];
  return value <= good ? 'good' : value <= poor ? 'needsImprovement' : 'poor';
}

/**
 * A day's values of one metric as counts in buckets 5% wide on a log scale, so days merge into any range and the
 * p75 of the range comes out within 5%. CLS is counted in thousandths; a bucket's key is its index.
 */
export type Histogram = Record<string, number>;

/**
 * Beside a histogram, the largest value received in each of its buckets (by the same keys). The quantile is that
 * value of its bucket: one a visitor really sent, at most 5% above the exact quantile, never above the largest value
 * received. Without it (rollups from before the maxima were kept) a bucket stands for its upper edge.
 */
export type Maxima = Record<string, number>;

/**
 * Fewer page loads than this and a p75 is not shown ("too few visits"): one client's values would be most of it.
 * At 20, one value is 5% of the loads and the p75 is the 15th: it takes six made-up values to move it.
 */
export const MIN_P75_SAMPLES = 20;

const STEP = Math.log(1.05);
const scale = (metric: InsightMetric) => (metric === 'cls' ? 1000 : 1);

export function bucketOf(metric: InsightMetric, value: number): number {
  const scaled = value * scale(metric);
  return scaled < 1 ? 0 : Math.floor(Math.log(scaled) / STEP) + 1;
}

/** The value a bucket stands for: its upper edge, so a quantile never reads better than it was. */
export function valueOf(metric: InsightMetric, bucket: number): number {
  return bucket === 0 ? 1 / scale(metric) : Math.exp(bucket * STEP) / scale(metric);
}

export function addTo(histogram: Histogram, metric: InsightMetric, value: number, maxima?: Maxima): Histogram {
  const key = String(bucketOf(metric, value));
  histogram[key] = (histogram[key] ?? 0) + 1;
  if (maxima && !(maxima[key]! >= value)) maxima[key] = value;
  return histogram;
}

export function merge(histograms: Histogram[]): Histogram {
  const total: Histogram = {};
  for (const histogram of histograms) for (const [key, count] of Object.entries(histogram)) total[key] = (total[key] ?? 0) + count;
  return total;
}

/**
 * The q-quantile (0.75 for Google's p75) of what the histogram counted: the largest value received in its bucket
 * when `maxima` has it, else the bucket's upper edge; undefined when it is empty.
 */
export function quantile(metric: InsightMetric, histogram: Histogram, q: number, maxima?: Maxima): number | undefined {
  const buckets = Object.entries(histogram)
    .map(([key, count]) => [Number(key), count] as const)
    .sort(([a], [b]) => a - b);
  const count = buckets.reduce((sum, [, n]) => sum + n, 0);
  if (count === 0) return undefined;
  const rank = Math.ceil(q * count);
  let seen = 0;
  for (const [bucket, n] of buckets) {
    seen += n;
    if (seen >= rank) return maxima?.[bucket] ?? valueOf(metric, bucket);
  }
  return undefined;
}
