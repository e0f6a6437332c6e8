/** @postgres */
import { createReadiness } from '@/lib/health';
import { StoreBusyError } from './bounded-dialect';
import { databases, openStore } from './test-stores';

// A query that cannot have the database in time fails, says so in the log and in readiness, and leaves nothing held:
// once the holder lets go, the store works as before.

const probe = { API_BASE_URL: '', UPSTREAM_TIMEOUT_MS: 1_000, SMTP_URL: undefined };

describe.each(databases)('waiting for the database on %s', (database) => {
  it('gives up after its bound, logs it, reports unavailable, and recovers', async () => {
    // Long enough that a loaded machine still opens all ten of PostgreSQL's connections for the holders in time.
    const bound = 1_000;
    const store = await openStore(database, { acquireTimeoutMs: bound });
    await store.ready();
    const errors: string[] = [];
    const write = jest.spyOn(process.stderr, 'write').mockImplementation((chunk) => errors.push(String(chunk)) > 0);
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    // Every connection held by a transaction that does not end: SQLite's one, or PostgreSQL's whole pool of ten.
    const count = store.dialect === 'sqlite' ? 1 : 10;
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
    expect(errors.filter((line) => line.includes('"event":"store.busy"'))).not.toHaveLength(0);

    release();
    await Promise.all(holders);
    await expect(store.probeWrite()).resolves.toBeUndefined();
    expect(await createReadiness(() => store, probe)()).toMatchObject({ status: 'ready' });
    // Ten connections opened and held, and two waits of the bound: seconds on a busy machine, not Jest's default five.
  }, 30_000);
});
