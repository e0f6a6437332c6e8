import 'server-only';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import { Store } from '@/lib/db/store';
import { BackupError } from './manifest';

// A restored copy must hold exactly what this release's migrations make: its tables, columns, indexes, triggers and
// views are compared with those of an empty store migrated here, and any difference refuses it. A trigger of a
// stranger's (one that makes a viewer an admin), a view, or the audit trail's append-only trigger dropped are each
// a difference.

/** Each object by kind and name ("trigger audit_events_append_only"), with its definition, spaces folded. */
export type SchemaObjects = Map<string, string>;

const folded = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Every table, index, trigger and view of an SQLite database, as its catalogue defines them. */
export function sqliteObjects(db: Sqlite.Database): SchemaObjects {
  // sqlite_stat tables are ANALYZE's, not the schema's.
  const rows = db.prepare("select type, name, sql from sqlite_master where name not like 'sqlite_stat%' order by type, name").all() as { type: string; name: string; sql: string | null }[];
  return new Map(rows.map((row) => [`${row.type} ${row.name}`, folded(row.sql ?? '(made by SQLite)')]));
}

let reference: Promise<SchemaObjects> | undefined;

/** This release's SQLite schema, made once a process: the same migrations make the same schema. */
export function referenceSqlite(): Promise<SchemaObjects> {
  reference ??= buildReference();
  reference.catch(() => (reference = undefined));
  return reference;
}

/** An empty store in a folder of its own, migrated and read. */
async function buildReference(): Promise<SchemaObjects> {
  const dir = mkdtempSync(path.join(tmpdir(), 'quillmark-reference-'));
  try {
    const store = new Store(path.join(dir, 'reference.sqlite'), { checkpoints: false });
    try {
      await store.ready();
      return sqliteObjects(store.sqlite!);
    } finally {
      await store.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const cut = (text: string) => (text.length > 160 ? `${text.slice(0, 160)}…` : text);

/** What differs between the copy's objects and the reference's, one sentence each. */
export function schemaDifferences(reference: SchemaObjects, copy: SchemaObjects): string[] {
  const differences: string[] = [];
  for (const [key, definition] of copy) {
    const expected = reference.get(key);
    if (expected === undefined) differences.push(`the copy has ${key}, which this release does not make (${cut(definition)})`);
    else if (expected !== definition) differences.push(`the copy's ${key} is not this release's (${cut(definition)})`);
  }
  for (const key of reference.keys()) if (!copy.has(key)) differences.push(`the copy has no ${key}, which this release makes`);
  return differences;
}

/** Refuses a copy whose schema, once migrated, is not the one this release makes. */
export function refuseDifferences(reference: SchemaObjects, copy: SchemaObjects): void {
  const differences = schemaDifferences(reference, copy);
  if (differences.length > 0) throw new BackupError(`refused: the copy's schema is not this release's: ${differences.join('; ')}`);
}
