import { createHash, randomBytes } from 'node:crypto';
import { RateLimiterRes, type RateLimiterLike } from 'rate-limiter-flexible';

export type Take = { ok: true } | { ok: false; retryAfterSeconds: number };

/** One point per enquiry, per key; the counters may live in memory or in a database. */
export interface RateLimiter {
  take(key: string): Promise<Take>;
}

/**
 * Keys first seen past this many a minute are counted in overflow buckets: each key is held for its minute, so
 * memory stays bounded (MemoryCounters, about 0.2 kB a key). Keys are addresses a trusted proxy saw, so reaching it takes ten
 * thousand real addresses a minute.
 */
export const NEW_KEYS_PER_MINUTE = 10_000;
/** Newcomers past the cap are spread over this many buckets, so a flood fills its own and not a visitor's. */
export const OVERFLOW_BUCKETS = 1_024;
const KEY_LENGTH = 100;

/**
 * `perClient` counts each key's enquiries in its window; `newcomers` counts keys first seen in a window under the
 * single key "all". Past that, a key counts in one of `overflowBuckets` shared buckets, chosen by a keyed hash:
 * the salt is the process's own, so nobody can aim a flood at the bucket a given visitor will land in.
 */
export function rateLimiter(perClient: RateLimiterLike, newcomers: RateLimiterLike, { overflowBuckets = OVERFLOW_BUCKETS, salt = randomBytes(16) } = {}): RateLimiter {
  const overflow = (key: string) => `overflow:${createHash('sha256').update(salt).update(key).digest().readUInt32BE(0) % overflowBuckets}`;
  return {
    async take(key) {
      let bucket = key.slice(0, KEY_LENGTH);
      if ((await perClient.get(bucket)) === null && !(await consume(newcomers, 'all')).ok) bucket = overflow(bucket);
      return consume(perClient, bucket);
    },
  };
}

async function consume(limiter: RateLimiterLike, key: string): Promise<Take> {
  try {
    await limiter.consume(key);
    return { ok: true };
  } catch (rejection) {
    // The library refuses with its result when out of points, and with an Error when its store fails.
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
  }
}
