import { config } from '@/lib/config';
import { startOutbox, type Outbox } from './outbox';
import type { PipelineDeps } from './pipeline';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { NEW_KEYS_PER_MINUTE, rateLimiter } from './rate-limit';
import { startRetention, type Retention } from './retention';
import { getStore } from './store';

let service: (PipelineDeps & { outbox: Outbox; retention: Retention }) | undefined;

/** The process's store, rate limiter, outbox worker and retention sweep, created on first use from the validated config. */
export function enquiryService() {
  if (!service) {
    const store = getStore(config.DATA_DIR);
    const outbox = startOutbox(store, config);
    // In memory, so counted per process; the counters' store is chosen here and nowhere else.
    const limiter = rateLimiter(
      new RateLimiterMemory({ points: config.RATE_LIMIT_PER_MINUTE, duration: 60 }),
      new RateLimiterMemory({ points: NEW_KEYS_PER_MINUTE, duration: 60 }),
    );
    service = { store, limiter, config, outbox, retention: startRetention(store, config.RETENTION_DAYS) };
  }
  return service;
}
