import { createHash, randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import Sqlite from 'better-sqlite3';
import { Migrator } from 'kysely';
import pg from 'pg';
import { connect, type Connection } from '@/lib/db/connect';
import { toEnquiry, type EnquiryRow } from '@/lib/db/enquiries/enquiries';
import { migrate as migrateLegacy } from '@/lib/db/legacy-migrations';
import { migrateToLatest, migrations } from '@/lib/db/migrations';
import { Store, type StoreOptions } from '@/lib/db/store';

/**
 * The store under test on each database: SQLite in memory, and a database of its own in the run's PostgreSQL
 * (started by Jest's globalSetup, scripts/jest/postgres-setup.mjs, when a file marked `@postgres` runs). Stores
 * opened here close after each test.
 */
export const databases = ['SQLite', 'PostgreSQL'] as const;
export type DatabaseName = (typeof databases)[number];

const opened: Store[] = [];
/** SQLite files an older release left (olderRelease), removed with what SQLite keeps beside them after each test. */
const olderFiles: string[] = [];

function runDatabase(): string {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set: put `/** @postgres */` atop the test file, and Jest starts PostgreSQL for it (jest.config.mjs)');
  return base;
}

/** Runs `work` on a client of the run's own database, closed after. */
async function onRunDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: runDatabase() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function databaseUrl(name: string): string {
  const url = new URL(runDatabase());
  url.pathname = `/${name}`;
  return url.toString();
}

/** A new, empty database in the run's PostgreSQL. */
export async function freshDatabaseUrl(): Promise<string> {
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  await onRunDatabase((client) => client.query(`CREATE DATABASE ${name}`));
  return databaseUrl(name);
}

/** Named by the migrations' own text, so a run against a PostgreSQL kept from before never clones an older schema. */
const templateName = () =>
  `template_${createHash('sha256')
    .update(Object.entries(migrations('postgres')).map(([name, migration]) => `${name}\n${String(migration.up)}`).join('\n'))
    .digest('hex')
    .slice(0, 24)}`;

let template: Promise<string> | undefined;

/**
 * The migrated database every test's own is cloned from, built once for the run: migrating a database takes most of a
 * second on a busy machine, a clone a tenth of that. Built under an advisory lock, so Jest's workers build it once.
 */
function migratedTemplate(): Promise<string> {
  template ??= onRunDatabase(async (client) => {
    const name = templateName();
    await client.query(`SELECT pg_advisory_lock(hashtext('quillmark test template'))`);
    try {
      const built = await client.query(`SELECT 1 FROM pg_database WHERE datname = $1`, [name]);
      if (built.rowCount === 0) {
        // Migrated under a name of its own, then renamed: a worker that dies half way leaves no template to clone.
        const building = `${name}_building`;
        await client.query(`DROP DATABASE IF EXISTS ${building}`);
        await client.query(`CREATE DATABASE ${building}`);
        const connection = connect({ url: databaseUrl(building) });
        try {
          await migrateToLatest(connection);
        } finally {
          await connection.db.destroy();
        }
        await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      }
      return name;
    } finally {
      await client.query(`SELECT pg_advisory_unlock(hashtext('quillmark test template'))`);
    }
  }).catch((error: unknown) => {
    template = undefined;
    throw error;
  });
  return template;
}

/** A new database in the run's PostgreSQL, a copy of the one at `url`: nothing may be connected to that one meanwhile. */
export async function copyOfDatabase(url: string): Promise<string> {
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  const source = new URL(url).pathname.slice(1);
  await onRunDatabase((client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${source}`));
  return databaseUrl(name);
}

/** A new database in the run's PostgreSQL, migrated to this release: a clone of the template. */
export async function migratedDatabaseUrl(): Promise<string> {
  return copyOfDatabase(databaseUrl(await migratedTemplate()));
}

/** Where a store on `database` lives: a PostgreSQL database of its own, already migrated, or SQLite (in memory unless a file is given). */
export async function storeTarget(database: DatabaseName, file = ':memory:'): Promise<string | { url: string }> {
  return database === 'PostgreSQL' ? { url: await migratedDatabaseUrl() } : file;
}

export async function openStore(database: DatabaseName | string | { url: string }, options: StoreOptions = {}): Promise<Store> {
  const target = database === 'SQLite' || database === 'PostgreSQL' ? await storeTarget(database) : database;
  const store = new Store(target, options);
  opened.push(store);
  return store;
}

/** Runs one statement on the store's own database, for a test that must set a row the way no method does. */
export async function execute(store: Store, statement: string, ...values: unknown[]): Promise<Record<string, unknown>[]> {
  if (store.sqlite) {
    const prepared = store.sqlite.prepare(statement);
    if (prepared.reader) return prepared.all(...values) as Record<string, unknown>[];
    prepared.run(...values);
    return [];
  }
  let index = 0;
  const text = statement.replace(/\?/g, () => `$${(index += 1)}`);
  return (await store.pool!.query(text, values)).rows as Record<string, unknown>[];
}

/** The audit trail's CHECKs (PostgreSQL), or its index, table and trigger (SQLite), as the catalogue has them. */
export async function auditSchema(store: Store): Promise<unknown[]> {
  if (store.dialect === 'postgres') return execute(store, `select conname as name from pg_constraint where conrelid = 'audit_events'::regclass and contype = 'c'`);
  return execute(store, `select type, name from sqlite_master where tbl_name = 'audit_events' order by type, name`);
}

/** Every enquiry, oldest first: what a test checks the store against. */
export async function allEnquiries(store: Store): Promise<EnquiryRow[]> {
  await store.ready();
  return (await store.db.selectFrom('enquiries').selectAll().orderBy('id').execute()).map(toEnquiry);
}

afterEach(async () => {
  await Promise.all(opened.splice(0).map((store) => store.close().catch(() => undefined)));
  for (const file of olderFiles.splice(0)) for (const suffix of ['', '-wal', '-shm', '.migration-lock']) rmSync(`${file}${suffix}`, { force: true });
});

/**
 * A database as an older release left it: migrated up to `last` (a migration's name), with `seed` run on it, then
 * closed; its target, for a Store to open and upgrade.
 */
export async function olderRelease(database: DatabaseName, last: string, seed: (connection: Connection) => Promise<void>): Promise<string | { url: string }> {
  const url = database === 'PostgreSQL' ? await freshDatabaseUrl() : undefined;
  const file = url ? undefined : `${tmpdir()}/older-${randomUUID()}.sqlite`;
  if (file) olderFiles.push(file);
  const sqlite = url ? undefined : new Sqlite(file!);
  // As a Store opens a file: the versions from before the typed schema first.
  if (sqlite) migrateLegacy(sqlite);
  const connection = url ? connect({ url }) : connect({ sqlite: sqlite! });
  try {
    const all = migrations(connection.dialect);
    const names = Object.keys(all).filter((name) => name <= last);
    const migrator = new Migrator({ db: connection.db.withoutPlugins(), provider: { getMigrations: async () => Object.fromEntries(names.map((name) => [name, all[name]!])) } });
    const { error } = await migrator.migrateToLatest();
    if (error) throw error;
    await seed(connection);
  } finally {
    await connection.db.destroy();
  }
  return url ? { url } : file!;
}
