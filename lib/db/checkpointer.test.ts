import { closeSync, copyFileSync, existsSync, fstatSync, mkdtempSync, openSync, readSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import Database from 'better-sqlite3';
import { WAL_SIZE_LIMIT } from './sqlite-file';
import { Store } from './store';

const MESSAGE = 'We would like a fixed-price quote for moving our booking system from a single server to a managed cloud setup. '.repeat(4);

function store(file: string, checkpoints = {}) {
  return new Store(file, { checkpoints: { everyMs: 20, ...checkpoints } });
}

let next = 0;
async function insert(target: Store) {
  next += 1;
  await target.enquiries.insert({
    endpoint: 'contact-us',
    payload: { full_name: 'Priya Raman', email_address: 'priya@example.co.uk', message: MESSAGE },
    status: 'stored',
    idempotencyKey: `key-${String(next).padStart(8, '0')}`,
    answer: (ref) => ({ status: 201, body: { ok: true, ref } }),
  });
}

/** The enquiries a copy of the database file alone holds: what would be left if the log were lost. */
function rowsInDatabaseFile(file: string, dir: string) {
  const copy = path.join(dir, 'copy.sqlite');
  copyFileSync(file, copy);
  const db = new Database(copy, { readonly: true });
  try {
    // Before the first checkpoint the file does not even hold the schema.
    const table = db.prepare(`SELECT 1 FROM sqlite_schema WHERE name = 'enquiries'`).get();
    return table ? (db.prepare('SELECT COUNT(*) AS count FROM enquiries').get() as { count: number }).count : 0;
  } finally {
    db.close();
  }
}

/** Waits for a state. The bound only ends a failing wait: beside processes fsyncing large files a checkpoint took seconds. */
async function until(check: () => boolean, timeoutMs = 20_000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await sleep(10);
  }
}

