/** @postgres: needs PostgreSQL, so Jest runs it in the "database" project (jest.config.mjs). */
import { AUDIT_ACTIONS, type AuditAction } from './schema';
import { auditSchema, databases, olderRelease, openStore, type DatabaseName } from './test-stores';

// A new audit action is one line in AUDIT_ACTIONS: since this migration the database takes any action, and the one
// list in code is what refuses the others, before anything is written.

const kim = { actorId: 'staff-kim', actorEmail: 'kim@quillmark.test' };
const PREVIOUS = '2026-11-27-insights-report';

/** A database as the release before this migration left it, with two rows on its trail and a new action refused. */
function previousRelease(database: DatabaseName) {
  return olderRelease(database, PREVIOUS, async (connection) => {
    await connection.db.insertInto('auditEvents').values({ at: 1_000, ...kim, action: 'sign-in', subject: null, detail: '{"kept":true}', ip: '192.0.2.1' }).execute();
    await connection.db.insertInto('auditEvents').values({ at: 2_000, ...kim, action: 'export-insights', subject: null, detail: null, ip: null }).execute();
    await expect(connection.db.insertInto('auditEvents').values({ at: 2_500, ...kim, action: 'planted-new-action' as AuditAction }).execute()).rejects.toHaveProperty('message', expect.stringMatching(/check constraint/i));
  });
}

describe.each(databases)('the audit trail’s open actions on %s', (database) => {
  it('drops the CHECK, keeping every row and id, the index and the append-only trigger', async () => {
    const store = await openStore(await previousRelease(database));
    await store.ready();
    const { rows } = await store.audit.list({});
    expect(rows.map((row) => [row.at, row.action, row.detail])).toEqual([
      [2_000, 'export-insights', null],
      [1_000, 'sign-in', { kept: true }],
    ]);
    expect(await auditSchema(store)).toEqual(
      database === 'PostgreSQL'
        ? []
        : [
            { type: 'index', name: 'audit_events_at' },
            { type: 'table', name: 'audit_events' },
            { type: 'trigger', name: 'audit_events_append_only' },
          ],
    );
    await expect(store.db.updateTable('auditEvents').set({ actorEmail: 'someone-else@quillmark.test' }).execute()).rejects.toHaveProperty('message', expect.stringMatching(/append-only/));
  });

  it('takes a new action with no migration, and code refuses one that is not in AUDIT_ACTIONS', async () => {
    const store = await openStore(database);
    await store.ready();
    // What adding 'planted-new-action' to AUDIT_ACTIONS asks of the database: nothing.
    await store.db.insertInto('auditEvents').values({ at: 1_000, ...kim, action: 'planted-new-action' as AuditAction }).execute();
    for (const action of AUDIT_ACTIONS) await store.audit.append({ ...kim, action });
    await expect(store.audit.append({ ...kim, action: 'planted-new-action' as AuditAction })).rejects.toThrow('Unknown audit action "planted-new-action": add it to AUDIT_ACTIONS');
    expect((await store.audit.list({})).total).toBe(AUDIT_ACTIONS.length + 1);
  });
});
