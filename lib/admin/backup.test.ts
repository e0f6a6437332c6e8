/** @postgres: the dump and its restore run against the run's PostgreSQL. */
import { chmodSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import pg from 'pg';
import { privacyPolicy } from '@/content/legal';
import { BACKUP_DAILY_COPIES, BACKUP_MAX_DAYS, BACKUP_WEEKLY_COPIES } from '@/content/retention';
import { Store } from '@/lib/db/store';
import { freshDatabaseUrl, migratedDatabaseUrl } from '@/lib/db/test-stores';
import { backup, type BackupResult } from './backup';
import { copyName, parseCopyName } from './backup-names';
import { choose } from './backup-rotation';
import { readManifest } from './manifest';
import { restoreSqlite } from './restore';
import { restorePostgres } from './restore-postgres';

const policy = { daily: BACKUP_DAILY_COPIES, weekly: BACKUP_WEEKLY_COPIES };
const signingKey = 'a-test-key-of-at-least-32-characters!';
const signed = { signingKey };
const DAY = 86_400_000;
const mode = (file: string) => (statSync(file).mode & 0o777).toString(8);

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'backup-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A store with `count` enquiries and one erasure by request, closed again. */
async function seeded(target: string | { url: string }, count: number) {
  const store = new Store(target, { checkpoints: false });
  const refs: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const { row } = await store.enquiries.insert({ endpoint: 'contact-us', payload: { email_address: `b${index}@example.test` }, idempotencyKey: `key-${index}`, status: 'stored' });
    refs.push(row.ref);
  }
  await store.close();
  return refs;
}

describe('names and rotation', () => {
  it('names a copy by its kind and UTC second, and reads nothing else as one', () => {
    const at = new Date('2026-11-27T03:04:05.678Z');
    expect(copyName('sqlite', at)).toBe('quillmark-sqlite-20261127T030405Z.sqlite');
    expect(copyName('postgres', at)).toBe('quillmark-postgres-20261127T030405Z.dump');
    expect(parseCopyName(copyName('postgres', at))).toEqual({ kind: 'postgres', at: new Date('2026-11-27T03:04:05Z') });
    for (const name of ['quillmark-sqlite-20261127T030405Z.dump', 'quillmark-sqlite-20261327T030405Z.sqlite', 'notes.txt', 'quillmark-sqlite-20261127T030405Z.sqlite.json']) expect(parseCopyName(name)).toBeUndefined();
  });

  it('keeps the newest copy of each of the last 7 days and 4 weeks, and none older than the policy’s promise', () => {
    const now = new Date('2026-11-29T23:30:00Z'); // a Sunday, the end of an ISO week
    // Four copies a day for 60 days.
    const copies = Array.from({ length: 240 }, (_, index) => {
      const at = new Date(now.getTime() - index * 6 * 3_600_000);
      return { name: copyName('sqlite', at), at };
    });
    const { keep, remove } = choose(copies, policy, now);
    expect(keep.length + remove.length).toBe(240);
    const kept = keep.map((name) => parseCopyName(name)!.at.toISOString());
    expect(kept).toEqual([
      // the newest of each of the last 7 days: Monday to Sunday of this week
      '2026-11-29T23:30:00.000Z', '2026-11-28T23:30:00.000Z', '2026-11-27T23:30:00.000Z', '2026-11-26T23:30:00.000Z',
      '2026-11-25T23:30:00.000Z', '2026-11-24T23:30:00.000Z', '2026-11-23T23:30:00.000Z',
      // the newest of each of the three weeks before (the week ending this Sunday is already kept)
      '2026-11-22T23:30:00.000Z', '2026-11-15T23:30:00.000Z', '2026-11-08T23:30:00.000Z',
    ]);
    expect(BACKUP_MAX_DAYS).toBe(28);
  });

  it('never keeps a copy past the promised age, whenever the backups run, and always keeps the newest', () => {
    // Every day for 400 days, at a time that drifts through the day, and sometimes twice or not at all.
    let copies: { name: string; at: Date }[] = [];
    for (let day = 0; day < 400; day += 1) {
      for (const run of day % 5 === 0 ? [] : day % 3 === 0 ? [0, 1] : [0]) {
        const now = new Date(Date.UTC(2026, 0, 1) + day * DAY + ((day * 7919 + run * 3_600_000) % DAY));
        copies.push({ name: copyName('sqlite', now), at: now });
        const { keep } = choose(copies, policy, now);
        expect(keep[0]).toBe(copyName('sqlite', now));
        copies = copies.filter((copy) => keep.includes(copy.name));
        for (const copy of copies) expect(now.getTime() - copy.at.getTime()).toBeLessThan(BACKUP_MAX_DAYS * DAY);
      }
    }
  });

  it('is the promise the privacy policy makes', () => {
    const retention = privacyPolicy.sections.flatMap((section) => section.list ?? []).filter((item) => item.startsWith('Backups'));
    expect(retention).toEqual([`Backups of the website's records: ${BACKUP_MAX_DAYS} days at most, so anything we erase is gone from every copy within ${BACKUP_MAX_DAYS} days.`]);
  });
});

