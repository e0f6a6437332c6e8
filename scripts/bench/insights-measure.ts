import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { dayOf } from '@/lib/db/insights/insight-salts';
import type { Store } from '@/lib/db/store';
import {
  addDays,
  dailySeries,
  deployReport,
  funnelReport,
  insightsReport,
  intentReport,
  liveVisitors,
  OUTCOME_DIMENSIONS,
  outcomeTable,
  previousRange,
  speedConversion,
  speedReport,
  TOP_DIMENSIONS,
  topTables,
  worstVitals,
  type DayRange,
} from '@/lib/insights/report';

// insights-seed.ts's `measure`: each query of the insights report timed on the seeded store.

interface Timing {
  median: number;
  min: number;
  /** The process's CPU time (user and system), median: less at the mercy of a busy machine than the clock. */
  cpu: number;
}

async function timed(runs: number, work: () => Promise<unknown>): Promise<Timing> {
  await work();
  const walls: number[] = [];
  const cpus: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    await work();
    const used = process.cpuUsage(cpu);
    walls.push(performance.now() - started);
    cpus.push((used.user + used.system) / 1000);
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return { median: median(walls), min: Math.min(...walls), cpu: median(cpus) };
}

/** The report for the last 7, 30 and 90 days, and each part alone for 90, timed on `store`. */
export async function measure(store: Store, where: string, runs: number) {
  const now = Date.now();
  const today = dayOf(now);
  const range = (days: number): DayRange => ({ from: addDays(today, -(days - 1)), to: today });
  const lines: [string, Timing][] = [];
  for (const days of [7, 30, 90]) lines.push([`report, ${days} days`, await timed(runs, () => insightsReport(store.db, range(days), { now }))]);
  // Filtered, every day is counted from the raw visits: the rollups hold one dimension at a time.
  for (const days of [7, 30]) lines.push([`report, ${days} days, mobile only`, await timed(runs, () => insightsReport(store.db, range(days), { now, filter: { device: 'mobile' } }))]);
  const ninety = range(90);
  const { plan } = await dailySeries(store.db, ninety);
  lines.push(['  daily series, 90 days', await timed(runs, () => dailySeries(store.db, ninety))]);
  lines.push(['  daily series, the 90 before', await timed(runs, () => dailySeries(store.db, previousRange(ninety)))]);
  lines.push(['  top tables, 90 days', await timed(runs, () => topTables(store.db, plan, TOP_DIMENSIONS, 10))]);
  lines.push(['  speed, 90 days', await timed(runs, () => speedReport(store.db, plan))]);
  lines.push(['  worst elements, 90 days', await timed(runs, () => worstVitals(store.db, ninety))]);
  lines.push(['  live visitors', await timed(runs, () => liveVisitors(store.db, now))]);
  lines.push(['  outcomes, 4 tables, 90 days', await timed(runs, () => Promise.all(OUTCOME_DIMENSIONS.map((dimension) => outcomeTable(store.db, plan, dimension))))]);
  lines.push(['  intents, 90 days', await timed(runs, () => intentReport(store.db, plan))]);
  lines.push(['  funnels, 90 days', await timed(runs, () => funnelReport(store.db, plan))]);
  lines.push(['  speed and conversion, 90 days', await timed(runs, () => speedConversion(store.db, plan))]);
  lines.push(['  deploys, 90 days', await timed(runs, () => deployReport(store.db, ninety, now))]);
  const [load] = loadavg();
  console.log(`${where}, ${runs} runs after one to warm up, load average ${load?.toFixed(1)} on ${availableParallelism()} cores; live days in the 90: ${plan.live.join(', ') || 'none'}`);
  console.table(Object.fromEntries(lines.map(([name, { median, min, cpu }]) => [name, { 'median ms': Math.round(median), 'min ms': Math.round(min), 'cpu ms': Math.round(cpu) }])));
}
