/** @postgres: needs PostgreSQL, so Jest runs it in the "database" project (jest.config.mjs). */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import pg from 'pg';
import { migrations } from './migrations';
import { AUDIT_ACTIONS, TRIAGE_STATES } from './schema';
import type { Store, StoreTarget } from './store';
import { databases, execute, freshDatabaseUrl, openStore, type DatabaseName } from './test-stores';

// Each fixture is what a fresh store created at a release (scripts/db-fixtures.mjs): today's Store must open it and
// take every write today's code makes, or a site upgraded from that release breaks on its first staff action.
const RELEASES = [
  { point: 'before-staff', staff: false },
  { point: '8ff0871', staff: true },
] as const;
type Release = (typeof RELEASES)[number];

const OLD_REF = 'QM-20261124-0LD0NE';
const kim = { actorId: 'staff-kim', actorEmail: 'kim@quillmark.test' };

/** Rows as that release's code wrote them, in the columns it had. */
const seed = ({ staff }: Release) => [
  `insert into enquiries (ref, endpoint, payload, status, attempts, idempotency_key, answer_status, answer_body, created_at, updated_at)
   values ('${OLD_REF}', 'contact-us', '{"name":"Old Visitor","email":"old@example.test"}', 'stored', 0, 'old-key', 201, '{"ok":true,"ref":"${OLD_REF}"}', 1000, 1000)`,
  ...(staff
    ? [
        `insert into audit_events (at, actor_id, actor_email, action, subject, detail, ip) values (1500, 'staff-kim', 'kim@quillmark.test', 'view-enquiry', '${OLD_REF}', '{"kept":true}', '192.0.2.1')`,
        `insert into enquiry_notes (ref, author_id, author_name, body, created_at) values ('${OLD_REF}', 'staff-kim', 'Kim', 'Called back', 1600)`,
      ]
    : []),
];

let dir = '';
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'upgrade-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A new database holding exactly the fixture and the release's rows, where today's Store is to open it. */
async function loadRelease(database: DatabaseName, release: Release): Promise<StoreTarget> {
  const prefix = database === 'PostgreSQL' ? 'postgres' : 'sqlite';
  const text = readFileSync(path.join(__dirname, 'fixtures', `${prefix}-${release.point}.sql`), 'utf8');
  const statements = seed(release).map((statement) => `${statement};`).join('\n');
  if (database === 'SQLite') {
    const file = path.join(dir, `${release.point}-${Math.random().toString(36).slice(2)}.sqlite`);
    const sqlite = new Sqlite(file);
    try {
      sqlite.exec(`${text}\n${statements}`);
    } finally {
      sqlite.close();
    }
    return file;
  }
  const url = await freshDatabaseUrl();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`${text}\n${statements}`);
  } finally {
    await client.end();
  }
  return { url };
}

/** The salt as the database holds it, not as the store's memory does. */
async function storedSalt(store: Store, day: string): Promise<string | undefined> {
  return (await execute(store, `select salt from insight_salts where day = '${day}'`)).map((row) => String(row.salt))[0];
}

async function migrationNames(store: Store): Promise<string[]> {
  return (await execute(store, 'select name from kysely_migration order by name')).map((row) => String(row.name));
}

describe.each(databases)('a store from an older release on %s', (database) => {
  it.each(RELEASES)('opens the store of $point and takes every write today’s code makes', async (release) => {
    const store = await openStore(await loadRelease(database, release));
    await store.ready();
    expect(await migrationNames(store)).toEqual(Object.keys(migrations(store.dialect)).sort());

    let at = 10_000;
    for (const action of AUDIT_ACTIONS) await store.audit.append({ ...kim, action, subject: OLD_REF }, (at += 1));

    for (const triage of TRIAGE_STATES) {
      const { row, created } = await store.enquiries.insert({ endpoint: 'contact-us', payload: { name: `Visitor ${triage}` }, status: 'stored', idempotencyKey: `triage-${triage}` }, (at += 1));
      expect(created).toBe(true);
      await store.inbox.setTriage([row.ref], triage, (at += 1));
      expect(await store.inbox.detail(row.ref)).toMatchObject({ triage });
    }

    // As the pipeline stores one: the answer in the same write, its mail in the same transaction.
    const posted = await store.enquiries.insert({
      endpoint: 'contact-us',
      payload: { name: 'New Visitor', email: 'new@example.test' },
      status: 'stored',
      idempotencyKey: 'posted-key',
      answer: (ref) => ({ status: 201, body: { ok: true, ref } }),
      alongside: (into, ref) =>
        store.mails.queue(into, [{ ref, kind: 'team', messageId: `<${ref}.team@quillmark.test>`, recipient: 'team@quillmark.test', replyTo: 'new@example.test', subject: 'Enquiry', text: 'Hello', html: '<p>Hello</p>', headers: {} }], 'held', at),
    });
    expect(posted.created).toBe(true);
    expect(await store.inbox.detail(posted.row.ref)).toMatchObject({ triage: 'new', mails: [{ kind: 'team', status: 'held' }] });
    expect(await store.inbox.addNote(OLD_REF, { authorId: kim.actorId, authorName: 'Kim', body: 'Upgraded' }, (at += 1))).toMatchObject({ body: 'Upgraded' });

    expect(await store.enquiries.find(OLD_REF)).toMatchObject({
      payload: { name: 'Old Visitor', email: 'old@example.test' },
      status: 'stored',
      idempotencyKey: 'old-key',
      answer: { status: 201, body: { ok: true, ref: OLD_REF } },
      createdAt: 1000,
    });
    const old = await store.inbox.detail(OLD_REF);
    expect(old?.triage).toBe('new');
    expect(old?.notes.map((note) => note.body)).toEqual(release.staff ? ['Called back', 'Upgraded'] : ['Upgraded']);

    const trail = await store.audit.list({});
    expect(trail.total).toBe(AUDIT_ACTIONS.length + (release.staff ? 1 : 0));
    expect(new Set(trail.rows.map((row) => row.action))).toEqual(new Set(AUDIT_ACTIONS));
    if (release.staff) expect(trail.rows.at(-1)).toMatchObject({ at: 1500, ...kim, action: 'view-enquiry', subject: OLD_REF, detail: { kept: true }, ip: '192.0.2.1' });

    await expect(store.db.updateTable('auditEvents').set({ actorEmail: 'someone-else@quillmark.test' }).execute()).rejects.toHaveProperty('message', expect.stringMatching(/append-only/));

    // The insights tables came with the upgrade: a day's salt is made once and kept, and goes after two days.
    const salt = await store.insightSalts.of('2026-11-26', at);
    expect(salt).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await storedSalt(store, '2026-11-26')).toBe(salt);
    expect(await store.insightSalts.rotate(Date.parse('2026-11-28T12:00:00Z'))).toBe(1);
  });
});
