import { Worker } from 'node:worker_threads';
import type Database from 'better-sqlite3';
import { logEvent } from '@/lib/log';

/**
 * Copying the write-ahead log back into the database (a checkpoint) ends in an fsync of both files. SQLite runs
 * it inside the commit that crosses 1,000 log pages, on the thread that answers requests: an enquiry in every
 * hundred or so waited 5-25 ms for it, and every request in flight waited with it. Here another thread, with
 * its own connection, checkpoints on a timer instead. A passive checkpoint never holds the writer lock, so
 * enquiries keep being written meanwhile; and the timer bounds how long a stored enquiry waits for its fsync
 * (under synchronous = NORMAL, until the next checkpoint).
 *
 * The log starts again from its beginning only after a checkpoint that no write overtook, which a steady flood
 * of enquiries never leaves room for. So once the log passes `restartFrames` pages, the worker asks the request
 * thread for one checkpoint of its own: it copies only what came in since the worker's last one, and the next
 * write starts the log again. The worker checkpoints no more until that one is done: two checkpoints cannot run at
 * once, and on a slow disk (an fsync of 250-380 ms beside CI's build) the worker's next one was always under way
 * when the request thread's came, which then copied nothing: the log grew to 90 MB in 3,000 enquiries.
 */
export interface CheckpointOptions {
  /** How often the worker checkpoints. */
  everyMs?: number;
  /** Log pages after which the request thread runs one checkpoint itself, so the log starts again. */
  restartFrames?: number;
  /** The SQLite driver the worker loads, resolved from the working directory (a test names a missing one). */
  driver?: string;
}

export interface Checkpointer {
  /** 'worker' while the worker runs; 'inline' when it could not start and SQLite's own checkpoints are back. */
  readonly mode: () => 'worker' | 'inline';
  /** Settles once the worker has its connection open (with 'worker') or could not start (with 'inline'). */
  readonly ready: Promise<'worker' | 'inline'>;
  /**
   * Ends the worker and waits (up to STOP_WAIT_MS) until its connection is closed, so that the request thread's,
   * closed next, makes the last checkpoint and removes the log as SQLite does.
   */
  stop(): void;
}

const DEFAULTS = { everyMs: 250, restartFrames: 4_000, driver: 'better-sqlite3' } satisfies Required<CheckpointOptions>;
/** SQLite's own threshold, restored when the worker is gone. */
const SQLITE_AUTOCHECKPOINT = 1_000;

// Plain CommonJS run by the worker as it is (eval), so that no bundler has to know about a second entry point.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
parentPort.postMessage({ type: 'ready' });
let waiting = false;
const checkpoint = () => {
  if (waiting) return;
  const [result] = db.pragma('wal_checkpoint(PASSIVE)');
  // -1: this connection has not seen a log. It learns the file's mode only when it reads, and a checkpoint does not
  // read: a worker whose first one came before the store switched a new file to WAL checkpointed nothing for the
  // life of the process, and the log grew without end (0 restarts in 12,000 enquiries, ci-73).
  if (result.log < 0) return void db.prepare('SELECT 1 FROM sqlite_schema LIMIT 1').get();
  if (result.log < workerData.restartFrames) return;
  waiting = true;
  parentPort.postMessage({ type: 'restart' });
};
const timer = setInterval(checkpoint, workerData.everyMs);
const closed = new Int32Array(workerData.closed);
parentPort.on('message', (message) => {
  if (message === 'restarted') waiting = false;
  if (message === 'stop') {
    clearInterval(timer);
    db.close();
    Atomics.store(closed, 0, 1);
    Atomics.notify(closed, 0);
    parentPort.close();
  }
});
`;

/**
 * How long stop() waits for the worker to close its connection. The request thread's close makes the last
 * checkpoint and removes the log only if it can lock the database alone; a worker still checkpointing holds it,
 * and at process exit the worker is ended before it closes: the log stayed behind (the SIGTERM e2e test, under
 * load). A passive checkpoint takes milliseconds; this bounds a stuck one.
 */
const STOP_WAIT_MS = 2_000;

/** Turns SQLite's automatic checkpoints off on `db` and runs them from a worker thread instead. */
export function startCheckpointer(db: Database.Database, file: string, options: CheckpointOptions = {}): Checkpointer {
  const { everyMs, restartFrames, driver } = { ...DEFAULTS, ...options };
  let mode: 'worker' | 'inline' = 'worker';
  let settle: (mode: 'worker' | 'inline') => void = () => undefined;
  const ready = new Promise<'worker' | 'inline'>((resolve) => {
    settle = resolve;
  });
  db.pragma('wal_autocheckpoint = 0');
  const closed = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file, everyMs, restartFrames, driver, closed: closed.buffer } });
  let running = true;

  const fallBack = (reason: string) => {
    if (mode === 'inline') return;
    mode = 'inline';
    if (db.open) db.pragma(`wal_autocheckpoint = ${SQLITE_AUTOCHECKPOINT}`);
    settle(mode);
    logEvent('store.checkpointer', { mode, reason }, 'warn');
  };
  worker.on('message', (message: { type?: string }) => {
    if (message.type === 'ready') settle(mode);
    if (message.type !== 'restart' || !db.open) return;
    try {
      db.pragma('wal_checkpoint(PASSIVE)');
    } catch (error) {
      logEvent('store.checkpoint', { error: error instanceof Error ? error.message : String(error) }, 'error');
    } finally {
      worker.postMessage('restarted');
    }
  });
  worker.on('error', (error) => ((running = false), fallBack(error.message)));
  worker.on('exit', (code) => ((running = false), fallBack(`worker exited with code ${code}`)));
  // The worker never holds the process open. After the listeners: a 'message' listener added after unref() refs the
  // worker's port again, and then a store left open kept its process alive (a Jest run that passed and never exited,
  // ci14 and ci26-27 of 2026-11-27/28).
  worker.unref();

  return {
    mode: () => mode,
    ready,
    stop() {
      worker.removeAllListeners();
      worker.on('error', () => undefined);
      mode = 'inline';
      settle(mode);
      if (!running) return;
      running = false;
      worker.postMessage('stop');
      // Synchronous on purpose: it also runs at process exit, where nothing after it would run.
      Atomics.wait(closed, 0, 0, STOP_WAIT_MS);
    },
  };
}
