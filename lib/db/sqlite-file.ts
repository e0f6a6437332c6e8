import { chmodSync, existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import { logEvent } from '@/lib/log';

// The SQLite file as the Store opens it: the owner's alone, its pragmas set, switched to WAL under the migration lock.

export const WAL_SIZE_LIMIT = 16 * 1024 * 1024;

/**
 * Enquiries hold personal data: the database file is the owner's alone, and SQLite gives -wal and -shm its mode.
 * SQLite opens and creates the file itself (under an owner-only umask when it is new). Nothing else may open it in
 * this process while a connection is open: POSIX drops every lock a process holds on a file when the process
 * closes any descriptor of it, and a database whose lock is gone is taken over by the next outside reader, which
 * deletes the live log on its close (SQLite's "How To Corrupt An SQLite Database File", 2.2; e2e/store-outside-reader).
 */
function openPrivately(file: string): Sqlite.Database {
  const dir = path.dirname(file);
  // The file is chosen at run time (DATA_DIR): nothing for the build's file tracing to follow.
  if (!existsSync(/*turbopackIgnore: true*/ dir)) mkdirSync(/*turbopackIgnore: true*/ dir, { recursive: true, mode: 0o700 });
  else warnIfShared(dir);
  const created = !existsSync(/*turbopackIgnore: true*/ file);
  const umask = created ? process.umask(0o077) : undefined;
  let db: Sqlite.Database;
  try {
    db = new Sqlite(file);
  } finally {
    if (umask !== undefined) process.umask(umask);
  }
  // chmod takes a path, not a descriptor: a file made wider by hand is narrowed without touching any lock.
  for (const name of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(/*turbopackIgnore: true*/ name)) chmodSync(/*turbopackIgnore: true*/ name, 0o600);
  return db;
}

/** A data folder the operator made readable by others is theirs to narrow (it may hold more than the store): said once per open. */
function warnIfShared(dir: string) {
  const mode = statSync(/*turbopackIgnore: true*/ dir).mode & 0o777;
  if (mode & 0o077) logEvent('store.data-dir', { dir, mode: mode.toString(8), note: `others can list the folder that holds the enquiries: chmod 700 ${dir}` }, 'warn');
}

export function openSqlite(file: string): Sqlite.Database {
  const db = file === ':memory:' ? new Sqlite(file) : openPrivately(file);
  // The log mode (WAL) is the file's, set by the first store to migrate it: switchToWriteAheadLog below.
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  // Notes go with their enquiry, and a staff member's sessions and passkeys with them, as on PostgreSQL.
  db.pragma('foreign_keys = ON');
  // Deleted enquiries (retention, erasure) are overwritten with zeros, not left in free pages.
  db.pragma('secure_delete = ON');
  // After the log starts again, its file is cut back to this size rather than keeping its largest.
  db.pragma(`journal_size_limit = ${WAL_SIZE_LIMIT}`);
  return db;
}

/** How long a store waits to switch a new file to WAL while others hold it, as long as a write waits (busy_timeout). */
const WAL_SWITCH_WAIT_MS = 5_000;

/**
 * Puts the file in WAL mode, which it then keeps. The switch needs every other connection out of the file, and SQLite
 * answers SQLITE_BUSY at once instead of waiting as a write does: two processes that created the same file at one
 * moment saw "database is locked" from one of them (lib/db/migration-lock.test.ts). It runs under the migration lock,
 * so it waits only on readers (the checkpoint worker, an outside `sqlite3`), and is tried again until they let go.
 */
export async function switchToWriteAheadLog(db: Sqlite.Database): Promise<void> {
  const started = Date.now();
  for (;;) {
    let mode: unknown;
    try {
      mode = db.pragma('journal_mode = WAL', { simple: true });
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'SQLITE_BUSY' || Date.now() - started > WAL_SWITCH_WAIT_MS) throw error;
    }
    // A database in memory has no log to write ahead.
    if (mode === 'wal' || mode === 'memory') return;
    if (mode !== undefined && Date.now() - started > WAL_SWITCH_WAIT_MS) throw new Error(`SQLite kept journal mode ${String(mode)} instead of wal`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

