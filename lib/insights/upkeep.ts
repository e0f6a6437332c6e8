import 'server-only';
import { INSIGHTS_RAW_DAYS, INSIGHTS_ROLLUP_DAYS } from '@/content/retention';
import { dayOf } from '@/lib/db/insights/insight-salts';
import type { Store } from '@/lib/db/store';
import { logEvent } from '@/lib/log';
import { DAY_MS, HOUR_MS } from '@/lib/time-units';
import { queueDigest, type DigestJob } from './digest/queue';
import { rollupDay } from './report/rollup';

const UPKEEP_EVERY_MS = HOUR_MS;

/** How long the insights keep their raw visits and events, and their daily rollups (INSIGHTS_*_DAYS). */
export interface InsightDays {
  rawDays: number;
  rollupDays: number;
}

export interface InsightUpkeep {
  /** The pass made at start. */
  first: Promise<void>;
  run(): Promise<void>;
  /** Stops the timer and settles once the pass in flight has ended; the store waits for it before it closes. */
  stop(): Promise<void>;
}

/** Makes one finished UTC day's rollups from its visits and keeps them in place of any it had. */
export async function rollUp(store: Store, day: string): Promise<void> {
  await store.ready();
  await store.insights.saveRollup(day, await rollupDay(store.db, day));
}

/**
 * The insights' schedule, at start and hourly: every finished day is rolled up (one missed while the server was down
 * comes now), then raw rows past INSIGHTS_RETENTION_DAYS, rollups past INSIGHTS_ROLLUP_DAYS and spent salts are
 * deleted, then the weekly digest is queued once it is due (digest/queue.ts), so within the hour after its time. A
 * failure is logged and tried again at the next tick; the enquiries' own sweep (lib/enquiries/retention.ts) never
 * waits on it.
 */
export function startInsightUpkeep(
  store: Store,
  days: InsightDays = { rawDays: INSIGHTS_RAW_DAYS, rollupDays: INSIGHTS_ROLLUP_DAYS },
  everyMs = UPKEEP_EVERY_MS,
  clock = () => Date.now(),
  digest?: DigestJob,
): InsightUpkeep {
  let stopped = false;
  const inFlight = new Set<Promise<void>>();

  const once = async () => {
    await keep();
    if (stopped || !digest) return;
    // After the rollups, so last week is read from them; a failure here holds up nothing else.
    try {
      await queueDigest(store, digest, clock());
    } catch (error) {
      logEvent('insights.digest', { error: error instanceof Error ? error.message : String(error) }, 'error');
    }
  };

  const keep = async () => {
    try {
      // A day already past the rollups' own period (INSIGHTS_ROLLUP_DAYS set below the raw one) is not made again.
      const kept = dayOf(clock() - days.rollupDays * DAY_MS);
      for (const day of await store.insights.unrolledDays(clock())) {
        if (stopped) return;
        if (day < kept) continue;
        await rollUp(store, day);
      }
      if (stopped) return;
      const swept = await store.insights.sweep(clock(), days.rawDays, days.rollupDays);
      if (swept.events + swept.visits + swept.rollups + swept.salts > 0) logEvent('insights.retention', { ...swept, rawDays: days.rawDays, rollupDays: days.rollupDays });
    } catch (error) {
      logEvent('insights.retention', { error: error instanceof Error ? error.message : String(error) }, 'error');
    }
  };

  const run = () => {
    const pass = once();
    inFlight.add(pass);
    void pass.finally(() => inFlight.delete(pass));
    return pass;
  };

  const first = run();
  // A tick while the last pass still runs (a first start rolling up a month) is skipped, not stacked.
  const timer = setInterval(() => {
    if (inFlight.size === 0) void run();
  }, everyMs);
  timer.unref();
  const stop = async () => {
    stopped = true;
    clearInterval(timer);
    await Promise.all(inFlight);
    release();
  };
  // Closing the store stops the upkeep first and waits for the pass in flight, so no query meets a closed connection.
  const release = store.beforeClose(stop);
  return { first, run, stop };
}
