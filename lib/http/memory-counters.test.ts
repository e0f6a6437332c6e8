import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { MemoryCounters } from './memory-counters';
import { keepsRequest } from './request-retention';

describe('MemoryCounters', () => {
  it('counts a key for its duration, refuses past its points with the time left, and starts again after', async () => {
    let now = 1_000_000;
    const counters = new MemoryCounters({ points: 2, duration: 60, clock: () => now });
    await expect(counters.consume('a')).resolves.toMatchObject({ consumedPoints: 1, remainingPoints: 1, isFirstInDuration: true });
    now += 1_000;
    await expect(counters.consume('a')).resolves.toMatchObject({ consumedPoints: 2, remainingPoints: 0 });
    const refused = await counters.consume('a').catch((res: unknown) => res);
    expect(refused).toBeInstanceOf(RateLimiterRes);
    expect(refused).toMatchObject({ consumedPoints: 3, msBeforeNext: 59_000 });
    await expect(counters.consume('b')).resolves.toMatchObject({ consumedPoints: 1 });
    now += 59_000;
    expect(await counters.get('a')).toBeNull();
    await expect(counters.consume('a')).resolves.toMatchObject({ consumedPoints: 1 });
  });

  it('blocks, rewards, penalises and deletes as the library does', async () => {
    const counters = new MemoryCounters({ points: 3, duration: 60 });
    await counters.block('k', 30);
    await expect(counters.consume('k')).rejects.toBeInstanceOf(RateLimiterRes);
    await counters.delete('k');
    await counters.penalty('k', 2);
    await counters.reward('k', 1);
    expect(await counters.get('k')).toMatchObject({ consumedPoints: 1 });
  });

  it('sweeps the counts that have ended, once a duration has passed', async () => {
    let now = 0;
    const counters = new MemoryCounters({ points: 5, duration: 60, clock: () => now });
    for (let i = 0; i < 1_000; i++) await counters.consume(`10.0.${i >> 8}.${i & 255}`);
    expect(counters.size).toBe(1_000);
    now += 61_000;
    await counters.consume('later');
    expect(counters.size).toBe(1);
  });

  it('holds no more keys than its bound: planted past it, the oldest are forgotten', async () => {
    const counters = new MemoryCounters({ points: 5, duration: 60, maxKeys: 100 });
    for (let i = 0; i < 250; i++) await counters.consume(`key-${i}`);
    expect(counters.size).toBe(100);
    expect(await counters.get('key-149')).toBeNull();
    expect(await counters.get('key-150')).toMatchObject({ consumedPoints: 1 });
    expect(await counters.get('key-249')).toMatchObject({ consumedPoints: 1 });
  });

  it('lets go of the request a count was taken in (RateLimiterMemory held it for the duration, by its timer)', async () => {
    // The guard's own check: the library's counters do keep the request, so this test can tell the two apart.
    const library = new RateLimiterMemory({ points: 5, duration: 60 });
    expect(await keepsRequest(() => library.consume('held'))).toBe(true);
    await library.delete('held');

    const counters = new MemoryCounters({ points: 5, duration: 60 });
    expect(await keepsRequest(() => counters.consume('198.51.100.7'))).toBe(false);
    expect(await counters.get('198.51.100.7')).toMatchObject({ consumedPoints: 1 });
  });
});