describe('SQLite', () => {
  it('writes a verified, owner-only copy with its manifest, rotates only its own kind, and restores it', async () => {
    const live = path.join(dir, 'data', 'enquiries.sqlite');
    const refs = await seeded(live, 12);
    const copies = path.join(dir, 'copies');
    // An old copy past the policy, an old dump (another kind) and a file of the operator's.
    const old = new Date(Date.now() - 40 * DAY);
    await seeded(path.join(copies, copyName('sqlite', old)), 0);
    writeFileSync(path.join(copies, copyName('postgres', old)), 'not ours to rotate');
    writeFileSync(path.join(copies, 'README'), 'kept');

    const made: BackupResult = await backup({ file: live }, copies, policy, signed);
    expect(made).toEqual(expect.objectContaining({ database: 'sqlite', schema: expect.stringMatching(/^2026-/), bytes: statSync(made.file).size, removed: [copyName('sqlite', old)], signed: true }));
    expect(readManifest(made.file)?.signature).toMatch(/^hmac-sha256:[0-9a-f]{64}$/);
    expect(made.tables).toEqual(expect.objectContaining({ enquiries: 12, erasures: 0 }));
    expect([mode(made.file), mode(`${made.file}.json`), mode(copies)]).toEqual(['600', '600', '700']);
    expect(readdirSync(copies).sort()).toEqual([path.basename(made.file), `${path.basename(made.file)}.json`, copyName('postgres', old), 'README'].sort());

    // The site goes on: an erasure by request after the copy, then the copy comes back.
    const store = new Store(live, { checkpoints: false });
    await store.enquiries.insert({ endpoint: 'contact-us', payload: {}, idempotencyKey: 'after', status: 'stored' });
    await store.db.insertInto('erasures').values({ at: Date.now() + 1, reason: 'request', count: 1 }).execute();
    await expect(restoreSqlite(made.file, live, signed)).rejects.toThrow(/is in use .* stop the site first/);
    await store.close();

    const restored = await restoreSqlite(made.file, live, signed);
    expect(restored).toEqual(expect.objectContaining({ restored: live, aside: expect.stringContaining('enquiries.sqlite.before-restore-'), trust: 'signed', tables: made.tables }));
    expect(restored.afterCopy).toEqual(expect.objectContaining({ erasures: 1 }));
    const db = new Sqlite(live, { readonly: true });
    expect(db.prepare('select ref from enquiries order by id').pluck().all()).toEqual(refs);
    db.close();
    expect(mode(live)).toBe('600');
    // The file it replaced is kept whole, with the enquiry taken after the copy.
    const aside = new Sqlite(restored.aside!, { readonly: true });
    expect(aside.prepare('select count(*) from enquiries').pluck().get()).toBe(13);
    aside.close();
  });

  it('refuses a copy that was changed, cut short or made by a newer release, and leaves the store as it was', async () => {
    const live = path.join(dir, 'enquiries.sqlite');
    await seeded(live, 3);
    const made = await backup({ file: live }, path.join(dir, 'copies'), policy, signed);
    const before = readFileSync(live);

    const changed = path.join(dir, 'changed.sqlite');
    writeFileSync(changed, readFileSync(made.file));
    writeFileSync(`${changed}.json`, readFileSync(`${made.file}.json`));
    const db = new Sqlite(changed);
    db.exec('delete from enquiries where id = 1');
    db.close();
    await expect(restoreSqlite(changed, live, signed)).rejects.toThrow(/changed.sqlite is not the copy its manifest describes \(checksum differs\)/);
    // Without its manifest, the copy is unsigned: refused, unless the operator vouches for it.
    rmSync(`${changed}.json`);
    await expect(restoreSqlite(changed, live, signed)).rejects.toThrow(/changed.sqlite has no manifest .*: refused/);
    expect((await restoreSqlite(changed, path.join(dir, 'elsewhere', 'enquiries.sqlite'), { ...signed, trustUnsigned: true })).tables.enquiries).toBe(2);

    const cut = path.join(dir, 'cut.sqlite');
    writeFileSync(cut, readFileSync(made.file).subarray(0, made.bytes / 2));
    await expect(restoreSqlite(cut, live, { trustUnsigned: true })).rejects.toThrow(/cut.sqlite is not a whole SQLite database: (database disk image is malformed|file is not a database)/);

    const newer = path.join(dir, 'newer.sqlite');
    writeFileSync(newer, readFileSync(made.file));
    const next = new Sqlite(newer);
    next.prepare('insert into kysely_migration (name, timestamp) values (?, ?)').run('2099-01-01-from-the-future', new Date().toISOString());
    next.close();
    await expect(restoreSqlite(newer, live, { trustUnsigned: true })).rejects.toThrow(/migrations this release does not know \(2099-01-01-from-the-future\)/);

    expect(readFileSync(live).equals(before)).toBe(true);
    expect(readdirSync(dir).filter((name) => name.includes('before-restore'))).toEqual([]);
  });

  it('brings a copy from an older release up to this one', async () => {
    const old = path.join(dir, 'quillmark-sqlite-20261125T120000Z.sqlite');
    const db = new Sqlite(old);
    db.exec(readFileSync(path.join(__dirname, '../db/fixtures/sqlite-8ff0871.sql'), 'utf8'));
    db.close();
    const live = path.join(dir, 'data', 'enquiries.sqlite');
    const restored = await restoreSqlite(old, live, { trustUnsigned: true });
    expect(restored.trust).toBe('unsigned, trusted by --trust-unsigned');
    expect(restored.schema.copy).not.toBe(restored.schema.now);
    expect(restored.schema.now).toBe(Object.keys((await import('@/lib/db/migrations')).migrations('sqlite')).at(-1));
    expect(restored.aside).toBeNull();
    expect(existsSync(live)).toBe(true);
  });
});

