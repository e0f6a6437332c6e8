import fs, { copyFileSync, linkSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import { Store } from '@/lib/db/store';
import { backup, sha256 } from './backup';
import { copyName } from './backup-names';
import { readManifest, signManifest } from './manifest';
import { restoreSqlite } from './restore';
import { eraseAddress, eraseReferences } from './store-admin';

// Each way a copy could be turned against the site, planted, and seen refused with the live store untouched; then
// what a good restore ends and reports.

const key = 'a-test-key-of-at-least-32-characters!';
const signed = { signingKey: key };
const policy = { daily: 28, weekly: 0 };

let dir = '';
let live = '';
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'restore-'));
  live = path.join(dir, 'data', 'enquiries.sqlite');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The live store: three enquiries by two addresses, an admin and a viewer each signed in; their references. */
async function seedLive(): Promise<string[]> {
  const store = new Store(live, { checkpoints: false });
  const refs: string[] = [];
  for (const [index, email] of ['ana@example.test', 'ana@example.test', 'bo@example.test'].entries()) {
    const { row } = await store.enquiries.insert({ endpoint: 'contact-us', payload: { email_address: email }, idempotencyKey: `key-${index}`, status: 'stored' });
    refs.push(row.ref);
  }
  const at = new Date().toISOString();
  for (const [id, role] of [['u-admin', 'admin'], ['u-viewer', 'viewer']]) {
    store.sqlite!.prepare('insert into staff_users (id, name, email, emailVerified, createdAt, updatedAt, role, banned) values (?, ?, ?, 1, ?, ?, ?, 0)').run(id, id, `${id}@quillmark.test`, at, at, role);
    store.sqlite!.prepare('insert into staff_sessions (id, expiresAt, token, createdAt, updatedAt, userId) values (?, ?, ?, ?, ?, ?)').run(`s-${id}`, at, `t-${id}`, at, at, id);
  }
  await store.close();
  return refs;
}

/** A signed copy of the live store taken a minute ago, so what the test does now comes after it. */
const copyNow = async (options: { signingKey?: string } = signed) => backup({ file: live }, path.join(dir, 'copies'), policy, { ...options, now: new Date(Date.now() - 60_000) });

/** The copy changed by `statements`, as whoever can write the backup folder could; its manifest left behind. */
function tampered(file: string, statements: string): string {
  const planted = path.join(dir, `planted-${readdirSync(dir).length}.sqlite`);
  copyFileSync(file, planted);
  const db = new Sqlite(planted);
  db.exec(statements);
  db.close();
  return planted;
}

/** The live store's bytes and the data folder's names, to show a refusal changed neither. */
const state = () => ({ bytes: sha256(live), names: readdirSync(path.dirname(live)).sort() });

describe('a copy is believed only when this site signed it', () => {
  it('refuses an unsigned copy, one signed with another key, and a manifest changed after signing, unless told --trust-unsigned', async () => {
    await seedLive();
    const before = state();
    const unsigned = await copyNow({});
    await expect(restoreSqlite(unsigned.file, live, signed)).rejects.toThrow(/manifest is not signed: refused\. Restore only copies this site signed; --trust-unsigned/);
    rmSync(path.join(dir, 'copies'), { recursive: true });
    const foreign = await copyNow({ signingKey: 'someone-elses-key-of-32-characters!!' });
    await expect(restoreSqlite(foreign.file, live, signed)).rejects.toThrow(/is not signed with BACKUP_SIGNING_KEY \(changed, or made with another key\)/);
    await expect(restoreSqlite(foreign.file, live, {})).rejects.toThrow(/BACKUP_SIGNING_KEY is not set, so .* signature cannot be checked/);
    rmSync(path.join(dir, 'copies'), { recursive: true });
    const ours = await copyNow();
    const manifest = readManifest(ours.file)!;
    writeFileSync(`${ours.file}.json`, JSON.stringify({ ...manifest, takenAt: manifest.takenAt + 86_400_000 }));
    await expect(restoreSqlite(ours.file, live, signed)).rejects.toThrow(/is not signed with BACKUP_SIGNING_KEY/);
    expect(state()).toEqual(before);

    // A copy of its own: foreign.file went with the folder above, and only had the same name as ours when both were
    // taken in the same second (on a loaded machine they were not: ENOENT).
    rmSync(path.join(dir, 'copies'), { recursive: true });
    const trusted = await copyNow({ signingKey: 'someone-elses-key-of-32-characters!!' });
    const restored = await restoreSqlite(trusted.file, live, { ...signed, trustUnsigned: true });
    expect(restored.trust).toBe('unsigned, trusted by --trust-unsigned');
  });

  it('refuses a signed manifest that describes another kind of copy', async () => {
    await seedLive();
    const made = await copyNow();
    writeFileSync(`${made.file}.json`, JSON.stringify(signManifest({ ...readManifest(made.file)!, database: 'postgres' }, key)));
    await expect(restoreSqlite(made.file, live, signed)).rejects.toThrow(/manifest describes a postgres copy, not an SQLite one/);
  });

  it('refuses a manifest that is a symbolic link', async () => {
    await seedLive();
    const made = await copyNow();
    const elsewhere = path.join(dir, 'elsewhere.json');
    copyFileSync(`${made.file}.json`, elsewhere);
    rmSync(`${made.file}.json`);
    symlinkSync(elsewhere, `${made.file}.json`);
    await expect(restoreSqlite(made.file, live, signed)).rejects.toThrow(/\.json is a symbolic link: a manifest is a file of its own/);
  });
});

