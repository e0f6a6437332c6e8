import 'server-only';
import { chmodSync, closeSync, copyFileSync, existsSync, fsyncSync, mkdirSync, openSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import pg from 'pg';
import { Store } from '@/lib/db/store';
import { BackupError, inspectDump, inspectSqlite, postgresTables, readManifest, schemaOf, sha256, type Manifest } from './backup';
import { parseCopyName } from './backup-names';
import { connectionFor, runTool } from './postgres-tools';

// What `npm run restore` does: checks the copy first, refuses a store that anything has open, keeps the current
// database aside, puts the copy in its place, brings its schema up to this release, and says what it restored.

export interface RestoreResult {
  database: 'sqlite' | 'postgres';
  from: string;
  /** Where the copy went: the SQLite file, or the PostgreSQL database (host, port, name). */
  restored: string;
  /** The SQLite file the store held before, kept; null when there was none (PostgreSQL restores into an empty database). */
  aside: string | null;
  takenAt: number | null;
  schema: { copy: string | null; now: string | null };
  tables: Record<string, number>;
  /** Erasures by request that the store made after the copy was taken: to be made again (docs/DEPLOY.md, Backups). */
  erasuresSince: number | null;
}

/** The copy's manifest checked against the copy: its bytes, then what it holds. */
function checkAgainstManifest(file: string, manifest: Manifest | undefined, tables: Record<string, number>) {
  if (!manifest) return;
  if (sha256(file) !== manifest.sha256) throw new BackupError(`${file} is not the copy its manifest describes (checksum differs): it was changed or cut short`);
  for (const [name, rows] of Object.entries(manifest.tables)) {
    if (tables[name] !== rows) throw new BackupError(`${name} holds ${tables[name] ?? 'no'} rows, its manifest says ${rows}`);
  }
}

/** When the copy was taken: its manifest says, else its name. */
const takenAt = (file: string, manifest: Manifest | undefined) => manifest?.takenAt ?? parseCopyName(path.basename(file))?.at.getTime() ?? null;

/**
 * Whether a server, a CLI or a shell has the SQLite store open: each holds a shared lock on the file for as long as
 * its connection is open, so an exclusive lock is refused until the last one closes. `read` runs under that lock.
 */
function whileNobodyElse<T>(file: string, read: (db: Sqlite.Database) => T): T {
  const probe = new Sqlite(file, { fileMustExist: true, timeout: 0 });
  try {
    probe.pragma('locking_mode = EXCLUSIVE');
    probe.exec('BEGIN EXCLUSIVE');
    const value = read(probe);
    probe.exec('COMMIT');
    return value;
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_BUSY') throw new BackupError(`${file} is in use (a server, \`npm run staff\` or a shell has it open): stop the site first`);
    throw error;
  } finally {
    // The last connection to close copies the log into the file and removes it.
    probe.close();
  }
}

function syncFile(file: string) {
  const fd = openSync(file, 'r');
  fsyncSync(fd);
  closeSync(fd);
}

const erasuresAfter = (db: Sqlite.Database, at: number | null) =>
  at === null || !db.prepare("select 1 from sqlite_master where name = 'erasures'").get() ? null : (db.prepare("select count(*) from erasures where reason = 'request' and at > ?").pluck().get(at) as number);

export async function restoreSqlite(copy: string, target: string, now = new Date()): Promise<RestoreResult> {
  const manifest = readManifest(copy);
  const { schema, tables } = inspectSqlite(copy);
  checkAgainstManifest(copy, manifest, tables);
  const when = takenAt(copy, manifest);
  let aside: string | null = null;
  let erasuresSince: number | null = null;
  if (existsSync(target)) {
    erasuresSince = whileNobodyElse(target, (current) => erasuresAfter(current, when));
    aside = `${target}.before-restore-${now.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '')}`;
    // A log still there (another program opened the file since) goes with its database.
    for (const suffix of ['', '-wal', '-shm']) if (existsSync(`${target}${suffix}`)) renameSync(`${target}${suffix}`, `${aside}${suffix}`);
  }
  if (!existsSync(path.dirname(target))) mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
  const staged = `${target}.restoring`;
  rmSync(staged, { force: true });
  copyFileSync(copy, staged);
  chmodSync(staged, 0o600);
  syncFile(staged);
  renameSync(staged, target);
  syncFile(path.dirname(target));
  const store = new Store(target, { checkpoints: false });
  let migrated: string | null;
  try {
    await store.ready();
    migrated = schemaOf(store.sqlite!.prepare('select name from kysely_migration').pluck().all() as string[]);
  } finally {
    await store.close();
  }
  return { database: 'sqlite', from: copy, restored: target, aside, takenAt: when, schema: { copy: schema, now: migrated }, tables, erasuresSince };
}

/** PostgreSQL restores into an empty database the operator made (createdb), which nobody else is connected to. */
export async function restorePostgres(copy: string, url: string): Promise<RestoreResult> {
  const manifest = readManifest(copy);
  await inspectDump(copy, Object.keys(manifest?.tables ?? {}));
  if (manifest && sha256(copy) !== manifest.sha256) throw new BackupError(`${copy} is not the copy its manifest describes (checksum differs): it was changed or cut short`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const where = `${client.host}:${client.port}/${client.database}`;
  try {
    const present = Number((await client.query<{ n: string }>("select count(*) as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')")).rows[0]!.n);
    if (present > 0) throw new BackupError(`${where} already holds ${present} tables: restore into an empty database (createdb), then point DATABASE_URL at it`);
    const others = Number((await client.query<{ n: string }>('select count(*) as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()')).rows[0]!.n);
    if (others > 0) throw new BackupError(`${where} has ${others} other connection${others === 1 ? '' : 's'}: stop what uses it first`);
    const { dbname, env } = connectionFor(url);
    await runTool('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`, copy], env);
    const restored = await postgresTables(client);
    if (manifest) for (const [name, rows] of Object.entries(manifest.tables)) if (restored.tables[name] !== rows) throw new BackupError(`${name} holds ${restored.tables[name] ?? 'no'} rows after the restore, its manifest says ${rows}`);
    const store = new Store({ url });
    try {
      await store.ready();
    } finally {
      await store.close();
    }
    const now = await postgresTables(client);
    return { database: 'postgres', from: copy, restored: where, aside: null, takenAt: takenAt(copy, manifest), schema: { copy: restored.schema, now: now.schema }, tables: restored.tables, erasuresSince: null };
  } finally {
    await client.end().catch(() => undefined);
  }
}
