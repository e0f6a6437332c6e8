import 'server-only';
import { chmodSync, closeSync, constants, copyFileSync, existsSync, fsyncSync, mkdirSync, openSync, realpathSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import { dayOf, SALT_DAYS_KEPT } from '@/lib/db/insights/insight-salts';
import { migrationLockFile } from '@/lib/db/migration-lock';
import { Store } from '@/lib/db/store';
import { DAY_MS } from '@/lib/time-units';
import { afterCopy, type AfterCopy, type Query } from './after-copy';
import { inspectSqlite, schemaOf, sha256 } from './backup';
import { parseCopyName } from './backup-names';
import { BackupError, checkSignature, readManifest, type Manifest, type Trust } from './manifest';
import { referenceSqlite, refuseDifferences, sqliteObjects } from './schema-check';

// What `npm run restore` does with an SQLite copy: checks its signature and its bytes, stages it beside the store,
// migrates it and compares its schema with this release's, and only then, with nothing else holding the store, moves
// the current file aside and puts the staged one in its place. Any failure before the swap leaves the store as it
// was; a failure in the swap puts it back. The PostgreSQL side is in restore-postgres.ts.

export interface RestoreOptions {
  /** BACKUP_SIGNING_KEY: the manifest must be signed with it. */
  signingKey?: string | undefined;
  /** Restore an unsigned or wrongly signed copy anyway, on the operator's word. */
  trustUnsigned?: boolean;
  now?: Date;
}

export interface RestoreResult {
  database: 'sqlite' | 'postgres';
  from: string;
  /** Where the copy went: the SQLite file, or the PostgreSQL database (host, port, name). */
  restored: string;
  /** The SQLite file the store held before, kept; null when there was none (PostgreSQL restores into an empty database). */
  aside: string | null;
  takenAt: number | null;
  /** Signed with BACKUP_SIGNING_KEY, or let in by --trust-unsigned. */
  trust: Trust;
  schema: { copy: string | null; now: string | null };
  tables: Record<string, number>;
  /** Staff sessions the copy held, every one ended: everyone signs in again. */
  sessionsEnded: number;
  /** Insight salts past their two days, which an older copy may hold, deleted. */
  saltsDropped: number;
  /** What the live store did after the copy, to be done again (docs/DEPLOY.md, Backups); null when unknown. */
  afterCopy: AfterCopy | null;
  /** Why the live store could not be read for afterCopy (damaged, unreachable): the restore goes on without it. */
  afterCopyUnknown?: string;
}

/** The live store's report, or why there is none: a store too damaged to read is no reason to refuse its restore. */
export async function reportOrReason(read: () => Promise<AfterCopy | null>): Promise<{ afterCopy: AfterCopy | null; afterCopyUnknown?: string }> {
  try {
    return { afterCopy: await read() };
  } catch (error) {
    return { afterCopy: null, afterCopyUnknown: `the live store could not be read: ${(error as { message?: string }).message ?? String(error)}` };
  }
}

/** The copy's manifest checked against the copy: its bytes, then what it holds. */
export function checkAgainstManifest(file: string, manifest: Manifest | undefined, tables: Record<string, number> | undefined) {
  if (!manifest) return;
  if (sha256(file) !== manifest.sha256) throw new BackupError(`${file} is not the copy its manifest describes (checksum differs): it was changed or cut short`);
  if (tables) for (const [name, rows] of Object.entries(manifest.tables)) if (tables[name] !== rows) throw new BackupError(`${name} holds ${tables[name] ?? 'no'} rows, its manifest says ${rows}`);
}

/** When the copy was taken: its manifest says, else its name. */
export const takenAt = (file: string, manifest: Manifest | undefined) => manifest?.takenAt ?? parseCopyName(path.basename(file))?.at.getTime() ?? null;

/** The oldest salt day a store may hold at `now`. */
export const oldestSaltDay = (now: Date) => dayOf(now.getTime() - (SALT_DAYS_KEPT - 1) * DAY_MS);

/**
 * Whether a server, a CLI or a shell has the SQLite store open: each holds a shared lock on the file for as long as
 * its connection is open, so an exclusive lock is refused until the last one closes. `read` runs under that lock.
 */
async function whileNobodyElse<T>(file: string, read: (db: Sqlite.Database) => Promise<T>): Promise<T> {
  const probe = new Sqlite(file, { fileMustExist: true, timeout: 0 });
  try {
    probe.pragma('locking_mode = EXCLUSIVE');
    probe.exec('BEGIN EXCLUSIVE');
    const value = await read(probe);
    probe.exec('COMMIT');
    return value;
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'SQLITE_BUSY') throw new BackupError(`${file} is in use (a server, \`npm run staff\` or a shell has it open): stop the site first`);
    // Whether anything holds a file SQLite cannot read is not knowable here: the operator moves it aside.
    if (code === 'SQLITE_NOTADB' || code === 'SQLITE_CORRUPT') throw new BackupError(`${file} is damaged (${(error as Error).message}): with the site stopped, move it aside by hand (mv ${file} ${file}.damaged) and restore again`);
    throw error;
  } finally {
    // The last connection to close copies the log into the file and removes it.
    probe.close();
  }
}

