import { PerformanceObserver } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';

// When the insights stop taking beacons so that the site keeps answering: a bound on the work queued, and one on the
// heap as a whole, for whatever else a flood makes the process hold (Next's own state for each request in flight).

/** Why a beacon is shed: the writer's queue is at its bound, or the heap is near its limit. */
export type ShedReason = 'queue' | 'heap';

export interface LoadGauge {
  /** The heap in use after the latest collection, as a percentage of V8's limit (--max-old-space-size). */
  heapPercent(): number;
  stop(): void;
}

/**
 * Reads the heap once a garbage collection, never per beacon: right after one, what is in use is close to what is
 * live, and a flood makes collections every few milliseconds. Until the first, the heap counts as empty.
 */
export function heapGauge(): LoadGauge {
  const limit = getHeapStatistics().heap_size_limit;
  let percent = 0;
  const observer = new PerformanceObserver(() => {
    percent = (getHeapStatistics().used_heap_size / limit) * 100;
  });
  observer.observe({ entryTypes: ['gc'] });
  return { heapPercent: () => percent, stop: () => observer.disconnect() };
}

/** Whether to shed a beacon now, and why; undefined to take it. */
export function shedReason(writer: { readonly full: boolean }, heapPercent: number, limitPercent: number): ShedReason | undefined {
  if (writer.full) return 'queue';
  if (heapPercent >= limitPercent) return 'heap';
  return undefined;
}
