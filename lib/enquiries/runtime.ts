import 'server-only';
import { RateLimiterMemory, RateLimiterPostgres } from 'rate-limiter-flexible';
import { config } from '@/lib/config';
import { getStore, type Store } from '@/lib/db/store';
import { createMailer } from '@/lib/mail/send';
import { startOutbox, type Outbox } from './outbox';
import type { PipelineDeps } from './pipeline';
import { NEW_KEYS_PER_MINUTE, rateLimiter, type RateLimiter } from './rate-limit';
import { startRetention, type Retention } from './retention';

let service: (PipelineDeps & { outbox: Outbox; retention: Retention }) | undefined;

/**
 * The counters' store is chosen here and nowhere else. With one SQLite store there is one process, and memory
 * counts for it. On PostgreSQL every instance counts in one table; while the database cannot be reached, each
 * falls back to counting in its own memory, so the site keeps answering.
 */
export function limiterFor(store: Store, perMinute: number): RateLimiter {
  const counters = (keyPrefix: string, points: number) => {
    const memory = new RateLimiterMemory({ keyPrefix, points, duration: 60 });
    if (!store.pool) return memory;
    return new RateLimiterPostgres({ storeClient: store.pool, storeType: 'pool', tableName: 'rate_limits', tableCreated: true, keyPrefix, points, duration: 60, insuranceLimiter: memory });
  };
  const limiter = rateLimiter(counters('enquiry', perMinute), counters('newcomer', NEW_KEYS_PER_MINUTE));
  if (!store.pool) return limiter;
  // The counters' table comes with the schema: counted in memory only while the database cannot be reached.
  return { take: async (key) => (await store.ready().catch(() => undefined), limiter.take(key)) };
}

/** The app's services: the process's store, rate limiter, outbox worker and retention sweep, made on first use from the validated config. */
export function appServices() {
  if (!service) {
    const store = getStore(config);
    service = { store, limiter: limiterFor(store, config.RATE_LIMIT_PER_MINUTE), config, outbox: startOutbox(store, config, undefined, undefined, config.SMTP_URL ? createMailer(config.SMTP_URL, config.MAIL_FROM) : undefined), retention: startRetention(store, config.RETENTION_DAYS, undefined, undefined, { rawDays: config.INSIGHTS_RETENTION_DAYS, rollupDays: config.INSIGHTS_ROLLUP_DAYS }) };
  }
  return service;
}
