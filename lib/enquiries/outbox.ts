import 'server-only';
import type { Store } from '@/lib/db/store';
import type { Mailer } from '@/lib/mail/send';
import { mailQueue } from '@/lib/mail/sender';
import { startWorker, type Outbox, type Queue } from '@/lib/outbox/worker';
import { deliverRow, leaseMs, type DeliveryConfig } from './deliver';
import { MISDIRECTED_PAUSE_MS } from './upstream-state';

export type { Outbox } from '@/lib/outbox/worker';

/** The enquiries waiting for the upstream, for the outbox; after a redirect they wait (MISDIRECTED_PAUSE_MS) while mails go on. */
function deliveryQueue(store: Store, config: DeliveryConfig, clock: () => number): Queue {
  let pausedUntil = 0;
  return {
    name: 'enquiries',
    async drain() {
      let attempts = 0;
      if (clock() < pausedUntil) return attempts;
      for (let claim = await store.enquiries.claimNext(clock(), leaseMs(config)); claim; claim = await store.enquiries.claimNext(clock(), leaseMs(config))) {
        attempts += 1;
        const delivery = await deliverRow(store, claim.row, claim.lease, config, clock);
        // A redirect will meet every row alike: wait, then try one row again.
        if (delivery.outcome === 'misdirected') {
          pausedUntil = clock() + MISDIRECTED_PAUSE_MS;
          break;
        }
      }
      return attempts;
    },
  };
}

/**
 * Retries queued enquiries from the store, and sends the queued mails, the same way. Rows are claimed one at a time,
 * each leased only for its own attempt, so a slow upstream never leaves rows waiting under a lease that runs out.
 */
export function startOutbox(store: Store, config: DeliveryConfig, tickMs?: number, clock = () => Date.now(), mailer?: Mailer): Outbox {
  const queues = [deliveryQueue(store, config, clock), ...(mailer ? [mailQueue(store, mailer, config.DELIVERY_MAX_ATTEMPTS, clock)] : [])];
  return startWorker(queues, { tickMs, timer: Boolean(config.API_BASE_URL || mailer) });
}
