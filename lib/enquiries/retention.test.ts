/** @postgres: needs PostgreSQL, so Jest runs it in the "database" project (jest.config.mjs). */
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { privacyPolicy } from '@/content/legal';
import { ENQUIRY_RETENTION_DAYS, ENQUIRY_RETENTION_MONTHS } from '@/content/retention';
import { eraseAddress, eraseEnquiries, listMails } from '@/lib/admin/store-admin';
import { parseConfig } from '@/lib/config';
import { Store } from '@/lib/db/store';
import { contact, depsFor, refOf, send } from '@/testing/mail';
import { allEnquiries, databases, execute, openStore } from '@/testing/stores';
import { startRetention } from './retention';

const DAY = 24 * 60 * 60_000;
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'retention-'));
  jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
});
afterEach(() => {
  jest.restoreAllMocks();
  rmSync(dir, { recursive: true, force: true });
});

describe('retention', () => {
  it('takes the policy text and the default period from one constant', async () => {
    const promise = privacyPolicy.sections.flatMap((section) => section.list ?? []).find((item) => item.startsWith('Enquiries that do not lead'));
    expect(promise).toBe(`Enquiries that do not lead to a contract: ${ENQUIRY_RETENTION_MONTHS} months after our last contact with you.`);
    expect(parseConfig({}).RETENTION_DAYS).toBe(ENQUIRY_RETENTION_DAYS);
    expect(ENQUIRY_RETENTION_DAYS).toBe(731);
  });

  it('deletes enquiries older than the period at start and on its timer, and records only how many and when', async () => {
    const store = new Store(':memory:');
    const now = 1_000 * DAY;
    const insert = async (key: string, at: number) => (await store.enquiries.insert({ endpoint: 'contact-us', payload: { email_address: `${key}@example.org` }, status: 'queued', idempotencyKey: key }, at)).row.ref;
    await insert('key-old-0001', now - 731 * DAY - 1);
    await insert('key-old-0002', now - 800 * DAY);
    const kept = await insert('key-new-0001', now - 730 * DAY);
    const retention = startRetention(store, 731, 60_000, () => now);
    expect(await retention.first).toBe(2);
    expect((await allEnquiries(store)).map((row) => row.ref)).toEqual([kept]);
    expect(store.sqlite!.prepare('SELECT * FROM erasures').all()).toEqual([{ id: 1, at: now, reason: 'retention', count: 2 }]);
    expect(await retention.sweep()).toBe(0);
    retention.stop();
  });
});

