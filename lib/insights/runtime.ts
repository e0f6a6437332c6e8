import 'server-only';
import { processWide, services } from '@/lib/container';
import type { Store } from '@/lib/db/store';
import { startInsightWriter, type InsightWriter } from './ingest';
import type { BeaconDeps } from './receive';

/**
 * The insights endpoint's services: the process's store, its beacon limit, and the batching writer. The writer is
 * started at boot (lib/boot.ts), or by the first beacon where nothing booted (a test); one per process and store.
 */
export function insightServices(): Omit<BeaconDeps, 'keep' | 'store' | 'writer'> & { store: Store; writer: InsightWriter } {
  const { store, beacons, config } = services();
  const writer = processWide(`insights writer ${JSON.stringify(config)}`, () => ({ store, writer: startInsightWriter(store) }), (made) => made.store !== store || store.closed).writer;
  return { store, writer, limiter: beacons, site: new URL(config.SITE_URL).host, config };
}

/** On SIGTERM (lib/boot.ts): what is queued is written now, not at the next tick. */
export function flushInsights(): Promise<void> {
  return insightServices().writer.flush();
}
