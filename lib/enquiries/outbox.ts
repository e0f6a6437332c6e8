import { logEvent } from '@/lib/log';
import { deliverRow, leaseMs, type DeliveryConfig } from './deliver';
import type { EnquiryStore } from './store';
import { MISDIRECTED_PAUSE_MS } from './upstream-state';

const TICK_MS = 1_000;

export interface Outbox {
  /** Delivers every due row once; resolves with how many attempts it made. */
  runOnce(): Promise<number>;
  stop(): void;
}

/**
 * Retries queued rows from SQLite, so retries survive a restart. Rows are claimed one at a time, each leased only
 * for its own attempt, so a slow upstream never leaves rows waiting here under a lease that runs out.
 */
export function startOutbox(store: EnquiryStore, config: DeliveryConfig, tickMs = TICK_MS, clock = () => Date.now()): Outbox {
  let running: Promise<number> | undefined;
  let pausedUntil = 0;

  const run = async () => {
    let sent = 0;
    try {
      for (let claim = await store.claimNext(clock(), leaseMs(config)); claim; claim = await store.claimNext(clock(), leaseMs(config))) {
        sent += 1;
        const delivery = await deliverRow(store, claim.row, claim.lease, config, clock);
        // A redirect will meet every row alike: wait, then try one row again.
        if (delivery.outcome === 'misdirected') {
          pausedUntil = clock() + MISDIRECTED_PAUSE_MS;
          break;
        }
      }
    } catch (error) {
      logEvent('outbox.error', { error: error instanceof Error ? error.message : String(error) }, 'error');
    }
    return sent;
  };

  const runOnce = () => {
    if (clock() < pausedUntil) return Promise.resolve(0);
    running ??= run().finally(() => {
      running = undefined;
    });
    return running;
  };

  const timer = config.API_BASE_URL ? setInterval(() => void runOnce(), tickMs) : undefined;
  timer?.unref();
  return { runOnce, stop: () => clearInterval(timer) };
}
