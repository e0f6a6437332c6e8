import { RateLimiterMemory } from 'rate-limiter-flexible';
import { rateLimiter } from './rate-limit';

const memory = (points: number) => new RateLimiterMemory({ points, duration: 60 });

describe('rateLimiter', () => {
  afterEach(() => jest.useRealTimers());

  it('counts per key in one-minute windows and says when to come back', async () => {
    jest.useFakeTimers({ now: 0 });
    const limiter = rateLimiter(memory(2), memory(100));
    expect(await limiter.take('a')).toEqual({ ok: true });
    jest.advanceTimersByTime(1_000);
    expect(await limiter.take('a')).toEqual({ ok: true });
    jest.advanceTimersByTime(1_000);
    expect(await limiter.take('a')).toEqual({ ok: false, retryAfterSeconds: 58 });
    expect(await limiter.take('b')).toEqual({ ok: true });
    jest.advanceTimersByTime(58_000);
    expect(await limiter.take('a')).toEqual({ ok: true });
  });

  it('counts keys past the newcomers a minute allows in overflow buckets, which a flood fills for itself', async () => {
    const perClient = memory(2);
    const limiter = rateLimiter(perClient, memory(3), { overflowBuckets: 4_096, salt: Buffer.from('rate-limit.test') });
    for (const key of ['a', 'b', 'c']) expect(await limiter.take(key)).toEqual({ ok: true });
    // Forty newcomers past the cap each spend what their bucket allows, and more.
    for (let i = 0; i < 40; i++) for (let take = 0; take < 3; take++) await limiter.take(`flood-${i}`);
    expect(await perClient.get('flood-0')).toBeNull();
    expect((await limiter.take('flood-0')).ok).toBe(false);
    // A visitor first seen during the flood is still served, twice, like anyone else.
    expect(await limiter.take('visitor')).toEqual({ ok: true });
    expect(await limiter.take('visitor')).toEqual({ ok: true });
    expect((await limiter.take('visitor')).ok).toBe(false);
    // A key already counting keeps its own bucket.
    expect(await limiter.take('a')).toEqual({ ok: true });
  });

  it('caps the length of a key', async () => {
    const perClient = memory(1);
    const limiter = rateLimiter(perClient, memory(10));
    await limiter.take(`${'x'.repeat(12_000)}|newsletter`);
    expect(await perClient.get('x'.repeat(100))).not.toBeNull();
  });
});
