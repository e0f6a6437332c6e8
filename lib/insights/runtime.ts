import 'server-only';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { config } from '@/lib/config';
import { getStore, type Store } from '@/lib/db/store';
import { NEW_KEYS_PER_MINUTE, rateLimiter } from '@/lib/enquiries/rate-limit';
import { startInsightWriter, type InsightWriter } from './ingest';
import type { BeaconDeps } from './receive';

/** A page view and its vitals are two beacons: 120 a minute is a page a second, more than a person reads. */
export const BEACONS_PER_MINUTE = 120;

let service: (Omit<BeaconDeps, 'keep' | 'store' | 'writer'> & { store: Store; writer: InsightWriter }) | undefined;

/**
 * The insights endpoint's services: the process's store and its batching writer, and a rate limit counted in this
 * process's memory. Unlike the enquiries' limit it is never kept in PostgreSQL: a query per beacon would double the
 * writes it guards, and a few extra beacons from a client that reaches two hosts cost nothing.
 */
export function insightServices() {
  if (!service) {
    const store = getStore(config);
    const limiter = rateLimiter(new RateLimiterMemory({ keyPrefix: 'beacon', points: BEACONS_PER_MINUTE, duration: 60 }), new RateLimiterMemory({ keyPrefix: 'beacon-newcomer', points: NEW_KEYS_PER_MINUTE, duration: 60 }));
    service = { store, writer: startInsightWriter(store), limiter, site: new URL(config.SITE_URL).host, config };
  }
  return service;
}

/** On SIGTERM (lib/boot.ts): what is queued is written now, not at the next tick; nothing when no beacon came. */
export function flushInsights(): Promise<void> {
  return service ? service.writer.flush() : Promise.resolve();
}
