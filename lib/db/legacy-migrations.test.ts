import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { MIGRATIONS } from './legacy-migrations';
import { Store } from './store';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'migrate-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A database file as version 1 of the schema left it, with a row in each state that version knew. */
function versionOneFile(file: string) {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.exec(MIGRATIONS[0] ?? '');
  db.pragma('user_version = 1');
  const insert = db.prepare(`INSERT INTO enquiries (ref, endpoint, payload, status, attempts, last_error, idempotency_key, answer_status, answer_body, next_attempt_at, lease_until, created_at, updated_at)
    VALUES (?, 'contact-us', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const statuses = ['stored', 'queued', 'delivered', 'refused', 'spam'];
  statuses.forEach((status, index) =>
    insert.run(`QM-20260101-00000${index}`, JSON.stringify({ email_address: `${status}@example.org` }), status, index, index ? `error ${index}` : null, `key-v1-${index}`, 201, '{"ok":true}', status === 'queued' ? 5_000 : null, status === 'queued' ? 9_000 : null, 1_000 + index, 2_000 + index),
  );
  const rows = db.prepare('SELECT * FROM enquiries ORDER BY id').all();
  db.close();
  return rows;
}

describe('schema migrations', () => {
  it('upgrades a version-1 database file with every row and column kept, and allows the failed status', async () => {
    const file = path.join(dir, 'enquiries.sqlite');
    const before = versionOneFile(file);
    const store = new Store(file);
    await store.ready();
    expect(store.sqlite!.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
    const after = store.sqlite!.prepare('SELECT * FROM enquiries ORDER BY id').all();
    expect(after).toEqual(before.map((row) => expect.objectContaining(row as Record<string, unknown>)));
    expect(store.sqlite!.prepare(`SELECT name FROM sqlite_schema WHERE type = 'index' AND name = 'enquiries_due'`).get()).toBeDefined();
    expect(() => store.sqlite!.prepare(`UPDATE enquiries SET status = 'failed' WHERE ref = 'QM-20260101-000001'`).run()).not.toThrow();
    expect(() => store.sqlite!.prepare(`UPDATE enquiries SET status = 'lost' WHERE ref = 'QM-20260101-000001'`).run()).toThrow(/CHECK constraint/);
    store.close();
  });
});
