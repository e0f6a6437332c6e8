import 'server-only';
import { createHash } from 'node:crypto';
import { chmodSync, closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, realpathSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import pg from 'pg';
import { migrations } from '@/lib/db/migrations';
import { copyName } from './backup-names';
import { rotate, type RotationPolicy } from './backup-rotation';
import { BackupError, signManifest, writeManifest, type Manifest } from './manifest';
import { connectionFor, runTool } from './postgres-tools';

// What `npm run backup` does: a consistent copy of the live store, verified before it is called good, owner-only in
// a folder of the user's alone, beside a signed manifest that says what it holds; then the older copies rotated away.

export { BackupError, readManifest, type Manifest } from './manifest';

export interface BackupResult extends Manifest {
  file: string;
  ms: number;
  /** Whether BACKUP_SIGNING_KEY signed the manifest: an unsigned copy is restored only with --trust-unsigned. */
  signed: boolean;
  kept: string[];
  removed: string[];
}

export interface BackupOptions {
  now?: Date;
  /** BACKUP_SIGNING_KEY: signs the manifest. */
  signingKey?: string | undefined;
}

/**
 * The insights' daily salts stay out of every copy: the privacy policy deletes each after two days, and a copy is
 * kept for 28. Without its salt no visitor key of that day can be made again.
 */
const LEFT_OUT = ['insight_salts'];

const KNOWN = Object.keys(migrations('sqlite'));

/** The copy's migrations, checked against this code's: a copy from a newer release is not ours to read. */
export function schemaOf(applied: string[]): string | null {
  const unknown = applied.filter((name) => !KNOWN.includes(name));
  if (unknown.length > 0) throw new BackupError(`the copy has migrations this release does not know (${unknown.join(', ')}): restore it with the release that made it`);
  return applied.sort().at(-1) ?? null;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Opens an SQLite copy read-only and proves it whole: integrity_check, a known schema, rows per table. */
export function inspectSqlite(file: string): { schema: string | null; tables: Record<string, number> } {
  let db: Sqlite.Database | undefined;
  try {
    db = new Sqlite(file, { readonly: true, fileMustExist: true });
    const problems = db.pragma('integrity_check', { simple: false }) as { integrity_check: string }[];
    if (problems.length !== 1 || problems[0]!.integrity_check !== 'ok') throw new BackupError(`integrity_check: ${problems.map((row) => row.integrity_check).join('; ')}`);
    const names = db.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name").pluck().all() as string[];
    const tables = Object.fromEntries(names.map((name) => [name, db!.prepare(`select count(*) from ${quoted(name)}`).pluck().get() as number]));
    const applied = names.includes('kysely_migration') ? (db.prepare('select name from kysely_migration').pluck().all() as string[]) : [];
    return { schema: schemaOf(applied), tables };
  } catch (error) {
    if (error instanceof BackupError) throw error;
    // SQLite's own words ("database disk image is malformed", "file is not a database") for a copy cut short or damaged.
    // Not `instanceof Error`: better-sqlite3's native side builds its errors with the class of the first module
    // registry that loaded it, which under Jest is another test file's realm.
    const said = (error as { message?: unknown } | undefined)?.message;
    throw new BackupError(`${file} is not a whole SQLite database: ${typeof said === 'string' ? said : String(error)}`);
  } finally {
    db?.close();
  }
}

export const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

/**
 * The copies' folder must be this user's alone: anyone else who can write it could plant links where a copy or
 * manifest is about to be written, or copies of their own; anyone who can read it reads every enquiry.
 */
export function checkFolder(dir: string): void {
  const real = realpathSync(dir);
  const stat = statSync(real);
  if (!stat.isDirectory()) throw new BackupError(`${dir} is not a folder`);
  const uid = process.getuid?.();
  if (uid !== undefined && stat.uid !== uid) throw new BackupError(`${dir} belongs to user ${stat.uid}, not to this one (${uid}): refused. Use a folder of the site's user, mode 700`);
  const mode = stat.mode & 0o777;
  if (mode & 0o077) throw new BackupError(`others can ${mode & 0o022 ? 'write' : 'read'} ${dir} (mode ${mode.toString(8)}): refused. chmod 700 ${real}, and check what is in it`);
}

/** Makes the folder (owner-only when new), refuses one others can reach, and refuses a copy of the same name. */
function prepare(dir: string, name: string) {
  if (!existsSync(dir)) mkdirSync(dir, { recursive: true, mode: 0o700 });
  checkFolder(dir);
  const file = path.join(dir, name);
  if (existsSync(file)) throw new BackupError(`${file} already exists`);
  return { file, partial: path.join(dir, `.${name}.partial`) };
}

/** The copy and its manifest made owner-only and durable, then given their names (a crash leaves only a .partial). */
function seal(partial: string, file: string, manifest: Manifest) {
  chmodSync(partial, 0o600);
  const fd = openSync(partial, 'r');
  fsyncSync(fd);
  closeSync(fd);
  writeManifest(file, manifest);
  renameSync(partial, file);
  const dir = openSync(path.dirname(file), 'r');
  fsyncSync(dir);
  closeSync(dir);
}

/** Deletes what stays out of a copy, its bytes overwritten rather than left in free pages. */
function leaveOut(file: string) {
  const db = new Sqlite(file, { fileMustExist: true });
  try {
    db.pragma('secure_delete = ON');
    const present = new Set(db.prepare("select name from sqlite_master where type = 'table'").pluck().all() as string[]);
    for (const table of LEFT_OUT) if (present.has(table)) db.prepare(`delete from ${quoted(table)}`).run();
  } finally {
    db.close();
  }
}

/**
 * SQLite: VACUUM INTO writes the database as one read transaction saw it. Under WAL that neither waits for nor
 * blocks the server's writes, and it never restarts as the backup API does each time the server commits.
 */
export function backupSqlite(source: string, dir: string, { now = new Date(), signingKey }: BackupOptions = {}): Omit<BackupResult, 'kept' | 'removed'> {
  if (!existsSync(source)) throw new BackupError(`no store at ${source}`);
  const started = Date.now();
  const { file, partial } = prepare(dir, copyName('sqlite', now));
  rmSync(partial, { force: true });
  try {
    const db = new Sqlite(source, { fileMustExist: true });
    try {
      db.pragma('busy_timeout = 5000');
      db.prepare('VACUUM INTO ?').run(partial);
    } finally {
      db.close();
    }
    leaveOut(partial);
    const manifest = signManifest({ database: 'sqlite', takenAt: now.getTime(), ...inspectSqlite(partial), bytes: statSync(partial).size, sha256: sha256(partial) }, signingKey);
    seal(partial, file, manifest);
    return { ...manifest, file, ms: Date.now() - started, signed: Boolean(manifest.signature) };
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

/** The tables of a PostgreSQL database's own schema with their rows, read in the client's transaction. */
export async function postgresTables(client: pg.Client): Promise<{ schema: string | null; tables: Record<string, number> }> {
  const names = (await client.query<{ name: string }>("select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1")).rows.map((row) => row.name);
  const tables: Record<string, number> = {};
  for (const name of names) tables[name] = Number((await client.query<{ n: string }>(`select count(*) as n from ${quoted(name)}`)).rows[0]!.n);
  const applied = names.includes('kysely_migration') ? (await client.query<{ name: string }>('select name from kysely_migration')).rows.map((row) => row.name) : [];
  return { schema: schemaOf(applied), tables };
}

/** Proves a custom-format dump readable end to end and holding the data of every table it should. */
export async function inspectDump(file: string, tables: string[]): Promise<void> {
  const contents = await runTool('pg_restore', ['--list', file]);
  const missing = tables.filter((name) => !LEFT_OUT.includes(name) && !contents.split('\n').some((line) => line.includes(' TABLE DATA ') && line.split(' ').includes(name)));
  if (missing.length > 0) throw new BackupError(`the dump has no data for ${missing.join(', ')}`);
  // Reads every block (each table's data decompressed) without writing anywhere.
  await runTool('pg_restore', ['--file=/dev/null', file]);
}

/**
 * PostgreSQL: pg_dump in its custom format, inside a snapshot this connection exported, so the rows counted here
 * are exactly the rows dumped, whatever the site writes meanwhile.
 */
export async function backupPostgres(url: string, dir: string, { now = new Date(), signingKey }: BackupOptions = {}): Promise<Omit<BackupResult, 'kept' | 'removed'>> {
  const started = Date.now();
  const { file, partial } = prepare(dir, copyName('postgres', now));
  rmSync(partial, { force: true });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const snapshot = (await client.query<{ id: string }>('select pg_export_snapshot() as id')).rows[0]!.id;
    const { schema, tables } = await postgresTables(client);
    for (const table of LEFT_OUT) if (table in tables) tables[table] = 0;
    const { dbname, env } = connectionFor(url);
    const without = LEFT_OUT.map((table) => `--exclude-table-data=${table}`);
    await runTool('pg_dump', ['--format=custom', `--snapshot=${snapshot}`, ...without, `--file=${partial}`, `--dbname=${dbname}`], env);
    await client.query('commit');
    await inspectDump(partial, Object.keys(tables));
    const manifest = signManifest({ database: 'postgres', takenAt: now.getTime(), schema, tables, bytes: statSync(partial).size, sha256: sha256(partial) }, signingKey);
    seal(partial, file, manifest);
    return { ...manifest, file, ms: Date.now() - started, signed: Boolean(manifest.signature) };
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** One backup of the store in use, then the rotation of that kind's copies in the folder. */
export async function backup(target: { file: string } | { url: string }, dir: string, policy: RotationPolicy, options: BackupOptions = {}): Promise<BackupResult> {
  const made = 'url' in target ? await backupPostgres(target.url, dir, options) : backupSqlite(target.file, dir, options);
  const { kept, removed } = rotate(dir, made.database, policy, options.now ?? new Date());
  return { ...made, kept, removed };
}
