/** A fixed one-minute window per client and endpoint, in memory: enough for one process; see README for several. */
export class RateLimiter {
  private windows = new Map<string, { count: number; resetAt: number }>();
  private lastSweep = 0;

  constructor(private readonly perMinute: number) {}

  take(key: string, now = Date.now()): { ok: true } | { ok: false; retryAfterSeconds: number } {
    this.sweep(now);
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      this.windows.set(key, { count: 1, resetAt: now + 60_000 });
      return { ok: true };
    }
    if (window.count >= this.perMinute) return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)) };
    window.count += 1;
    return { ok: true };
  }

  private sweep(now: number) {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

/** The client's address as the nearest proxy reports it; without a proxy, one shared bucket. */
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || headers.get('x-real-ip')?.trim() || 'direct';
}
