import { logEvent } from '@/lib/log';
import { deliverRow, type DeliveryConfig } from './deliver';
import type { EnquiryStore } from './store';

const TICK_MS = 1_000;

export interface Outbox {
  /** Delivers every due row once; resolves when done. */
  runOnce(): Promise<number>;
  stop(): void;
}

/** Retries queued rows from SQLite, so retries survive a restart; leases keep one row from being sent twice at once. */
export function startOutbox(store: EnquiryStore, config: DeliveryConfig, tickMs = TICK_MS): Outbox {
  let running: Promise<number> | undefined;

  const runOnce = () => {
    running ??= (async () => {
      let sent = 0;
      try {
        for (;;) {
          const due = store.claimDue(Date.now(), config.UPSTREAM_TIMEOUT_MS + 2_000);
          if (due.length === 0) break;
          for (const row of due) {
            await deliverRow(store, row, config);
            sent += 1;
          }
        }
      } catch (error) {
        logEvent('outbox.error', { error: error instanceof Error ? error.message : String(error) }, 'error');
      }
      return sent;
    })().finally(() => {
      running = undefined;
    });
    return running;
  };

  const timer = config.API_BASE_URL ? setInterval(() => void runOnce(), tickMs) : undefined;
  timer?.unref();
  return { runOnce, stop: () => clearInterval(timer) };
}
