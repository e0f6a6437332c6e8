// Lighthouse runs against one shared Chromium: median of N runs per route and preset.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import defaultConfig from 'lighthouse/core/config/default-config.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

export const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

/**
 * The slowdown for this machine class. Lighthouse's guide scales its 4x reference by the host's speed; this
 * 2-core host is slower than the reference desktop, so the guide's lower tier applies unless the index is
 * clearly high-end. The index is printed beside the choice so the reasoning can be checked.
 */
export function calibratedSlowdown(benchmarkIndex) {
  if (benchmarkIndex >= 3000) return 4;
  if (benchmarkIndex >= 1000) return 2;
  return 1;
}

export async function launch() {
  return chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** The value most runs gave (the first of those on a tie): the summary of a figure that is a name, not a number. */
const mostCommon = (values) => {
  const counts = new Map();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
};

// The performance score is the weighted metrics alone; its other audits carry weight 0 and change no score.
// Skipping them (all but the ones the report reads) spares their gatherers: the back/forward-cache
// navigation, JS and CSS coverage, re-encoding every image, re-compressing every response.
// The LCP element is kept too: which element the LCP is says whether it came with the first paint (report.mjs).
const KEEP = new Set(['total-byte-weight', 'network-requests', 'metrics', 'viewport', 'largest-contentful-paint-element']);
const UNSCORED = defaultConfig.categories.performance.auditRefs.filter((ref) => ref.weight === 0 && !KEEP.has(ref.id)).map((ref) => ref.id);

/** One preset: 'mobile' (default 4x), 'mobile-calibrated' (the guide's multiplier) or 'desktop'. */
export function flagsFor(preset, slowdown) {
  // Shorter quiet windows, no screenshots and no unscored diagnostics keep ~220 runs near the time budget.
  const settings = {
    // The calibrated pass answers one question, the performance score at this machine's multiplier; the four
    // categories come from the default mobile and the desktop runs.
    onlyCategories: preset === 'mobile-calibrated' ? ['performance'] : ['performance', 'accessibility', 'best-practices', 'seo'],
    output: 'json',
    logLevel: 'error',
    pauseAfterFcpMs: 250,
    pauseAfterLoadMs: 250,
    networkQuietThresholdMs: 250,
    cpuQuietThresholdMs: 250,
    disableFullPageScreenshot: true,
    skipAudits: UNSCORED,
  };
  if (preset === 'desktop') return { flags: settings, config: { extends: 'lighthouse:default', settings: { formFactor: 'desktop', screenEmulation: { mobile: false, width: 1350, height: 940, deviceScaleFactor: 1, disabled: false }, throttling: { rttMs: 40, throughputKbps: 10240, cpuSlowdownMultiplier: 1 } } } };
  if (preset === 'mobile-calibrated') return { flags: settings, config: { extends: 'lighthouse:default', settings: { throttling: { rttMs: 150, throughputKbps: 1638.4, cpuSlowdownMultiplier: slowdown } } } };
  return { flags: settings, config: undefined };
}

// Before every run Lighthouse times two busy loops in the page for its benchmarkIndex: a second of a run of four
// to five. The bench reads the index from the bare page's runs alone, so the site's runs skip the loops; Lighthouse
// looks the page function up on this shared object at each run. Their benchmarkIndex is then null.
const measureMachine = pageFunctions.computeBenchmarkIndex;
const skipMachine = () => null;

const score = (category) => (category ? Math.round(category.score * 100) : undefined);
const METRICS = ['largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'total-byte-weight'];

/**
 * One good run. A run Lighthouse reports as failed (a runtime error, a metric it could not compute) is run again,
 * at most twice, and counted in `failedRuns`; it never enters a median. `benchmark: false` skips the machine's
 * benchmark (its benchmarkIndex is then null).
 */
export async function auditOnce(port, url, preset, { slowdown = 4, benchmark = true } = {}) {
  let failedRuns = 0;
  pageFunctions.computeBenchmarkIndex = benchmark ? measureMachine : skipMachine;
  for (;;) {
    const { flags, config } = flagsFor(preset, slowdown);
    const { lhr } = await lighthouse(url, { ...flags, port }, config);
    const missing = METRICS.filter((id) => typeof lhr.audits[id]?.numericValue !== 'number');
    if (lhr.runtimeError || missing.length > 0 || lhr.categories.performance.score === null) {
      failedRuns += 1;
      console.warn(`lighthouse ${preset} ${url}: run failed (${lhr.runtimeError?.code ?? `no ${missing.join(', ') || 'performance score'}`}), running it again`);
      if (failedRuns > 2) throw new Error(`lighthouse ${preset} ${url}: ${failedRuns} runs failed`);
      continue;
    }
    const items = lhr.audits['network-requests']?.details?.items ?? [];
    const observed = lhr.audits.metrics?.details?.items?.[0] ?? {};
    const result = {
      performance: score(lhr.categories.performance),
      accessibility: score(lhr.categories.accessibility),
      bestPractices: score(lhr.categories['best-practices']),
      seo: score(lhr.categories.seo),
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      fcp: lhr.audits['first-contentful-paint']?.numericValue,
      // The unthrottled load Lantern simulates from: an LCP painted with the first paint has both at one time.
      observedFcp: observed.observedFirstContentfulPaint,
      observedLcp: observed.observedLargestContentfulPaint,
      lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.selector ?? null,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      totalBytes: lhr.audits['total-byte-weight'].numericValue,
      scriptBytes: items.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
    return { result, failedRuns };
  }
}

/**
 * The median of each figure over a route's runs (for a name, such as the LCP element, the one most runs gave), each
 * run's performance score kept beside it (the spread).
 */
export function summarize(runs) {
  const results = runs.map((run) => run.result);
  const keys = Object.keys(results[0]);
  const summary = (key) => {
    const values = results.map((result) => result[key]);
    if (values.every((value) => typeof value === 'number')) return median(values);
    return results[0][key] === undefined ? undefined : mostCommon(values);
  };
  const medians = Object.fromEntries(keys.map((key) => [key, summary(key)]));
  return { ...medians, performanceRuns: results.map((result) => result.performance), failedRuns: runs.reduce((sum, run) => sum + run.failedRuns, 0) };
}
