/** @postgres */
import { StoreBusyError } from '@/lib/db/bounded-dialect';
import { createReadiness } from '@/lib/health';
import { databases, openStore } from '@/testing/stores';

// A query that cannot have the database in time fails, says so in the log and in readiness, and leaves nothing held:
// once the holder lets go, the store works as before.

const probe = { API_BASE_URL: '', UPSTREAM_TIMEOUT_MS: 1_000, SMTP_URL: undefined };

describe.each(databases)('waiting for the database on %s', (database) => {
  it('gives up after its bound, logs it, reports unavailable, and recovers', async () => {
    // Short: the holders take connections the pool has open already, so none of them waits on a new one.
    const bound = 250;
    const store = await openStore(database, { acquireTimeoutMs: bound });
    await store.ready();
    // Every connection held by a transaction that does not end: SQLite's one, or PostgreSQL's whole pool of ten.
    const count = store.dialect === 'sqlite' ? 1 : 10;
    // Opened outside the bound (the pool's own 5 s), as a loaded machine may take longer than the bound for ten.
    if (store.pool) for (const client of await Promise.all(Array.from({ length: count }, () => store.pool!.connect()))) client.release();
    const errors: string[] = [];
    const write = jest.spyOn(process.stderr, 'write').mockImplementation((chunk) => errors.push(String(chunk)) > 0);
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let inside = 0;
    let allInside = () => undefined as void;
    const held = new Promise<void>((resolve) => (allInside = resolve));
    const holders = Array.from({ length: count }, () => store.db.transaction().execute(async (trx) => {
      await trx.selectFrom('health').selectAll().execute();
      if (++inside === count) allInside();
      await released;
    }));
    await held;
    const started = Date.now();
    const failure = await store.probeWrite().catch((error: unknown) => error);
    const waited = Date.now() - started;
    expect(failure).toBeInstanceOf(StoreBusyError);
    expect(waited).toBeGreaterThanOrEqual(bound - 50);
    const readiness = await createReadiness(() => store, probe)();
    expect(readiness).toMatchObject({ status: 'unavailable', store: { writable: false } });
    write.mockRestore();
    const busy = errors.filter((line) => line.includes('"event":"store.busy"')).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(busy).not.toHaveLength(0);
    // The log says what was busy: on PostgreSQL all ten connections open and held, and this query waiting.
    for (const line of busy) {
      expect(line).toMatchObject({ waitedMs: bound, lateMs: expect.any(Number) });
      if (store.dialect === 'postgres') expect(line).toMatchObject({ open: 10, idle: 0, waiting: expect.any(Number) });
      else expect(line).not.toHaveProperty('open');
    }

    release();
    await Promise.all(holders);
    await expect(store.probeWrite()).resolves.toBeUndefined();
    expect(await createReadiness(() => store, probe)()).toMatchObject({ status: 'ready' });
  });
});