describe.each(databases)('retention and erasure on %s', (database) => {
  const kim = { actorId: 'staff-kim', actorEmail: 'kim@quillmark.test' };
  const note = { authorId: kim.actorId, authorName: 'Kim', body: 'Called back.' };
  const erasures = (store: Store) => execute(store, 'SELECT reason, count FROM erasures ORDER BY id');
  const notes = async (store: Store) => (await store.db.selectFrom('enquiryNotes').select('ref').orderBy('id').execute()).map((row) => row.ref);

  it('deletes the audit trail’s events older than the period, as it does the enquiries, and keeps the rest', async () => {
    const store = await openStore(database);
    const now = 1_000 * DAY;
    await store.audit.append({ ...kim, action: 'sign-in' }, now - 731 * DAY - 1);
    await store.audit.append({ ...kim, action: 'export', detail: { box: 'inbox' } }, now - 731 * DAY);
    await store.audit.append({ ...kim, action: 'sign-out' }, now - DAY);
    const retention = startRetention(store, 731, 60_000, () => now);
    await retention.first;
    retention.stop();
    expect((await store.audit.list({})).rows.map((row) => row.action)).toEqual(['sign-out', 'export']);
  });

  it('deletes an article 30 days in the bin for good, with its revisions, and keeps a younger one', async () => {
    const store = await openStore(database);
    // After the shipped articles' days: they are live.
    const now = Date.UTC(2027, 0, 1);
    const [old, young] = await store.articles.live(now);
    for (const article of [old!, young!]) await store.articles.unpublish(article.articleId, { id: null, name: 'Ana' }, now - 40 * DAY);
    await store.articles.bin(old!.articleId, { id: null, name: 'Ana' }, now - 30 * DAY);
    await store.articles.bin(young!.articleId, { id: null, name: 'Ana' }, now - 30 * DAY + 1);
    const retention = startRetention(store, 731, 60_000, () => now);
    await retention.first;
    retention.stop();
    expect(await store.articles.get(old!.articleId)).toBeUndefined();
    expect(await store.articles.revisionById(old!.id)).toBeUndefined();
    expect(await store.articles.get(young!.articleId)).toMatchObject({ binnedAt: now - 30 * DAY + 1 });
  });

  describe('when its store closes', () => {
    const retentionErrors = () => {
      const lines: string[] = [];
      jest.spyOn(process.stderr, 'write').mockImplementation((chunk) => lines.push(String(chunk)) > 0);
      return () => lines.filter((line) => line.includes('"event":"enquiry.retention"'));
    };

    it('waits for the sweep in flight, which meets no closed connection', async () => {
      const errors = retentionErrors();
      const store = await openStore(database);
      const now = 1_000 * DAY;
      await store.enquiries.insert({ endpoint: 'newsletter', payload: { email_address: 'old@example.org' }, status: 'stored', idempotencyKey: 'key-old-close1' }, now - 800 * DAY);
      const retention = startRetention(store, 731, 60_000, () => now);
      await store.close();
      expect(await retention.first).toBe(1);
      expect(errors()).toEqual([]);
    });

    it('stops the sweep first when it is stopped without waiting, as a caller in a hurry does', async () => {
      const errors = retentionErrors();
      const store = await openStore(database);
      const retention = startRetention(store, 731, 60_000);
      void retention.stop();
      await store.close();
      expect(await retention.first).toBe(0);
      expect(errors()).toEqual([]);
    });

    it('stops its timer, so no later tick sweeps the closed store', async () => {
      const errors = retentionErrors();
      const store = await openStore(database);
      const retention = startRetention(store, 731, 5);
      await retention.first;
      await store.close();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await retention.sweep()).toBe(0);
      expect(errors()).toEqual([]);
    });
  });

  it('erases an address’s enquiries with their notes, through the foreign key', async () => {
    const store = await openStore(database);
    const deps = depsFor(store);
    const gone = refOf(await send(deps, 'contact-us', contact('gone@example.org')));
    const kept = refOf(await send(deps, 'contact-us', contact('kept@example.org')));
    await store.inbox.addNote(gone, note);
    await store.inbox.addNote(kept, note);
    expect(await eraseAddress(store, 'Gone@Example.org')).toBe(1);
    expect(await notes(store)).toEqual([kept]);
    expect(await listMails(store, gone)).toEqual([]);
  });

  it('erases chosen enquiries with their mails and notes, and records one erasure of how many', async () => {
    const store = await openStore(database);
    const deps = depsFor(store);
    const [a, b, c] = [refOf(await send(deps, 'contact-us', contact('a@example.org'))), refOf(await send(deps, 'contact-us', contact('b@example.org'))), refOf(await send(deps, 'newsletter', { email_address: 'c@example.org' }))];
    for (const ref of [a, b, c]) await store.inbox.addNote(ref, note);
    expect(await eraseEnquiries(store, [a, c, a, 'QM-20260101-NOPE00'], 5_000)).toBe(2);
    expect((await allEnquiries(store)).map((row) => row.ref)).toEqual([b]);
    expect([...new Set((await listMails(store)).map((mail) => mail.ref))]).toEqual([b]);
    expect(await notes(store)).toEqual([b]);
    expect(await eraseEnquiries(store, [])).toBe(0);
    expect(await erasures(store)).toEqual([
      { reason: 'request', count: 2 },
      { reason: 'request', count: 0 },
    ]);
  });
});

describe('the store files', () => {
  it('are the owner’s alone: the folder 0700, the database and its log files 0600', async () => {
    const previous = process.umask(0o022);
    try {
      const file = path.join(dir, 'data', 'enquiries.sqlite');
      const store = new Store(file);
      await store.enquiries.insert({ endpoint: 'newsletter', payload: { email_address: 'a@b.co' }, status: 'stored', idempotencyKey: 'key-mode-0001' });
      const mode = (name: string) => statSync(name).mode & 0o777;
      expect(mode(path.dirname(file))).toBe(0o700);
      expect([file, `${file}-wal`, `${file}-shm`].map(mode)).toEqual([0o600, 0o600, 0o600]);
      store.close();
    } finally {
      process.umask(previous);
    }
  });

  it('tightens a database file left world-readable by an earlier version', async () => {
    const file = path.join(dir, 'enquiries.sqlite');
    writeFileSync(file, '', { mode: 0o644 });
    new Store(file).close();
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});