function syncFile(file: string) {
  const fd = openSync(file, constants.O_RDONLY);
  fsyncSync(fd);
  closeSync(fd);
}

/** Refuses the live store itself (by another path, a link or a hard link) as the copy to restore. */
function refuseLiveAsCopy(copy: string, target: string) {
  if (!existsSync(target)) return;
  const [a, b] = [statSync(copy), statSync(target)];
  if (realpathSync(copy) === realpathSync(target) || (a.dev === b.dev && a.ino === b.ino)) throw new BackupError(`${copy} is the live store itself (${target}), not a copy: refused`);
}

export const sqliteQuery =
  (db: Sqlite.Database): Query =>
  async (statement, values) =>
    db.prepare(statement).all(...values) as Record<string, unknown>[];

/** Migrates the staged copy, refuses it unless its schema is this release's, then ends its sessions and old salts. */
async function prepareStaged(staged: string, now: Date): Promise<{ migrated: string | null; sessionsEnded: number; saltsDropped: number }> {
  const reference = await referenceSqlite();
  const store = new Store(staged, { checkpoints: false });
  try {
    await store.ready().catch((error: unknown) => {
      throw new BackupError(`the copy cannot be migrated to this release: ${(error as { message?: string }).message ?? String(error)}`);
    });
    const db = store.sqlite!;
    refuseDifferences(reference, sqliteObjects(db));
    const sessionsEnded = db.prepare('delete from staff_sessions').run().changes;
    const saltsDropped = db.prepare('delete from insight_salts where day < ?').run(oldestSaltDay(now)).changes;
    return { migrated: schemaOf(db.prepare('select name from kysely_migration').pluck().all() as string[]), sessionsEnded, saltsDropped };
  } finally {
    await store.close();
    rmSync(migrationLockFile(staged), { force: true });
  }
}

const SUFFIXES = ['', '-wal', '-shm'];

export async function restoreSqlite(copy: string, target: string, { signingKey, trustUnsigned = false, now = new Date() }: RestoreOptions = {}): Promise<RestoreResult> {
  refuseLiveAsCopy(copy, target);
  const manifest = readManifest(copy);
  const trust = checkSignature(copy, manifest, signingKey, trustUnsigned);
  if (manifest && manifest.database !== 'sqlite') throw new BackupError(`${copy}'s manifest describes a ${manifest.database} copy, not an SQLite one`);
  const { schema, tables } = inspectSqlite(copy);
  checkAgainstManifest(copy, manifest, tables);
  const when = takenAt(copy, manifest);
  if (existsSync(target)) await whileNobodyElse(target, async () => undefined);
  if (!existsSync(path.dirname(target))) mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
  const staged = `${target}.restoring`;
  const clean = () => [...SUFFIXES.map((suffix) => `${staged}${suffix}`), migrationLockFile(staged)].forEach((file) => rmSync(file, { force: true }));
  clean();
  try {
    copyFileSync(copy, staged, constants.COPYFILE_EXCL);
    chmodSync(staged, 0o600);
    const { migrated, sessionsEnded, saltsDropped } = await prepareStaged(staged, now);
    syncFile(staged);
    let aside: string | null = null;
    let report: Awaited<ReturnType<typeof reportOrReason>> = { afterCopy: null };
    if (existsSync(target)) {
      report = await whileNobodyElse(target, (live) =>
        reportOrReason(async () => {
          const tablesLive = new Set(live.prepare("select name from sqlite_master where type = 'table'").pluck().all() as string[]);
          const restored = new Sqlite(staged, { fileMustExist: true });
          try {
            return await afterCopy(sqliteQuery(live), tablesLive, sqliteQuery(restored), when);
          } finally {
            restored.close();
          }
        }),
      );
      aside = `${target}.before-restore-${now.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '')}`;
      // A log still there (another program opened the file since) goes with its database.
      for (const suffix of SUFFIXES) if (existsSync(`${target}${suffix}`)) renameSync(`${target}${suffix}`, `${aside}${suffix}`);
    }
    try {
      renameSync(staged, target);
      syncFile(path.dirname(target));
    } catch (error) {
      if (aside) for (const suffix of SUFFIXES) if (existsSync(`${aside}${suffix}`)) renameSync(`${aside}${suffix}`, `${target}${suffix}`);
      throw error;
    }
    return { database: 'sqlite', from: copy, restored: target, aside, takenAt: when, trust, schema: { copy: schema, now: migrated }, tables, sessionsEnded, saltsDropped, ...report };
  } finally {
    clean();
  }
}
