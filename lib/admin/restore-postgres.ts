import 'server-only';
import pg from 'pg';
import { migrations } from '@/lib/db/migrations';
import { Store } from '@/lib/db/store';
import { afterCopy, type AfterCopy, type Query } from './after-copy';
import { inspectDump, postgresTables, sha256 } from './backup';
import { BackupError, checkSignature, readManifest } from './manifest';
import { postgresObjects, referencePostgres, refuseForeignEntries } from './postgres-schema';
import { connectionFor, runTool } from './postgres-tools';
import { oldestSaltDay, reportOrReason, takenAt, type RestoreOptions, type RestoreResult } from './restore';
import { refuseDifferences } from './schema-check';

// What `npm run restore` does with a pg_dump copy: restores it into an empty database the operator made (createdb),
// which nobody else is connected to, and never touches the live one. Before pg_restore runs, its table of contents is
// held against what the migrations make; after, the database is compared with this release's schema before and after
// migrating. A database left with a refused copy is emptied again.

export interface PostgresRestoreOptions extends RestoreOptions {
  /** The live database (DATABASE_URL), read for what was done after the copy; never written. */
  live?: string | undefined;
}

const pgQuery =
  (client: pg.Client): Query =>
  async (statement, values) => {
    let index = 0;
    return (await client.query(statement.replace(/\?/g, () => `$${(index += 1)}`), values)).rows as Record<string, unknown>[];
  };

/** What the live database did after the copy; null without one to read. */
async function reportFrom(live: string | undefined, restored: pg.Client, at: number | null): Promise<AfterCopy | null> {
  if (!live) return null;
  const client = new pg.Client({ connectionString: live });
  await client.connect();
  try {
    const tables = new Set((await client.query<{ name: string }>("select table_name as name from information_schema.tables where table_schema = current_schema()")).rows.map((row) => row.name));
    return await afterCopy(pgQuery(client), tables, pgQuery(restored), at);
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function restorePostgres(copy: string, url: string, { signingKey, trustUnsigned = false, now = new Date(), live }: PostgresRestoreOptions = {}): Promise<RestoreResult> {
  const manifest = readManifest(copy);
  const trust = checkSignature(copy, manifest, signingKey, trustUnsigned);
  if (manifest && manifest.database !== 'postgres') throw new BackupError(`${copy}'s manifest describes a ${manifest.database} copy, not a PostgreSQL dump`);
  await inspectDump(copy, Object.keys(manifest?.tables ?? {}));
  if (manifest && sha256(copy) !== manifest.sha256) throw new BackupError(`${copy} is not the copy its manifest describes (checksum differs): it was changed or cut short`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const where = `${client.host}:${client.port}/${client.database}`;
  let restoring = false;
  try {
    const present = Number((await client.query<{ n: string }>("select count(*) as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')")).rows[0]!.n);
    if (present > 0) throw new BackupError(`${where} already holds ${present} tables: restore into an empty database (createdb), then point DATABASE_URL at it`);
    // People and programs only: PostgreSQL's own autovacuum worker visits a new database too, and was counted as one
    // (a restore into a database made a moment before was refused once, in a CI run on a loaded machine).
    const others = Number((await client.query<{ n: string }>("select count(*) as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'")).rows[0]!.n);
    if (others > 0) throw new BackupError(`${where} has ${others} other connection${others === 1 ? '' : 's'}: stop what uses it first`);
    if (live && new URL(live).toString() === new URL(url).toString()) throw new BackupError(`${where} is the live database: restore into a new one`);
    const level = manifest?.schema ?? Object.keys(migrations('postgres')).at(-1)!;
    const reference = await referencePostgres(url, level);
    refuseForeignEntries(await runTool('pg_restore', ['--list', copy]), reference.contents);
    const schema = (await client.query<{ name: string }>('select current_schema() as name')).rows[0]!.name;
    const { dbname, env } = connectionFor(url);
    restoring = true;
    await runTool('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`, copy], env);
    const restored = await postgresTables(client);
    if (restored.schema !== level) throw new BackupError(`the dump's schema is ${restored.schema ?? 'none'}, ${manifest?.schema ? 'its manifest says' : 'and without a manifest only this release’s last is restored,'} ${level}: refused`);
    if (manifest) for (const [name, rows] of Object.entries(manifest.tables)) if (restored.tables[name] !== rows) throw new BackupError(`${name} holds ${restored.tables[name] ?? 'no'} rows after the restore, its manifest says ${rows}`);
    // Before any migration runs a statement that could fire what the dump defined.
    refuseDifferences(reference.atCopy, await postgresObjects(client, schema));
    const store = new Store({ url });
    try {
      await store.ready();
    } finally {
      await store.close();
    }
    refuseDifferences(reference.latest, await postgresObjects(client, schema));
    const sessionsEnded = (await client.query('delete from staff_sessions')).rowCount ?? 0;
    const saltsDropped = (await client.query('delete from insight_salts where day < $1', [oldestSaltDay(now)])).rowCount ?? 0;
    const when = takenAt(copy, manifest);
    const report = await reportOrReason(() => reportFrom(live, client, when));
    const migrated = await postgresTables(client);
    return { database: 'postgres', from: copy, restored: where, aside: null, takenAt: when, trust, schema: { copy: restored.schema, now: migrated.schema }, tables: restored.tables, sessionsEnded, saltsDropped, ...report };
  } catch (error) {
    if (restoring) await emptyAgain(client, error);
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A refused copy must not be served: its database is emptied, or the message says to drop it. */
async function emptyAgain(client: pg.Client, error: unknown) {
  try {
    const name = (await client.query<{ name: string }>('select current_schema() as name')).rows[0]!.name;
    const quoted = `"${name.replaceAll('"', '""')}"`;
    await client.query(`drop schema ${quoted} cascade; create schema ${quoted}`);
  } catch {
    if (error instanceof Error) error.message += ` (the database holds what was restored: drop it, dropdb ${client.database ?? ''})`;
  }
}
