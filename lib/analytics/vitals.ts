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
 * Fewer page loads than this and a p75 is not shown ("too few visits"): one client's values would be most of it.
 * At 20, one value is 5% of the loads and the p75 is the 15th: it takes six made-up values to move it.
 */
export const MIN_P75_SAMPLES = 20;