describe('checkpoints off the request thread', () => {
  let dir: string;
  let file: string;
  /** Until the database file alone holds `count` enquiries. A copy taken while the worker writes the file can be torn: that reading counts as not yet. */
  const untilInDatabaseFile = (count: number) =>
    until(() => {
      try {
        return rowsInDatabaseFile(file, dir) === count;
      } catch {
        return false;
      }
    });
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'checkpoint-'));
    file = path.join(dir, 'enquiries.sqlite');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('turns SQLite’s own checkpoints off and copies stored enquiries into the database file from the worker', async () => {
    const target = store(file);
    expect(target.sqlite!.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
    expect(target.checkpointer?.mode()).toBe('worker');
    for (let index = 0; index < 50; index += 1) await insert(target);
    // Nothing on this thread checkpoints now: only the worker can bring the rows into the database file.
    await untilInDatabaseFile(50);
    target.close();
  }, 30_000);

  it('finds the log of a new file switched to WAL after the worker’s first checkpoint', async () => {
    // A driver that leaves a mark once a checkpoint has run: the store is readied (its new, empty file switched to WAL)
    // only after the worker checkpointed the file as it was, with no log. Until the worker read the file again, it saw
    // no log for the life of the process: nothing reached the database file, and the log never started again.
    const driver = path.join(dir, 'marking-driver.js');
    const mark = path.join(dir, 'checkpointed');
    writeFileSync(
      driver,
      `const Database = require(${JSON.stringify(require.resolve('better-sqlite3'))});` +
        ` module.exports = class extends Database { pragma(source, options) { const result = super.pragma(source, options);` +
        ` if (source.startsWith('wal_checkpoint')) require('node:fs').writeFileSync(${JSON.stringify(mark)}, ''); return result; } };`,
    );
    const target = store(file, { driver });
    expect(await target.checkpointer?.ready).toBe('worker');
    await until(() => existsSync(mark));
    expect(existsSync(`${file}-wal`)).toBe(false);
    for (let index = 0; index < 50; index += 1) await insert(target);
    await untilInDatabaseFile(50);
    target.close();
  }, 30_000);

  /**
   * Floods `target` with enquiries, one per turn of the event loop, until the log has started again `restarts` times
   * or `most` were written. Says how many restarts it saw, and how large the log file was just after each.
   */
  async function flood(target: Store, { restarts: wanted, most }: { restarts: number; most: number }) {
    const log = openSync(`${file}-wal`, 'r');
    const header = Buffer.alloc(32);
    let salt = '';
    const sizes: number[] = [];
    const first = next;
    try {
      while (sizes.length <= wanted && next - first < most) {
        await insert(target);
        // SQLite writes a new salt into the log's header each time the log starts again from its beginning.
        readSync(log, header, 0, 32, 0);
        const current = header.subarray(16, 24).toString('hex');
        if (current !== salt) {
          salt = current;
          sizes.push(fstatSync(log).size);
        }
        await new Promise((resolve) => setImmediate(resolve));
      }
    } finally {
      closeSync(log);
    }
    // The first salt seen is the log's own, not a restart.
    return { restarts: sizes.length - 1, sizesAfterRestart: sizes.slice(1) };
  }

  it('starts the log again during a steady flood of enquiries, so it stays small', async () => {
    const target = store(file, { restartFrames: 200 });
    expect(await target.checkpointer?.ready).toBe('worker');
    // The schema's first write makes the log.
    await target.ready();
    // The worker's checkpoints are always overtaken by a write. Counts, not times: five restarts took 200-1,500
    // enquiries on a quiet machine and 5,000 with two processes writing and fsyncing 300 MB files beside it (each
    // checkpoint's fsync 250-380 ms); without the request thread's checkpoint, one in 12,000.
    const { restarts, sizesAfterRestart } = await flood(target, { restarts: 5, most: 12_000 });
    expect(restarts).toBeGreaterThanOrEqual(5);
    // How large the log grows between restarts is how many enquiries arrive during one fsync, the disk's speed: 2-8 MB
    // quiet, 50-80 MB beside four processes fsyncing large files. Each restart cuts the file back to the store's limit;
    // what the enquiry that started it wrote is the room above it.
    for (const size of sizesAfterRestart) expect(size).toBeLessThanOrEqual(WAL_SIZE_LIMIT + 1024 * 1024);
    target.close();
    // 0.8 s alone; past Jest's 5 s beside the build and the restore tests' databases, which a count must survive.
  }, 120_000);

  it('checkpoints no more while the request thread’s own is asked for, so a slow disk cannot keep it from ending', async () => {
    // A driver whose checkpoints keep reading the log for 100 ms after they copy it, as one waiting on a slow fsync
    // keeps its lock. When the worker went on checkpointing after asking, the request thread's checkpoint met one of
    // these nearly every time and could not finish, and the log never started again (91 MB in 3,000 enquiries beside
    // two processes fsyncing large files).
    const driver = path.join(dir, 'slow-checkpoints.js');
    writeFileSync(
      driver,
      `const Database = require(${JSON.stringify(require.resolve('better-sqlite3'))});` +
        ` module.exports = class extends Database { pragma(source, options) { const result = super.pragma(source, options);` +
        ` if (source.startsWith('wal_checkpoint')) { this.exec('BEGIN'); this.prepare('SELECT COUNT(*) FROM enquiries').get();` +
        ` Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100); this.exec('COMMIT'); } return result; } };`,
    );
    const target = store(file, { driver, everyMs: 1, restartFrames: 200 });
    await target.ready();
    expect(await target.checkpointer?.ready).toBe('worker');
    // Three restarts took 300-900 enquiries quiet, and up to 3,000 beside four processes fsyncing large files; asking
    // while the worker went on, none or one in 12,000.
    const { restarts } = await flood(target, { restarts: 3, most: 12_000 });
    expect(restarts).toBeGreaterThanOrEqual(3);
    target.close();
  }, 60_000);

  it('on close, copies every enquiry into the database file and removes the log, the worker’s connection notwithstanding', async () => {
    const target = store(file, { everyMs: 60_000 });
    expect(await target.checkpointer?.ready).toBe('worker');
    for (let index = 0; index < 300; index += 1) await insert(target);
    expect(rowsInDatabaseFile(file, dir)).toBe(0);
    target.close();
    expect(rowsInDatabaseFile(file, dir)).toBe(300);
    expect(existsSync(`${file}-wal`)).toBe(false);
  });

  it('stops only once the worker has closed its connection, so the next close is the last and removes the log', async () => {
    // A driver whose close takes 200 ms and then leaves a mark: stop() must not return before the mark is there.
    // Before, it only posted the message: at process exit the worker was ended first, and the log stayed.
    const driver = path.join(dir, 'slow-driver.js');
    const mark = path.join(dir, 'closed');
    writeFileSync(
      driver,
      `module.exports = class { pragma() { return [{ log: 0 }]; } close() {` +
        ` Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200); require('node:fs').writeFileSync(${JSON.stringify(mark)}, ''); } };`,
    );
    const target = store(file, { driver });
    expect(await target.checkpointer?.ready).toBe('worker');
    target.checkpointer!.stop();
    expect(existsSync(mark)).toBe(true);
    target.close();
    expect(existsSync(`${file}-wal`)).toBe(false);
  });

  it('gives the checkpoints back to SQLite when the worker cannot start, and says so', async () => {
    const warn = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const target = store(file, { driver: 'no-such-sqlite-driver' });
    expect(await target.checkpointer?.ready).toBe('inline');
    expect(target.checkpointer?.mode()).toBe('inline');
    expect(target.sqlite!.pragma('wal_autocheckpoint', { simple: true })).toBe(1_000);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"event":"store.checkpointer"'));
    warn.mockRestore();
    target.close();
  });

  it('never holds the process open, even for a store that is never closed', async () => {
    const before = process.getActiveResourcesInfo().filter((resource) => resource === 'MessagePort').length;
    const open = store(path.join(dir, 'left-open.sqlite'));
    expect(await open.checkpointer!.ready).toBe('worker');
    expect(process.getActiveResourcesInfo().filter((resource) => resource === 'MessagePort')).toHaveLength(before);
    await open.close();
  });

  it('starts no worker for a database in memory', async () => {
    const target = new Store(':memory:');
    expect(target.checkpointer).toBeUndefined();
    expect(existsSync(path.join(dir, 'enquiries.sqlite-wal'))).toBe(false);
    target.close();
  });
});
