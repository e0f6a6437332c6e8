import { config } from '@/lib/config';
import { startOutbox, type Outbox } from './outbox';
import type { PipelineDeps } from './pipeline';
import { RateLimiter } from './rate-limit';
import { getStore } from './store';

let service: (PipelineDeps & { outbox: Outbox }) | undefined;

/** The process's store, rate limiter and outbox worker, created on first use from the validated config. */
export function enquiryService() {
  if (!service) {
    const store = getStore(config.DATA_DIR);
    service = { store, limiter: new RateLimiter(config.RATE_LIMIT_PER_MINUTE), config, outbox: startOutbox(store, config) };
  }
  return service;
}
