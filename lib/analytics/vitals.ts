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

export function addTo(histogram: Histogram, metric: InsightMetric, value: number): Histogram {
  const key = String(bucketOf(metric, value));
  histogram[key] = (histogram[key] ?? 0) + 1;
  return histogram;
}

export function merge(histograms: Histogram[]): Histogram {
  const total: Histogram = {};
  for (const histogram of histograms) for (const [key, count] of Object.entries(histogram)) total[key] = (total[key] ?? 0) + count;
  return total;
}

/** The q-quantile (0.75 for Google's p75) of what the histogram counted; undefined when it is empty. */
export function quantile(metric: InsightMetric, histogram: Histogram, q: number): number | undefined {
  const buckets = Object.entries(histogram)
    .map(([key, count]) => [Number(key), count] as const)
    .sort(([a], [b]) => a - b);
  const count = buckets.reduce((sum, [, n]) => sum + n, 0);
  if (count === 0) return undefined;
  const rank = Math.ceil(q * count);
  let seen = 0;
  for (const [bucket, n] of buckets) {
    seen += n;
    if (seen >= rank) return valueOf(metric, bucket);
  }
  return undefined;
}
