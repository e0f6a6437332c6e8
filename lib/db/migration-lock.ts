import { chmodSync } from 'node:fs';
import Sqlite from 'better-sqlite3';

/** How long a process waits for another to finish migrating the same SQLite file before its start fails (and is tried again). */
export const MIGRATION_LOCK_WAIT_MS = 30_000;

/** The file beside the store whose lock the migrating process holds: empty, and never removed (see below). */
export const migrationLockFile = (file: string) => `${file}.migration-lock`;

/** This process's migration of each file, so two stores of one file in one process take the lock one after the other. */
const inProcess = new Map<string, Promise<unknown>>();

/**
 * Runs `migrate` while no other process migrates the same SQLite file. PostgreSQL's migrator holds an advisory lock;
 * Kysely's SQLite adapter holds none (it assumes one process), and the schema steps cannot run inside one transaction
 * of the store (two of them open their own). So two processes that open a new store at the same moment (the server
 * starting, and `npm run staff` beside it) both read "nothing migrated" and both create the first table; the second
 * fails with `table "…" already exists` (seen in e2e/staff-team.spec.ts).
 *
 * The lock is SQLite's own exclusive lock on a second, empty file: a process that ends, or is killed, drops it with
 * its descriptors, so no lock outlives its holder. The file stays: deleted while another process waits on it, a third
 * would lock a new file of the same name and migrate beside the second. It is opened once at a time per process,
 * because closing any descriptor of a file drops every lock the process holds on it.
 */
export function whileMigrationLocked<T>(file: string, migrate: () => Promise<T>): Promise<T> {
  const before = inProcess.get(file) ?? Promise.resolve();
  const run = before.then(
    () => locked(file, migrate),
    () => locked(file, migrate),
  );
  inProcess.set(file, run);
  const forget = () => {
    if (inProcess.get(file) === run) inProcess.delete(file);
  };
  run.then(forget, forget);
  return run;
}

async function locked<T>(file: string, migrate: () => Promise<T>): Promise<T> {
  const name = migrationLockFile(file);
  const lock = new Sqlite(name, { timeout: MIGRATION_LOCK_WAIT_MS });
  try {
    // It holds nothing, but lives in the owner-only data folder beside files that do.
    chmodSync(name, 0o600);
    lock.exec('BEGIN EXCLUSIVE');
    try {
      return await migrate();
    } finally {
      lock.exec('COMMIT');
    }
  } finally {
    lock.close();
  }
}
