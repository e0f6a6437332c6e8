import { config } from '@/lib/config';
import { startOutbox, type Outbox } from './outbox';
import type { PipelineDeps } from './pipeline';
import { RateLimiter } from './rate-limit';
import { startRetention, type Retention } from './retention';
import { getStore } from './store';

let service: (PipelineDeps & { outbox: Outbox; retention: Retention }) | undefined;

/** The process's store, rate limiter, outbox worker and retention sweep, created on first use from the validated config. */
export function enquiryService() {
  if (!service) {
    const store = getStore(config.DATA_DIR);
    const outbox = startOutbox(store, config);
    service = { store, limiter: new RateLimiter(config.RATE_LIMIT_PER_MINUTE), config, outbox, retention: startRetention(store, config.RETENTION_DAYS) };
  }
  return service;
}
