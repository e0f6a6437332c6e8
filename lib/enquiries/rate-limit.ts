import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

export type Take = { ok: true } | { ok: false; retryAfterSeconds: number };

/** One point per enquiry, per key; the counters may live in memory or in a database. */
export interface RateLimiter {
  take(key: string): Promise<Take>;
}

/** Keys past this many a minute share one bucket: each key is held for its minute, so memory stays bounded. */
export const NEW_KEYS_PER_MINUTE = 1_000;
export const OVERFLOW = 'overflow';
const KEY_LENGTH = 100;

/**
 * `perClient` counts each key's enquiries in its window; `newcomers` counts keys first seen in a window
 * under the single key "all", so a flood of distinct addresses costs at most its points in keys.
 */
export function rateLimiter(perClient: RateLimiterAbstract, newcomers: RateLimiterAbstract): RateLimiter {
  return {
    async take(key) {
      let bucket = key.slice(0, KEY_LENGTH);
      if ((await perClient.get(bucket)) === null && !(await consume(newcomers, 'all')).ok) bucket = OVERFLOW;
      return consume(perClient, bucket);
    },
  };
}

async function consume(limiter: RateLimiterAbstract, key: string): Promise<Take> {
  try {
    await limiter.consume(key);
    return { ok: true };
  } catch (rejection) {
    // The library refuses with its result when out of points, and with an Error when its store fails.
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
  }
}