describe('a backup that cannot be turned against the host', () => {
  it('refuses a folder others can write or read, and writes nothing into it', async () => {
    const live = path.join(dir, 'enquiries.sqlite');
    await seeded(live, 1);
    for (const [mode, said] of [[0o777, 'write'], [0o750, 'read']] as const) {
      const open = path.join(dir, `open-${mode.toString(8)}`);
      mkdirSync(open);
      chmodSync(open, mode);
      await expect(backup({ file: live }, open, policy, signed)).rejects.toThrow(new RegExp(`others can ${said} .*open-${mode.toString(8)} \\(mode ${mode.toString(8)}\\): refused\\. chmod 700`));
      expect(readdirSync(open)).toEqual([]);
    }
  });

  it('replaces a link planted at the manifest’s name, and at its temporary name, without writing through either', async () => {
    const live = path.join(dir, 'enquiries.sqlite');
    await seeded(live, 1);
    const copies = path.join(dir, 'copies');
    mkdirSync(copies, { mode: 0o700 });
    const now = new Date('2026-12-01T03:15:00Z');
    const name = copyName('sqlite', now);
    const victims = [path.join(dir, 'victim-final'), path.join(dir, 'victim-partial')];
    for (const victim of victims) writeFileSync(victim, 'not yours');
    symlinkSync(victims[0]!, path.join(copies, `${name}.json`));
    symlinkSync(victims[1]!, path.join(copies, `.${name}.json.partial`));
    const made = await backup({ file: live }, copies, { daily: 28, weekly: 0 }, { ...signed, now });
    for (const victim of victims) expect(readFileSync(victim, 'utf8')).toBe('not yours');
    expect(lstatSync(`${made.file}.json`).isFile()).toBe(true);
    expect(mode(`${made.file}.json`)).toBe('600');
    expect(readManifest(made.file)?.sha256).toBe(made.sha256);
    expect(readdirSync(copies).sort()).toEqual([name, `${name}.json`]);
  });

  it('leaves the insights’ salts out of every copy, on both databases', async () => {
    const file = path.join(dir, 'enquiries.sqlite');
    const source = await migratedDatabaseUrl();
    for (const target of [file, { url: source }]) {
      const store = new Store(target, { checkpoints: false });
      const salt = await store.insightSalts.of('2026-12-01');
      await store.close();
      const sqlite = typeof target === 'string';
      const made = await backup(sqlite ? { file } : { url: source }, path.join(dir, sqlite ? 'sqlite' : 'postgres'), policy, signed);
      expect(made.tables.insight_salts).toBe(0);
      const restored = sqlite ? await restoreSqlite(made.file, path.join(dir, 'restored', 'enquiries.sqlite'), signed) : await restorePostgres(made.file, await freshDatabaseUrl(), signed);
      expect(restored.tables.insight_salts).toBe(0);
      // No salt's bytes anywhere in the file, free pages included.
      if (sqlite) expect(readFileSync(made.file).includes(Buffer.from(salt))).toBe(false);
    }
  });
});

