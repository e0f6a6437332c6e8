/** @postgres: needs PostgreSQL, so Jest runs it in the "database" project (jest.config.mjs). */
import { pageBounds } from '@/lib/db/paging';
import type { EnquiryStatus } from '@/lib/db/schema';
import type { Store } from '@/lib/db/store';
import { databases, execute, openStore } from '@/testing/stores';

const DAY = 24 * 60 * 60_000;
const NOW = Date.UTC(2026, 10, 24, 15);

let keys = 0;
async function enquiry(store: Store, endpoint: string, payload: Record<string, unknown>, at: number, status: EnquiryStatus = 'stored') {
  return (await store.enquiries.insert({ endpoint, payload, status, idempotencyKey: `key-inbox-${(keys += 1)}` }, at)).row.ref;
}

async function mail(store: Store, ref: string, status: 'held' | 'failed', at: number) {
  await store.mails.queue(store.db, [{ ref, kind: 'team', messageId: `<${ref}.team@quillmark.test>`, recipient: 'team@quillmark.test', replyTo: null, subject: `New enquiry ${ref}`, text: 'text', html: '<p>html</p>', headers: {} }], 'held', at);
  if (status === 'failed') await execute(store, `UPDATE mails SET status = 'failed', attempts = 5, last_error = 'SMTP 550' WHERE ref = ?`, ref);
}

const refsOf = (page: { items: { ref: string }[] }) => page.items.map((item) => item.ref);

describe('pageBounds', () => {
  it('keeps a page between one and 500 rows, from a whole offset of zero or more', () => {
    expect(pageBounds()).toEqual({ limit: 50, offset: 0 });
    expect(pageBounds({ limit: 0, offset: -3 })).toEqual({ limit: 1, offset: 0 });
    expect(pageBounds({ limit: 10_000, offset: 7.9 })).toEqual({ limit: 500, offset: 7 });
    expect(pageBounds({ limit: Number.NaN, offset: Number.POSITIVE_INFINITY })).toEqual({ limit: 50, offset: 0 });
  });
});

