import 'server-only';
import { logEvent } from '@/lib/log';

const TICK_MS = 1_000;

/** One kind of leased row (enquiries to deliver, mails to send): attempts every due row once, says how many. */
export interface Queue {
  name: string;
  drain(): Promise<number>;
}

export interface Outbox {
  /** Drains every queue once; resolves with how many attempts it made. */
  runOnce(): Promise<number>;
  stop(): void;
}

/**
 * Works through the queues in the database on a timer, so retries survive a restart. One pass at a time: a tick
 * that comes while a pass runs shares it. A queue whose store fails (its database gone, closed at shutdown) is
 * logged and tried again at the next tick; the other queues go on.
 */
export function startWorker(queues: Queue[], { tickMs = TICK_MS, timer = queues.length > 0 }: { tickMs?: number | undefined; timer?: boolean } = {}): Outbox {
  let running: Promise<number> | undefined;

  const guarded = (queue: Queue) =>
    queue.drain().catch((error: unknown) => {
      logEvent('outbox.error', { queue: queue.name, error: error instanceof Error ? error.message : String(error) }, 'error');
      return 0;
    });

  const run = async () => {
    let attempts = 0;
    for (const queue of queues) attempts += await guarded(queue);
    return attempts;
  };

  const runOnce = () => {
    running ??= run().finally(() => {
      running = undefined;
    });
    return running;
  };

  const interval = timer ? setInterval(() => void runOnce(), tickMs) : undefined;
  interval?.unref();
  return { runOnce, stop: () => clearInterval(interval) };
}