describe('PostgreSQL', () => {
  it('dumps inside one snapshot, checks the dump, and restores only into an empty database nobody uses', async () => {
    const source = await migratedDatabaseUrl();
    const refs = await seeded({ url: source }, 7);
    const made = await backup({ url: source }, path.join(dir, 'copies'), policy, signed);
    expect(made).toEqual(expect.objectContaining({ database: 'postgres', file: expect.stringMatching(/quillmark-postgres-\d{8}T\d{6}Z\.dump$/), removed: [] }));
    expect(made.tables).toEqual(expect.objectContaining({ enquiries: 7, kysely_migration: expect.any(Number) }));
    expect([mode(made.file), mode(`${made.file}.json`)]).toEqual(['600', '600']);

    // Not into the live database, which has tables and a connection.
    await expect(restorePostgres(made.file, source, signed)).rejects.toThrow(/already holds \d+ tables: restore into an empty database/);
    const target = await freshDatabaseUrl();
    const other = new pg.Client({ connectionString: target });
    await other.connect();
    await expect(restorePostgres(made.file, target, signed)).rejects.toThrow(/has 1 other connection: stop what uses it first/);
    await other.end();

    const restored = await restorePostgres(made.file, target, signed);
    expect(restored).toEqual(expect.objectContaining({ database: 'postgres', tables: made.tables, schema: { copy: made.schema, now: made.schema } }));
    const client = new pg.Client({ connectionString: target });
    await client.connect();
    expect((await client.query('select ref from enquiries order by id')).rows.map((row: { ref: string }) => row.ref)).toEqual(refs);
    await client.end();
  });

  it('refuses a dump that was cut short', async () => {
    const source = await migratedDatabaseUrl();
    await seeded({ url: source }, 2);
    const made = await backup({ url: source }, path.join(dir, 'copies'), policy, signed);
    const cut = path.join(dir, 'cut.dump');
    writeFileSync(cut, readFileSync(made.file).subarray(0, Math.floor(made.bytes * 0.6)));
    await expect(restorePostgres(cut, await freshDatabaseUrl(), { trustUnsigned: true })).rejects.toThrow(/pg_restore failed/);
  });
});
