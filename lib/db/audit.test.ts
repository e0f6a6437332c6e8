/** @postgres: needs PostgreSQL, so Jest runs it in the "database" project (jest.config.mjs). */
import { databases, openStore } from './test-stores';

const kim = { actorId: 'staff-kim', actorEmail: 'kim@quillmark.test' };

describe.each(databases)('the audit trail on %s', (database) => {
  it('appends events and lists them newest first, by action, actor or subject, a page at a time', async () => {
    const store = await openStore(database);
    await store.audit.append({ actorId: null, actorEmail: 'who@example.org', action: 'sign-in-failed', ip: '192.0.2.7' }, 1_000);
    await store.audit.append({ ...kim, action: 'sign-in', ip: '192.0.2.1' }, 2_000);
    await store.audit.append({ ...kim, action: 'view-enquiry', subject: 'QM-20261124-AAAAAA' }, 3_000);
    await store.audit.append({ ...kim, action: 'export', detail: { box: 'new', q: 'silva', rows: 3 } }, 4_000);
    await store.audit.append({ actorId: 'staff-lee', actorEmail: 'lee@quillmark.test', action: 'triage', subject: 'QM-20261124-AAAAAA', detail: { triage: 'closed' } }, 4_000);

    const all = await store.audit.list({});
    expect(all.total).toBe(5);
    expect(all.rows.map((row) => row.action)).toEqual(['triage', 'export', 'view-enquiry', 'sign-in', 'sign-in-failed']);
    expect(all.rows[1]).toEqual({ id: expect.any(Number), at: 4_000, ...kim, action: 'export', subject: null, detail: { box: 'new', q: 'silva', rows: 3 }, ip: null });
    expect(all.rows[4]).toMatchObject({ actorId: null, actorEmail: 'who@example.org', ip: '192.0.2.7', detail: null });

    expect((await store.audit.list({ actorId: 'staff-kim' })).total).toBe(3);
    expect((await store.audit.list({ action: 'sign-in' })).rows.map((row) => row.at)).toEqual([2_000]);
    expect((await store.audit.list({ subject: 'QM-20261124-AAAAAA' })).rows.map((row) => row.action)).toEqual(['triage', 'view-enquiry']);
    expect(await store.audit.list({ actorId: 'staff-kim' }, { limit: 1, offset: 1 })).toMatchObject({ rows: [{ action: 'view-enquiry' }], total: 3 });
  });

  it('stores what a client supplied bounded and free of hidden characters, at any depth of the detail', async () => {
    const store = await openStore(database);
    const spoofed = 'passkey-\u202Egpj.exe';
    const huge = 'A'.repeat(15_000);
    await store.audit.append({ actorId: null, actorEmail: `x\u200B${huge}@example.org`, action: 'revoke-passkey', subject: `${spoofed}${huge}`, detail: { name: spoofed, device: { ids: [huge, 7] } }, ip: '192.0.2.1\r\n\u2066' }, 1_000);
    const [row] = (await store.audit.list({})).rows;
    const cut = (text: string) => `${text.slice(0, 255)}…`;
    expect(row).toEqual({
      id: expect.any(Number),
      at: 1_000,
      actorId: null,
      actorEmail: cut(`x${huge}`),
      action: 'revoke-passkey',
      subject: cut(`passkey-gpj.exe${huge}`),
      detail: { name: 'passkey-gpj.exe', device: { ids: [cut(huge), 7] } },
      ip: '192.0.2.1',
    });
    expect(row!.subject).toHaveLength(256);
  });

  it('refuses an UPDATE in the database itself, whatever code asks', async () => {
    // Matched by message: Jest's toThrow does not take better-sqlite3's errors (tagged [object Object]) for errors.
    const store = await openStore(database);
    await store.audit.append({ ...kim, action: 'erase', detail: { count: 2 } }, 1_000);
    await expect(store.db.updateTable('auditEvents').set({ actorEmail: 'someone-else@quillmark.test' }).execute()).rejects.toHaveProperty('message', expect.stringMatching(/append-only/));
    await expect(store.db.updateTable('auditEvents').set({ at: 0 }).where('action', '=', 'erase').execute()).rejects.toHaveProperty('message', expect.stringMatching(/append-only/));
    expect((await store.audit.list({})).rows).toMatchObject([{ at: 1_000, actorEmail: kim.actorEmail }]);
  });

  it('deletes only the events from before the retention cutoff', async () => {
    const store = await openStore(database);
    for (const at of [1_000, 1_999, 2_000, 3_000]) await store.audit.append({ ...kim, action: 'sign-in' }, at);
    expect(await store.audit.purgeBefore(2_000)).toBe(2);
    expect((await store.audit.list({})).rows.map((row) => row.at)).toEqual([3_000, 2_000]);
    expect(await store.audit.purgeBefore(2_000)).toBe(0);
  });
});