describe.each(databases)('the inbox on %s', (database) => {
  it('shows each view newest first with its total, and counts new, spam and failed for the badges', async () => {
    const store = await openStore(database);
    const first = await enquiry(store, 'contact-us', { first_name: 'Ana' }, NOW - 5 * DAY);
    const spam = await enquiry(store, 'contact-us', { first_name: 'Bot' }, NOW - 4 * DAY, 'spam');
    const gaveUp = await enquiry(store, 'add-bootcamp', { first_name: 'Cy' }, NOW - 3 * DAY, 'failed');
    const unsent = await enquiry(store, 'newsletter', { email_address: 'di@example.org' }, NOW - 2 * DAY);
    const read = await enquiry(store, 'contact-us', { first_name: 'Ed' }, NOW - DAY, 'delivered');
    await mail(store, unsent, 'failed', NOW - 2 * DAY);
    await mail(store, read, 'held', NOW - DAY);
    expect(await store.inbox.markRead(read, NOW)).toBe(true);

    expect(await store.inbox.list({})).toEqual({ items: expect.any(Array), total: 4 });
    expect(refsOf(await store.inbox.list({ box: 'inbox' }))).toEqual([read, unsent, gaveUp, first]);
    expect(refsOf(await store.inbox.list({ box: 'new' }))).toEqual([unsent, gaveUp, first]);
    expect(refsOf(await store.inbox.list({ box: 'read' }))).toEqual([read]);
    expect(refsOf(await store.inbox.list({ box: 'spam' }))).toEqual([spam]);
    expect(refsOf(await store.inbox.list({ box: 'failed' }))).toEqual([unsent, gaveUp]);
    expect(await store.inbox.badges()).toEqual({ new: 3, spam: 1, failed: 2 });

    expect(refsOf(await store.inbox.list({ endpoint: 'contact-us' }))).toEqual([read, first]);
    expect(refsOf(await store.inbox.list({ from: NOW - 3 * DAY, to: NOW - DAY }))).toEqual([unsent, gaveUp]);
    expect(await store.inbox.list({}, { limit: 2, offset: 1 })).toMatchObject({ items: [{ ref: unsent }, { ref: gaveUp }], total: 4 });
    expect((await store.inbox.all({ box: 'new' }, 2)).map((item) => item.ref)).toEqual([unsent, gaveUp]);

    const [latest] = (await store.inbox.list({})).items;
    expect(latest).toEqual({ ref: read, endpoint: 'contact-us', status: 'delivered', triage: 'read', assigneeId: null, payload: { first_name: 'Ed' }, createdAt: NOW - DAY, attempts: 0, lastError: null });
  });

  it('searches the reference, names, address, company and message in any case, with % and _ taken literally', async () => {
    const store = await openStore(database);
    const ana = await enquiry(store, 'contact-us', { first_name: 'Ana', last_name: 'Silva', email_address: 'ana@harbour.example', company_name: 'Harbourline Ports', message: 'Save 100% on_time' }, NOW - 2 * DAY);
    const ben = await enquiry(store, 'add-bootcamp', { first_name: 'Ben', last_name: 'Okafor', email_address: 'ben@example.org', interest: 'silva-devops', message: 'x'.repeat(200) }, NOW - DAY);
    const search = async (q: string) => refsOf(await store.inbox.list({ q }));
    expect(await search('silva')).toEqual([ana]);
    expect(await search('OKAFOR')).toEqual([ben]);
    expect(await search('HARBOURLINE')).toEqual([ana]);
    expect(await search('@example.org')).toEqual([ben]);
    expect(await search('100%')).toEqual([ana]);
    expect(await search('%')).toEqual([ana]);
    expect(await search('a%b')).toEqual([]);
    expect(await search('a_a')).toEqual([]);
    expect(await search('on_t')).toEqual([ana]);
    expect(await search(ben.slice(-6).toLowerCase())).toEqual([ben]);
    expect(await search('  ')).toEqual([ben, ana]);
    // Only the first 200 characters count.
    expect(await search(`${'x'.repeat(200)}y`)).toEqual([ben]);
    expect(await search('devops')).toEqual([]);
  });

  it('opens an enquiry with its mails and notes, and marks only a new one read', async () => {
    const store = await openStore(database);
    const ref = await enquiry(store, 'contact-us', { first_name: 'Ana' }, NOW - DAY, 'queued');
    await mail(store, ref, 'failed', NOW - DAY);
    expect(await store.inbox.addNote(ref, { authorId: 'u1', authorName: 'Kim', body: 'Called back.' }, NOW)).toEqual({ id: expect.any(Number), authorId: 'u1', authorName: 'Kim', body: 'Called back.', createdAt: NOW });
    await store.inbox.addNote(ref, { authorId: null, authorName: 'A removed member', body: 'Second' }, NOW + 1);
    expect(await store.inbox.addNote('QM-00000000-NOPE00', { authorId: 'u1', authorName: 'Kim', body: 'Lost' }, NOW)).toBeUndefined();

    const detail = await store.inbox.detail(ref);
    expect(detail).toMatchObject({ ref, status: 'queued', triage: 'new', updatedAt: NOW - DAY, nextAttemptAt: NOW - DAY });
    expect(detail?.mails).toEqual([{ kind: 'team', recipient: 'team@quillmark.test', subject: `New enquiry ${ref}`, status: 'failed', attempts: 5, lastError: 'SMTP 550', createdAt: NOW - DAY, updatedAt: NOW - DAY }]);
    expect(detail?.notes.map((note) => [note.authorName, note.body])).toEqual([
      ['Kim', 'Called back.'],
      ['A removed member', 'Second'],
    ]);
    expect(await store.inbox.detail('QM-00000000-NOPE00')).toBeUndefined();

    expect(await store.inbox.markRead(ref, NOW)).toBe(true);
    expect(await store.inbox.markRead(ref, NOW)).toBe(false);
    await store.inbox.setTriage([ref], 'replied', NOW);
    expect(await store.inbox.markRead(ref, NOW)).toBe(false);
    expect((await store.inbox.detail(ref))?.triage).toBe('replied');
  });

  it('moves a selection between states, never a spam row, and assigns an enquiry to a staff member', async () => {
    const store = await openStore(database);
    const a = await enquiry(store, 'contact-us', { first_name: 'Ana' }, NOW);
    const b = await enquiry(store, 'contact-us', { first_name: 'Ben' }, NOW);
    const spam = await enquiry(store, 'contact-us', { first_name: 'Bot' }, NOW, 'spam');
    expect(await store.inbox.setTriage([a, b, spam, a, 'QM-00000000-NOPE00'], 'closed', NOW + 1)).toBe(2);
    expect(await store.inbox.setTriage([a, b], 'closed', NOW + 2)).toBe(0);
    expect(await store.inbox.markRead(spam, NOW)).toBe(false);
    expect(await store.inbox.setTriage([], 'read', NOW)).toBe(0);
    expect((await store.inbox.detail(a))).toMatchObject({ triage: 'closed', updatedAt: NOW + 1 });
    expect((await store.inbox.detail(spam))?.triage).toBe('new');

    expect(await store.inbox.assign(a, 'staff-1', NOW + 3)).toBe(true);
    expect(await store.inbox.assign(a, 'staff-1', NOW + 4)).toBe(true);
    expect((await store.inbox.detail(a))?.assigneeId).toBe('staff-1');
    expect(await store.inbox.assign(a, null, NOW + 5)).toBe(true);
    expect((await store.inbox.detail(a))?.assigneeId).toBeNull();
    expect(await store.inbox.assign('QM-00000000-NOPE00', 'staff-1')).toBe(false);
  });

  it('walks a view a page at a time in the same order, rows and cap as all(), and spans it for its fields first', async () => {
    const store = await openStore(database);
    // Three rows share a time, so the walk must break ties by id as the list does.
    const refs: string[] = [];
    for (let index = 0; index < 12; index += 1) refs.push(await enquiry(store, index % 2 ? 'contact-us' : 'newsletter', { [`field_${index % 4}`]: index, ...(index === 5 ? { extra: 'x' } : {}) }, NOW - Math.max(index, 3) * 60_000));
    await enquiry(store, 'contact-us', { hidden: true }, NOW, 'spam');
    const walked = async (filter: Parameters<Store['inbox']['pages']>[0], options: Parameters<Store['inbox']['pages']>[1]) => {
      const pages: string[][] = [];
      for await (const page of store.inbox.pages(filter, options)) pages.push(page.map((item) => item.ref));
      return pages;
    };
    const all = (await store.inbox.all({}, 10)).map((item) => item.ref);
    expect(all).toHaveLength(10);
    expect(await walked({}, { max: 10, size: 4 })).toEqual([all.slice(0, 4), all.slice(4, 8), all.slice(8, 10)]);
    expect((await walked({}, { size: 5 })).flat()).toEqual((await store.inbox.all({})).map((item) => item.ref));
    expect((await walked({ endpoint: 'contact-us' }, { size: 2 })).flat()).toEqual((await store.inbox.all({ endpoint: 'contact-us' })).map((item) => item.ref));
    const spam: unknown[] = [];
    for await (const page of store.inbox.pages({ box: 'spam' })) spam.push(page);
    expect(spam).toEqual([[expect.objectContaining({ endpoint: 'contact-us', payload: { hidden: true }, triage: 'new', status: 'spam' })]]);

    const span = await store.inbox.span({}, 10, 3);
    expect(span).toEqual({ fields: new Set(['field_0', 'field_1', 'field_2', 'field_3', 'extra']), rows: 10, first: { createdAt: NOW - 3 * 60_000, id: expect.any(Number) }, last: { createdAt: NOW - 9 * 60_000, id: expect.any(Number) } });
    expect((await store.inbox.span({ endpoint: 'newsletter' })).fields).toEqual(new Set(['field_0', 'field_2']));
    // Rows that arrive after the span, newer or older, stay out of the walk within it.
    await enquiry(store, 'contact-us', { late: 1 }, NOW + 60_000);
    await enquiry(store, 'contact-us', { late: 2 }, NOW - 3 * 60_000);
    expect((await walked({}, { within: span, size: 4 })).flat()).toEqual(all);
    expect(await walked({}, { within: { fields: new Set(), rows: 0, first: undefined, last: undefined } })).toEqual([]);
    expect(await store.inbox.span({ q: 'nobody' })).toEqual({ fields: new Set(), rows: 0, first: undefined, last: undefined });
  });

  it('counts the enquiries of each UTC day and form over the last days, spam and older days left out', async () => {
    const store = await openStore(database);
    const today = Date.UTC(2026, 10, 24);
    await enquiry(store, 'contact-us', {}, today + 1);
    await enquiry(store, 'contact-us', {}, NOW);
    await enquiry(store, 'newsletter', {}, NOW);
    await enquiry(store, 'contact-us', {}, NOW, 'spam');
    await enquiry(store, 'add-bootcamp', {}, today - 1);
    await enquiry(store, 'add-bootcamp', {}, today - 29 * DAY);
    await enquiry(store, 'add-bootcamp', {}, today - 29 * DAY - 1);
    expect(await store.inbox.perDay(30, NOW)).toEqual([
      { day: '2026-10-26', endpoint: 'add-bootcamp', count: 1 },
      { day: '2026-11-23', endpoint: 'add-bootcamp', count: 1 },
      { day: '2026-11-24', endpoint: 'contact-us', count: 2 },
      { day: '2026-11-24', endpoint: 'newsletter', count: 1 },
    ]);
    expect(await store.inbox.perDay(1, NOW)).toHaveLength(2);
    expect(await store.inbox.perDay(0, NOW)).toEqual([]);
  });
});

describe('the inbox on SQLite', () => {
  it('lists and searches past a payload damaged by hand', async () => {
    const store = await openStore('SQLite');
    const ref = await enquiry(store, 'contact-us', { first_name: 'Ana' }, NOW);
    const damaged = await enquiry(store, 'contact-us', { first_name: 'Ben' }, NOW - 1);
    await execute(store, `UPDATE enquiries SET payload = '{"first_name": "Be' WHERE ref = ?`, damaged);
    expect((await store.inbox.list({})).items.map((item) => [item.ref, item.payload])).toEqual([
      [ref, { first_name: 'Ana' }],
      [damaged, {}],
    ]);
    expect(refsOf(await store.inbox.list({ q: 'ana' }))).toEqual([ref]);
    expect(await store.inbox.span({})).toMatchObject({ fields: new Set(['first_name']), rows: 2 });
  });
});