describe('a copy is restored only as this release would have made it', () => {
  const plants: [string, string, RegExp][] = [
    [
      'a trigger that makes a viewer an admin and empties the audit trail',
      "create trigger promote after insert on enquiries begin update staff_users set role = 'admin'; delete from audit_events; end",
      /the copy has trigger promote, which this release does not make/,
    ],
    ['a view', 'create view everyone as select email, role from staff_users', /the copy has view everyone, which this release does not make/],
    ['the audit trail’s append-only trigger dropped', 'drop trigger audit_events_append_only', /the copy has no trigger audit_events_append_only, which this release makes/],
    ['a column changed', 'alter table staff_users add column note text', /the copy's table staff_users is not this release's/],
  ];

  it.each(plants)('refuses a copy with %s, even one signed or trusted, and leaves the live store as it was', async (_, statements, said) => {
    await seedLive();
    const made = await copyNow();
    const before = state();
    const planted = tampered(made.file, statements);
    await expect(restoreSqlite(planted, live, { ...signed, trustUnsigned: true })).rejects.toThrow(said);
    // Signed by someone who holds the key: the schema is still not this release's.
    const manifest = signManifest({ ...readManifest(made.file)!, sha256: sha256(planted), bytes: readFileSync(planted).length }, key);
    writeFileSync(`${planted}.json`, JSON.stringify(manifest));
    await expect(restoreSqlite(planted, live, signed)).rejects.toThrow(said);
    expect(state()).toEqual(before);
  });

  it('refuses the live file itself as the copy, by its path, a link or a hard link', async () => {
    await seedLive();
    const before = state();
    const link = path.join(dir, 'link.sqlite');
    const hard = path.join(dir, 'hard.sqlite');
    symlinkSync(live, link);
    linkSync(live, hard);
    for (const copy of [live, link, hard]) await expect(restoreSqlite(copy, live, { ...signed, trustUnsigned: true })).rejects.toThrow(/is the live store itself .*, not a copy: refused/);
    expect(state()).toEqual({ ...before, names: before.names });
  });

  it('refuses to restore over a live file too damaged to open, and says how to move it aside', async () => {
    const made = (await seedLive(), await copyNow());
    writeFileSync(live, 'not a database at all, but the bytes of something else');
    await expect(restoreSqlite(made.file, live, signed)).rejects.toThrow(/enquiries.sqlite is damaged \(file is not a database\): with the site stopped, move it aside by hand \(mv /);
    expect(readFileSync(live, 'utf8')).toBe('not a database at all, but the bytes of something else');
  });

  it('puts the live store back when the swap itself fails', async () => {
    await seedLive();
    const made = await copyNow();
    const before = state();
    const rename = fs.renameSync;
    const swap = jest.spyOn(fs, 'renameSync').mockImplementation((from, to) => {
      if (String(from).endsWith('.restoring') && to === live) throw Object.assign(new Error('EIO: i/o error, rename'), { code: 'EIO' });
      rename(from, to);
    });
    try {
      await expect(restoreSqlite(made.file, live, signed)).rejects.toThrow(/EIO/);
      expect(swap).toHaveBeenCalledWith(`${live}.restoring`, live);
    } finally {
      swap.mockRestore();
    }
    expect(state()).toEqual(before);
  });

  it('leaves the live store untouched when the copy’s migration fails', async () => {
    await seedLive();
    const before = state();
    const old = path.join(dir, copyName('sqlite', new Date('2026-11-25T12:00:00Z')));
    const db = new Sqlite(old);
    db.exec(readFileSync(path.join(__dirname, '../../testing/fixtures/db/sqlite-8ff0871.sql'), 'utf8'));
    // A table a later migration makes, already there: that migration fails.
    db.exec('create table insight_salts (day text)');
    db.close();
    await expect(restoreSqlite(old, live, { trustUnsigned: true })).rejects.toThrow(/the copy cannot be migrated to this release: (SqliteError: )?table "insight_salts" already exists/);
    expect(state()).toEqual(before);
  });
});

describe('a store that began on an older release', () => {
  it.each(['sqlite-before-staff.sql', 'sqlite-8ff0871.sql'])('restores a copy of one that began as %s and was migrated since', async (fixture) => {
    const db = new Sqlite(path.join(dir, 'older.sqlite'));
    db.exec(readFileSync(path.join(__dirname, '../../testing/fixtures/db', fixture), 'utf8'));
    db.close();
    mkdirSync(path.dirname(live));
    renameSync(path.join(dir, 'older.sqlite'), live);
    const store = new Store(live, { checkpoints: false });
    await store.ready();
    await store.close();
    const made = await copyNow();
    const restored = await restoreSqlite(made.file, path.join(dir, 'other', 'enquiries.sqlite'), signed);
    expect(restored).toEqual(expect.objectContaining({ trust: 'signed', tables: made.tables }));
  });
});

describe('what a restore ends and reports', () => {
  it('ends every staff session, and reports the staff changes and erasures made after the copy with the commands that redo them', async () => {
    const refs = await seedLive();
    const made = await copyNow();
    const store = new Store(live, { checkpoints: false });
    await store.audit.append({ actorId: null, actorEmail: 'command line', action: 'remove-staff', subject: 'u-viewer', detail: { email: 'u-viewer@quillmark.test' } });
    // As the team page records it: the member by id alone.
    await store.audit.append({ actorId: 'u-admin', actorEmail: 'u-admin@quillmark.test', action: 'role', subject: 'u-admin', detail: { role: 'viewer' } });
    await store.audit.append({ actorId: 'u-admin', actorEmail: 'u-admin@quillmark.test', action: 'revoke-sessions', subject: 'u-admin' });
    await eraseReferences(store, [refs[2]!], { actorEmail: 'command line' });
    // By address: the audit trail names no enquiry, the live store no longer has them.
    await eraseAddress(store, 'ana@example.test');
    await store.close();

    const restored = await restoreSqlite(made.file, live, signed);
    expect(restored.sessionsEnded).toBe(2);
    const db = new Sqlite(live, { readonly: true });
    expect(db.prepare('select count(*) from staff_sessions').pluck().get()).toBe(0);
    db.close();
    expect(restored.afterCopy).toEqual({
      staff: [
        { at: expect.any(String), action: 'remove-staff', email: 'u-viewer@quillmark.test', redo: 'npm run staff -- remove u-viewer@quillmark.test' },
        { at: expect.any(String), action: 'role', email: 'u-admin@quillmark.test', role: 'viewer', redo: 'npm run staff -- role u-admin@quillmark.test viewer' },
        { at: expect.any(String), action: 'revoke-sessions', email: 'u-admin@quillmark.test', redo: null },
      ],
      erasures: 2,
      erased: refs,
      unexplained: 0,
      redo: ['npm run staff -- remove u-viewer@quillmark.test', 'npm run staff -- role u-admin@quillmark.test viewer', `npm run enquiries -- erase ${refs.join(' ')}`],
    });
  });

  it('lists no erasure to redo when the live store is not the copy’s continuation', async () => {
    const refs = await seedLive();
    const made = await copyNow();
    // A new host: the site started once on an empty store before the copy was brought back.
    rmSync(path.dirname(live), { recursive: true });
    const fresh = new Store(live, { checkpoints: false });
    await fresh.ready();
    await fresh.close();
    const restored = await restoreSqlite(made.file, live, signed);
    expect(restored.afterCopy).toEqual(expect.objectContaining({ erased: [], unexplained: refs.length, redo: [] }));
  });

  it('drops insight salts older than two days from a copy made before salts were left out', async () => {
    await seedLive();
    const now = new Date('2026-12-05T10:00:00Z');
    const store = new Store(live, { checkpoints: false });
    for (const day of ['2026-12-01', '2026-12-04', '2026-12-05']) await store.insightSalts.of(day);
    await store.close();
    const old = path.join(dir, copyName('sqlite', now));
    const db = new Sqlite(live);
    db.prepare('VACUUM INTO ?').run(old);
    db.close();
    const restored = await restoreSqlite(old, path.join(dir, 'other', 'enquiries.sqlite'), { trustUnsigned: true, now });
    expect(restored.saltsDropped).toBe(1);
    const back = new Sqlite(path.join(dir, 'other', 'enquiries.sqlite'), { readonly: true });
    expect(back.prepare('select day from insight_salts order by day').pluck().all()).toEqual(['2026-12-04', '2026-12-05']);
    back.close();
  });
});
