/** @postgres: needs PostgreSQL, so Jest runs it in the "database" project (jest.config.mjs). */
import { HOUR_MS } from '@/lib/time-units';
import { freshDatabaseUrl, openStore } from '@/testing/stores';
import { limiterFor, sweepExpiredCounters } from '.';

describe('the limit on PostgreSQL', () => {
  it('is one count for every instance, and falls back to memory while the database cannot be reached', async () => {
    const url = await freshDatabaseUrl();
    const [first, second] = [await openStore({ url }), await openStore({ url })];
    const [a, b] = [limiterFor(first, 2), limiterFor(second, 2)];
    expect(await a.take('198.51.100.7|contact-us')).toEqual({ ok: true });
    expect(await b.take('198.51.100.7|contact-us')).toEqual({ ok: true });
    expect(await a.take('198.51.100.7|contact-us')).toMatchObject({ ok: false });
    expect(await b.take('198.51.100.7|contact-us')).toMatchObject({ ok: false });

    const unreachable = await openStore({ url: 'postgres://quillmark@127.0.0.1:9/quillmark' });
    const alone = limiterFor(unreachable, 2);
    expect([await alone.take('k'), await alone.take('k'), await alone.take('k')]).toEqual([{ ok: true }, { ok: true }, expect.objectContaining({ ok: false })]);
  });

  it('starts no timer of its own: the library\'s sweep, one per limiter, outlived its store and queried its pool', async () => {
    const store = await openStore({ url: await freshDatabaseUrl() });
    jest.useFakeTimers();
    try {
      limiterFor(store, 2);
      limiterFor(store, 2, 'staff-auth');
      expect(jest.getTimerCount()).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });

  it('has its counters swept an hour after they expire, the rest kept', async () => {
    const store = await openStore({ url: await freshDatabaseUrl() });
    await store.ready();
    const now = Date.now();
    const pool = store.pool!;
    for (const [key, expire] of [['long gone', now - 2 * HOUR_MS], ['just gone', now - HOUR_MS / 2], ['live', now + 60_000]] as const)
      await pool.query('INSERT INTO rate_limits (key, points, expire) VALUES ($1, 1, $2)', [key, expire]);
    expect(await sweepExpiredCounters(store, now)).toBe(1);
    const left = await pool.query<{ key: string }>('SELECT key FROM rate_limits ORDER BY key');
    expect(left.rows.map((row) => row.key)).toEqual(['just gone', 'live']);
    // A counter the sweep leaves still counts: the limiter goes on from it.
    expect(await limiterFor(store, 2).take('198.51.100.9|contact-us')).toEqual({ ok: true });
  });

  it('sweeps nothing on SQLite, whose counters live in memory', async () => {
    expect(await sweepExpiredCounters(await openStore('SQLite'), Date.now())).toBe(0);
  });
});
