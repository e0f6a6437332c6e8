import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import Sqlite from 'better-sqlite3';
import { Migrator } from 'kysely';
import pg from 'pg';
import { connect, type Connection } from './connect';
import { toEnquiry, type EnquiryRow } from './enquiries';
import { migrate as migrateLegacy } from './legacy-migrations';
import { migrations } from './migrations';
import { Store, type StoreOptions } from './store';

/**
 * The store under test on each database: SQLite in memory, and a database of its own in the run's PostgreSQL
 * (started by Jest's globalSetup, scripts/jest/postgres-setup.mjs, when a file marked `@postgres` runs). Stores
 * opened here close after each test.
 */
export const databases = ['SQLite', 'PostgreSQL'] as const;
export type DatabaseName = (typeof databases)[number];

const opened: Store[] = [];

/** A new, empty database in the run's PostgreSQL. */
export async function freshDatabaseUrl(): Promise<string> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set: put `/** @postgres */` atop the test file, and Jest starts PostgreSQL for it (jest.config.mjs)');
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Where a store on `database` lives: a fresh PostgreSQL database, or SQLite (in memory unless a file is given). */
export async function storeTarget(database: DatabaseName, file = ':memory:'): Promise<string | { url: string }> {
  return database === 'PostgreSQL' ? { url: await freshDatabaseUrl() } : file;
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
});

/**
 * A database as an older release left it: migrated up to `last` (a migration's name), with `seed` run on it, then
 * closed; its target, for a Store to open and upgrade.
 */
export async function olderRelease(database: DatabaseName, last: string, seed: (connection: Connection) => Promise<void>): Promise<string | { url: string }> {
  const url = database === 'PostgreSQL' ? await freshDatabaseUrl() : undefined;
  const file = url ? undefined : `${tmpdir()}/older-${randomUUID()}.sqlite`;
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
