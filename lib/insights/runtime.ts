import 'server-only';
import { processWide, services } from '@/lib/container';
import type { Store } from '@/lib/db/store';
import type { DigestJob } from './digest/queue';
import { startInsightWriter, type InsightWriter } from './ingest';
import type { BeaconDeps } from './receive';
import { heapGauge } from './shed';
import { startInsightUpkeep, type InsightUpkeep } from './upkeep';

/**
 * The insights endpoint's services: the process's store, its beacon limit, and the batching writer. The writer is
 * started at boot (lib/boot.ts), or by the first beacon where nothing booted (a test); one per process and store.
 */
export function insightServices(): Omit<BeaconDeps, 'keep' | 'store' | 'writer'> & { store: Store; writer: InsightWriter } {
  const { store, beacons, config } = services();
  const writer = processWide(`insights writer ${JSON.stringify(config)}`, () => ({ store, writer: startInsightWriter(store) }), (made) => made.store !== store || store.closed).writer;
  // One gauge a process, whichever bundle asks: it watches the process's collections.
  const gauge = processWide('insights heap gauge', heapGauge);
  return { store, writer, heapPercent: gauge.heapPercent, limiter: beacons, site: new URL(config.SITE_URL).host, config };
}

/** On SIGTERM (lib/boot.ts): what is queued is written now, not at the next tick. */
export function flushInsights(): Promise<void> {
  return insightServices().writer.flush();
}

/**
 * The rollups, the insights' retention and the weekly digest on the process's store, started once, at boot
 * (lib/boot.ts), which says who may read the digest (the staff area's rule). Asked again, the same; on a new store (a
 * test's next load), a new one.
 */
export function startInsightUpkeepOnce(readsInsights: DigestJob['readsInsights']): InsightUpkeep {
  const { store, config } = services();
  const digest: DigestJob = { schedule: config.INSIGHTS_DIGEST, readsInsights, mail: config };
  return processWide(
    `insights upkeep ${JSON.stringify(config)}`,
    () => ({ store, upkeep: startInsightUpkeep(store, { rawDays: config.INSIGHTS_RETENTION_DAYS, rollupDays: config.INSIGHTS_ROLLUP_DAYS }, undefined, undefined, digest) }),
    (made) => made.store !== store || store.closed,
  ).upkeep;
}
