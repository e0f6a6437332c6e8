import { RateLimiterCompatibleAbstract, RateLimiterRes } from 'rate-limiter-flexible';

/** The most keys one set of counters holds; past it the oldest key is forgotten (its client starts afresh). */
export const MEMORY_COUNTERS_MAX_KEYS = 50_000;

interface Count {
  points: number;
  /** When the count ends, ms; Infinity for a duration of 0. */
  endsAt: number;
}

interface CountersOptions {
  keyPrefix?: string;
  points: number;
  duration: number;
  maxKeys?: number;
  clock?: () => number;
}

/**
 * Rate-limit counters in this process's memory, as RateLimiterMemory keeps them but with no timer per key. Node stamps
 * each timer with the AsyncLocalStorage context it was made in: inside Next that is the request's own store, which
 * holds the request, its response and its streams, so each key's 60 s timer kept a whole request alive (28 kB a key
 * measured, 11,000 keys a minute under a flood of new addresses: 300 MB). Counts that have ended are swept when a
 * count is taken, at most once a duration, and never more than `maxKeys` are held.
 */
export class MemoryCounters extends RateLimiterCompatibleAbstract {
  declare readonly keyPrefix: string;
  // Set by a store's limiter that insures itself with these counters; nothing is blocked or spread out here.
  declare blockDuration: number;
  declare execEvenly: boolean;
  private readonly counts = new Map<string, Count>();
  private readonly points: number;
  private readonly msDuration: number;
  private readonly maxKeys: number;
  private readonly clock: () => number;
  private sweptAt: number;

  constructor({ keyPrefix = '', points, duration, maxKeys = MEMORY_COUNTERS_MAX_KEYS, clock = Date.now }: CountersOptions) {
    super();
    // The library's base class has accessors for these that throw until overridden: own properties stand in.
    Object.defineProperties(this, { keyPrefix: { value: keyPrefix, enumerable: true }, blockDuration: { value: 0, writable: true }, execEvenly: { value: false, writable: true } });
    this.points = points;
    this.msDuration = duration * 1000;
    this.maxKeys = maxKeys;
    this.clock = clock;
    this.sweptAt = clock();
  }

  /** Keys held now, ended counts included until the next sweep. */
  get size(): number {
    return this.counts.size;
  }

  consume(key: string | number, points = 1, options: { customDuration?: number } = {}): Promise<RateLimiterRes> {
    const res = this.add(key, points, options.customDuration ?? this.msDuration / 1000);
    return res.consumedPoints > this.points ? Promise.reject(res) : Promise.resolve(res);
  }

  penalty(key: string | number, points = 1, options: { customDuration?: number } = {}): Promise<RateLimiterRes> {
    return Promise.resolve(this.add(key, points, options.customDuration ?? this.msDuration / 1000));
  }

  reward(key: string | number, points = 1, options: { customDuration?: number } = {}): Promise<RateLimiterRes> {
    return Promise.resolve(this.add(key, -points, options.customDuration ?? this.msDuration / 1000));
  }

  get(key: string | number): Promise<RateLimiterRes | null> {
    const count = this.live(this.getKey(key), this.clock());
    return Promise.resolve(count ? this.result(count, false) : null);
  }

  set(key: string | number, points: number, secDuration: number): Promise<RateLimiterRes> {
    return Promise.resolve(this.result(this.start(this.getKey(key), points, secDuration), true));
  }

  block(key: string | number, secDuration: number): Promise<RateLimiterRes> {
    return this.set(key, this.points + 1, secDuration);
  }

  delete(key: string | number): Promise<boolean> {
    return Promise.resolve(this.counts.delete(this.getKey(key)));
  }

  private getKey(key: string | number): string {
    return this.keyPrefix ? `${this.keyPrefix}:${key}` : String(key);
  }

  private add(key: string | number, points: number, secDuration: number): RateLimiterRes {
    const name = this.getKey(key);
    const count = this.live(name, this.clock());
    if (!count) return this.result(this.start(name, points, secDuration), true);
    count.points += points;
    return this.result(count, false);
  }

  /** A key's count when it has not ended; an ended one is dropped. */
  private live(name: string, now: number): Count | undefined {
    const count = this.counts.get(name);
    if (count && count.endsAt <= now) {
      this.counts.delete(name);
      return undefined;
    }
    return count;
  }

  private start(name: string, points: number, secDuration: number): Count {
    const now = this.clock();
    this.sweep(now);
    const count = { points, endsAt: secDuration > 0 ? now + secDuration * 1000 : Infinity };
    // Deleted first so the map's order stays the order counts began: the oldest is the first to forget.
    this.counts.delete(name);
    this.counts.set(name, count);
    if (this.counts.size > this.maxKeys) {
      const oldest = this.counts.keys().next().value;
      if (oldest !== undefined) this.counts.delete(oldest);
    }
    return count;
  }

  private sweep(now: number) {
    if (now - this.sweptAt < Math.max(this.msDuration, 1_000)) return;
    this.sweptAt = now;
    for (const [name, count] of this.counts) if (count.endsAt <= now) this.counts.delete(name);
  }

  private result(count: Count, first: boolean): RateLimiterRes {
    const left = count.endsAt === Infinity ? -1 : count.endsAt - this.clock();
    return new RateLimiterRes(Math.max(this.points - count.points, 0), left, count.points, first);
  }
}
