import 'server-only';
import { sweepExpiredCounters } from '@/lib/container';
import { BIN_DAYS } from '@/lib/db/articles/article-bin';
import type { Store } from '@/lib/db/store';
import { logEvent } from '@/lib/log';
import { CONFIRM_DAYS } from '@/lib/newsletter/tokens';
import { DAY_MS, HOUR_MS } from '@/lib/time-units';

const SWEEP_EVERY_MS = HOUR_MS;
/** How long an uploaded picture no revision shows is kept, in case the draft that showed it is wanted back. */
export const PICTURE_UNUSED_DAYS = 30;

export interface Retention {
  /** The sweep made at start, settled with how many it deleted. */
  first: Promise<number>;
  sweep(): Promise<number>;
  /** Stops the timer and settles once the sweep in flight has ended; the store waits for it before it closes. */
  stop(): Promise<void>;
}

/**
 * Keeps the privacy policy's promise: enquiries (and their mails and notes) and the staff area's audit events older
 * than the retention period are deleted, at start and hourly, newsletter sign-ups left unconfirmed for a week, articles
 * in the bin for 30 days, uploaded pictures no revision has shown for 30 days, and the rate limits' expired counters.
 * The insights keep their own periods on their own schedule (lib/insights/upkeep.ts).
 */
export function startRetention(store: Store, days: number, everyMs = SWEEP_EVERY_MS, clock = () => Date.now()): Retention {
  let stopped = false;
  const inFlight = new Set<Promise<number>>();

  const sweepOnce = async () => {
    try {
      // A stop between steps ends the sweep there; the next start sweeps again.
      if (stopped) return 0;
      const cutoff = clock() - days * DAY_MS;
      const deleted = await store.enquiries.purgeBefore(cutoff, clock());
      if (deleted > 0) logEvent('enquiry.retention', { deleted, days });
      if (stopped) return deleted;
      // The audit trail names enquiries and addresses, so it is kept no longer than they are.
      const events = await store.audit.purgeBefore(cutoff);
      if (events > 0) logEvent('audit.retention', { deleted: events, days });
      if (stopped) return deleted;
      // A newsletter sign-up never confirmed is kept only as long as its link works.
      const unconfirmed = await store.subscriptions.purgeUnconfirmed(clock() - CONFIRM_DAYS * DAY_MS);
      if (unconfirmed > 0) logEvent('newsletter.retention', { deleted: unconfirmed, days: CONFIRM_DAYS });
      if (stopped) return deleted;
      // An article in the bin for 30 days goes for good, with its revisions: its pictures then count down below.
      const binned = await store.articles.purgeBinned(clock());
      if (binned > 0) logEvent('article.bin.swept', { deleted: binned, days: BIN_DAYS });
      if (stopped) return deleted;
      // An uploaded picture no revision has shown for a month (never saved in one, or its article deleted) goes.
      const pictures = await store.pictures.sweep(PICTURE_UNUSED_DAYS, clock());
      if (pictures > 0) logEvent('article.pictures.swept', { deleted: pictures, days: PICTURE_UNUSED_DAYS });
      if (stopped) return deleted;
      // The rate limits' counters in PostgreSQL, an hour after they expired.
      const counters = await sweepExpiredCounters(store, clock());
      if (counters > 0) logEvent('rate-limit.swept', { deleted: counters });
      return deleted;
    } catch (error) {
      // A sweep that fails (the database down, the disk full) is tried again at the next tick.
      logEvent('enquiry.retention', { error: error instanceof Error ? error.message : String(error) }, 'error');
      return 0;
    }
  };

  const sweep = () => {
    const run = sweepOnce();
    inFlight.add(run);
    void run.finally(() => inFlight.delete(run));
    return run;
  };

  const first = sweep();
  // A tick while the last sweep still runs (a first start deleting a backlog) is skipped, not stacked.
  const timer = setInterval(() => {
    if (inFlight.size === 0) void sweep();
  }, everyMs);
  timer.unref();
  const stop = async () => {
    stopped = true;
    clearInterval(timer);
    await Promise.all(inFlight);
    release();
  };
  // Closing the store stops the sweep first and waits for the one in flight, so no query meets a closed connection.
  const release = store.beforeClose(stop);
  return { first, sweep, stop };
}
