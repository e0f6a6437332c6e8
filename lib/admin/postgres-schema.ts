import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Kysely, Migrator, PostgresDialect } from 'kysely';
import pg from 'pg';
import { migrations } from '@/lib/db/migrations';
import { BackupError } from './manifest';
import { connectionFor, runTool } from './postgres-tools';
import type { SchemaObjects } from './schema-check';

// PostgreSQL's side of "restore only what this release would have made": this release's schema, made by the
// migrations in a scratch schema of the (empty) target database, read from the catalogue and listed as pg_dump
// lists it, so a dump's table of contents and a restored database can each be held against it.

/** Definitions name their schema; folded out, the same object in two schemas reads the same. */
const unqualified = (text: string, schema: string) => text.replaceAll(`"${schema}".`, '').replaceAll(`${schema}.`, '').replace(/\s+/g, ' ').trim();

type Client = pg.Client | pg.PoolClient;

/** Every table, column, constraint, index, trigger, function, view, sequence, type, rule and policy of one schema. */
export async function postgresObjects(client: Client, schema: string): Promise<SchemaObjects> {
  const rows = async (text: string) => (await client.query<{ key: string; definition: string | null }>(text, [schema])).rows;
  const found = [
    ...(await rows(`select (case c.relkind when 'r' then 'table' when 'p' then 'table' when 'v' then 'view' when 'm' then 'materialized view' when 'S' then 'sequence' when 'f' then 'foreign table' else 'relation ' || c.relkind::text end) || ' ' || c.relname as key,
        case when c.relkind in ('v', 'm') then pg_get_viewdef(c.oid) else 'row security ' || c.relrowsecurity::text end as definition
        from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = $1 and c.relkind not in ('i', 'I', 't')`)),
    ...(await rows(`select 'column ' || c.relname || '.' || a.attname as key,
        format_type(a.atttypid, a.atttypmod) || ' notnull ' || a.attnotnull::text || ' identity ' || a.attidentity::text || ' generated ' || a.attgenerated::text || ' default ' || coalesce(pg_get_expr(d.adbin, d.adrelid), '') as definition
        from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
        where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f') and a.attnum > 0 and not a.attisdropped`)),
    ...(await rows(`select 'constraint ' || c.relname || '.' || con.conname as key, pg_get_constraintdef(con.oid) as definition
        from pg_constraint con join pg_class c on c.oid = con.conrelid join pg_namespace n on n.oid = c.relnamespace where n.nspname = $1`)),
    ...(await rows(`select 'index ' || indexname as key, indexdef as definition from pg_indexes where schemaname = $1`)),
    ...(await rows(`select 'trigger ' || c.relname || '.' || t.tgname as key, pg_get_triggerdef(t.oid) as definition
        from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace where n.nspname = $1 and not t.tgisinternal`)),
    ...(await rows(`select 'function ' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as key,
        case when p.prokind in ('f', 'p') then pg_get_functiondef(p.oid) else 'kind ' || p.prokind::text end as definition
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = $1`)),
    ...(await rows(`select 'type ' || t.typname as key, 'kind ' || t.typtype::text as definition
        from pg_type t join pg_namespace n on n.oid = t.typnamespace where n.nspname = $1 and t.typrelid = 0 and t.typcategory <> 'A'`)),
    ...(await rows(`select 'rule ' || tablename || '.' || rulename as key, definition from pg_rules where schemaname = $1`)),
    ...(await rows(`select 'policy ' || tablename || '.' || policyname as key, coalesce(qual, '') || ' ' || coalesce(with_check, '') as definition from pg_policies where schemaname = $1`)),
    ...(await rows(`select 'operator ' || o.oprname as key, o.oprcode::text as definition from pg_operator o join pg_namespace n on n.oid = o.oprnamespace where n.nspname = $1`)),
    ...(await rows(`select 'extension ' || extname as key, extversion as definition from pg_extension e join pg_namespace n on n.oid = e.extnamespace where n.nspname = $1`)),
  ];
  return new Map(found.map((row) => [row.key, unqualified(row.definition ?? '', schema)]));
}

