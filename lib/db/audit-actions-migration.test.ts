/** @postgres: needs PostgreSQL, so Jest runs it in the "database" project (jest.config.mjs). */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import { Migrator, sql } from 'kysely';
import { connect, type Connection } from './connect';
import { migrate as migrateLegacy } from './legacy-migrations';
import { migrations } from './migrations';
import { AUDIT_ACTIONS, type AuditAction } from './schema';
import { auditSchema, databases, freshDatabaseUrl, openStore, type DatabaseName } from './test-stores';

// The list the staff area's migration first shipped with, before 'set-password' and 'two-factor' were added to it.
const FIRST_SHIPPED = ['sign-in', 'sign-in-failed', 'sign-out', 'view-enquiry', 'export', 'triage', 'note', 'assign', 'erase', 'not-spam', 'retry', 'unsubscribe', 'invite', 'remove-staff', 'revoke-sessions', 'role'];

const kim = { actorId: 'staff-kim', actorEmail: 'kim@quillmark.test' };
const checkFailure = { message: expect.stringMatching(/check constraint/i) };

let dir = '';
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'audit-actions-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the migrations up to and including `last`, as a database created on that day had them. */
async function migrateTo(connection: Connection, last: string) {
  const migrator = new Migrator({ db: connection.db.withoutPlugins(), provider: { getMigrations: async () => migrations(connection.dialect) } });
  const { error } = await migrator.migrateTo(last);
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

const listed = (names: readonly string[]) => names.map((name) => `'${name}'`).join(', ');

/** Puts back the CHECK of a database created before 'set-password' and 'two-factor', its index and trigger with it. */
async function restoreFirstCheck({ db, dialect }: Connection) {
  if (dialect === 'postgres') {
    // Not the name the new migration gives: it must read the old one from pg_constraint, not assume it.
    await sql`alter table audit_events drop constraint audit_events_action_check`.execute(db);
    await sql.raw(`alter table audit_events add constraint audit_events_action_check1 check (action in (${listed(FIRST_SHIPPED)}))`).execute(db);
    return;
  }
  for (const statement of [
    `create table audit_events_first (id integer primary key, at integer not null, actor_id text, actor_email text, action text not null check (action in (${listed(FIRST_SHIPPED)})), subject text, detail text, ip text)`,
    'drop table audit_events',
    'alter table audit_events_first rename to audit_events',
    'create index audit_events_at on audit_events (at)',
    `create trigger audit_events_append_only before update on audit_events begin select raise(abort, 'the audit trail is append-only'); end`,
  ])
    await sql.raw(statement).execute(db);
}

/** A database of the day the staff area shipped, holding one audit row; where the current store can open it. */
async function firstShippedDatabase(database: DatabaseName): Promise<string | { url: string }> {
  const url = database === 'PostgreSQL' ? await freshDatabaseUrl() : undefined;
  const file = path.join(dir, `${Date.now()}-${Math.random().toString(36).slice(2)}.sqlite`);
  const sqlite = url ? undefined : new Sqlite(file);
  // The store brings every SQLite file through the former versions first; a file it made has them.
  if (sqlite) migrateLegacy(sqlite);
  const connection = url ? connect({ url }) : connect({ sqlite: sqlite! });
  try {
    await migrateTo(connection, '2026-11-25-staff-area');
    await restoreFirstCheck(connection);
    await connection.db.insertInto('auditEvents').values({ at: 1_000, ...kim, action: 'sign-in', subject: null, detail: '{"kept":true}', ip: '192.0.2.1' }).execute();
    await expect(connection.db.insertInto('auditEvents').values({ at: 1_500, ...kim, action: 'two-factor' }).execute()).rejects.toMatchObject(checkFailure);
  } finally {
    await connection.db.destroy();
  }
  return url ? { url } : file;
}


describe.each(databases)('the audit actions migration on %s', (database) => {
  it('widens an older database’s CHECK, keeping its rows, its index and its append-only trigger', async () => {
    const store = await openStore(await firstShippedDatabase(database));
    for (const [at, action] of [[2_000, 'two-factor'], [3_000, 'set-password'], [4_000, 'revoke-passkey']] as const) await store.audit.append({ ...kim, action, subject: 'staff-lee' }, at);

    const { rows, total } = await store.audit.list({});
    expect(total).toBe(4);
    expect(rows.map((row) => row.action)).toEqual(['revoke-passkey', 'set-password', 'two-factor', 'sign-in']);
    expect(rows[3]).toEqual({ id: 1, at: 1_000, ...kim, action: 'sign-in', subject: null, detail: { kept: true }, ip: '192.0.2.1' });

    await expect(store.db.updateTable('auditEvents').set({ actorEmail: 'someone-else@quillmark.test' }).execute()).rejects.toHaveProperty('message', expect.stringMatching(/append-only/));
    await expect(store.audit.append({ ...kim, action: 'drop-everything' as AuditAction })).rejects.toThrow('Unknown audit action "drop-everything"');

    expect(await auditSchema(store)).toEqual(
      // The CHECK went with the open-actions migration that every store runs after this one.
      database === 'PostgreSQL'
        ? []
        : [
            { type: 'index', name: 'audit_events_at' },
            { type: 'table', name: 'audit_events' },
            { type: 'trigger', name: 'audit_events_append_only' },
          ],
    );
  });

  it('leaves a fresh database accepting every action the app has, and no other', async () => {
    const store = await openStore(database);
    for (const action of AUDIT_ACTIONS) await store.audit.append({ ...kim, action });
    expect((await store.audit.list({})).total).toBe(AUDIT_ACTIONS.length);
    await expect(store.audit.append({ ...kim, action: 'drop-everything' as AuditAction })).rejects.toThrow('Unknown audit action "drop-everything"');
  });

  it('keeps the staff area’s migration as it shipped: it knows no later action', async () => {
    const target = database === 'PostgreSQL' ? connect({ url: await freshDatabaseUrl() }) : connect({ sqlite: new Sqlite(':memory:') });
    try {
      await migrateTo(target, '2026-11-25-staff-area');
      await target.db.insertInto('auditEvents').values({ at: 1_000, ...kim, action: 'two-factor' }).execute();
      await expect(target.db.insertInto('auditEvents').values({ at: 2_000, ...kim, action: 'revoke-passkey' }).execute()).rejects.toMatchObject(checkFailure);
    } finally {
      await target.db.destroy();
    }
  });
});