/** pg_restore --list's entries, each as "DESC <schema> TAG" without its owner; the comment lines dropped. */
export function tableOfContents(listing: string, schema: string): string[] {
  return listing
    .split('\n')
    .map((line) => /^\d+; \d+ \d+ (.+)$/.exec(line.trim())?.[1])
    .filter((entry): entry is string => entry !== undefined)
    .map((entry) =>
      entry
        .split(' ')
        .slice(0, -1)
        .map((token) => (token === schema ? '<schema>' : token))
        .join(' '),
    );
}

/** Entries that make nothing of their own: the data of a table, a sequence's value, and privileges (never restored). */
function allowedBy(entry: string, reference: Set<string>): boolean {
  if (entry.startsWith('ACL ') || entry.startsWith('DEFAULT ACL ')) return true;
  const data = /^TABLE DATA (.+)$/.exec(entry) ?? /^SEQUENCE SET (.+)$/.exec(entry);
  if (data) return reference.has(`${entry.startsWith('TABLE') ? 'TABLE' : 'SEQUENCE'} ${data[1]}`);
  return reference.has(entry);
}

/** Refuses a dump that holds anything (a function, a trigger, a view…) the migrations do not make. */
export function refuseForeignEntries(listing: string, reference: string[]): void {
  const schema = /^\d+; \d+ \d+ TABLE (\S+) /m.exec(listing)?.[1] ?? 'public';
  const allowed = new Set(reference);
  const foreign = tableOfContents(listing, schema).filter((entry) => !allowedBy(entry, allowed));
  if (foreign.length > 0) throw new BackupError(`refused: the dump holds what this release's migrations do not make: ${foreign.slice(0, 20).join('; ')}`);
}

export interface Reference {
  /** The schema at the dump's migration, as pg_dump lists it. */
  contents: string[];
  /** The schema at the dump's migration, and at this release's last, from the catalogue. */
  atCopy: SchemaObjects;
  latest: SchemaObjects;
}

/** One reference per server and level a process: this release's migrations make the same schema each time. */
const made = new Map<string, Promise<Reference>>();

export function referencePostgres(url: string, level: string): Promise<Reference> {
  const { host, port } = new URL(url);
  const key = `${host}:${port}|${level}`;
  let reference = made.get(key);
  if (!reference) {
    reference = buildReference(url, level);
    reference.catch(() => made.delete(key));
    made.set(key, reference);
  }
  return reference;
}

/**
 * Migrates a scratch schema of the target database to `level` (the copy's last migration), reads it and lists it,
 * then to this release's last and reads it again; the scratch schema is dropped whatever happens.
 */
async function buildReference(url: string, level: string): Promise<Reference> {
  const schema = `quillmark_reference_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const scratch = new URL(url);
  scratch.searchParams.set('options', `-c search_path=${schema}`);
  const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: scratch.toString(), max: 2 }) }) });
  const folder = mkdtempSync(path.join(tmpdir(), 'quillmark-reference-'));
  try {
    await admin.query(`create schema ${schema}`);
    const all = migrations('postgres');
    const upTo = async (last: string) => {
      const provider = { getMigrations: async () => Object.fromEntries(Object.entries(all).filter(([name]) => name <= last)) };
      const { error } = await new Migrator({ db, provider, migrationTableSchema: schema }).migrateToLatest();
      if (error) throw error instanceof Error ? error : new Error(String(error));
    };
    await upTo(level);
    const atCopy = await postgresObjects(admin, schema);
    const file = path.join(folder, 'reference.dump');
    const { dbname, env } = connectionFor(url);
    await runTool('pg_dump', ['--schema-only', '--format=custom', `--schema=${schema}`, `--file=${file}`, `--dbname=${dbname}`], env);
    const contents = tableOfContents(await runTool('pg_restore', ['--list', file]), schema);
    const last = Object.keys(all).at(-1)!;
    if (level !== last) await upTo(last);
    return { contents, atCopy, latest: level === last ? atCopy : await postgresObjects(admin, schema) };
  } finally {
    rmSync(folder, { recursive: true, force: true });
    await db.destroy().catch(() => undefined);
    await admin.query(`drop schema if exists ${schema} cascade`).catch(() => undefined);
    await admin.end().catch(() => undefined);
  }
}
