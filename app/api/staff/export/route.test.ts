import { addressDigest } from '@/lib/db/audit';
import type { Store } from '@/lib/db/store';
import { provideStore } from '@/testing/services';
import { signedIn, type SignedIn } from '@/testing/staff';
import { watchStatements } from '@/testing/statements';
import { execute, openStore } from '@/testing/stores';
import { GET, HEAD } from './route';

// The export over a real SQLite store, asked as a browser asks, with each person's own session cookie, so two people
// can export at once.

const SITE = 'http://localhost:3000';
const NOW = Date.UTC(2026, 10, 24, 15);
let people: Record<'omar' | 'lena' | 'eve', SignedIn>;

const ask = (who: keyof typeof people, search = '', init: { method?: string; fetchSite?: string } = {}) =>
  new Request(`${SITE}/api/staff/export${search}`, { method: init.method ?? 'GET', headers: { cookie: people[who].cookie, 'sec-fetch-site': init.fetchSite ?? 'same-origin' } });

let keys = 0;
async function enquiry(store: Store, endpoint: string, payload: Record<string, unknown>, at: number) {
  return (await store.enquiries.insert({ endpoint, payload, status: 'stored', idempotencyKey: `key-export-${(keys += 1)}` }, at)).row.ref;
}

/** The process's store, with Omar and Lena (viewers) and Eve (an editor: she writes the articles and may see no enquiry) signed in. */
async function withStore(): Promise<Store> {
  const store = await openStore('SQLite');
  provideStore(store);
  people = { omar: await signedIn('viewer', 'Omar'), lena: await signedIn('viewer', 'Lena'), eve: await signedIn('editor', 'Eve') };
  return store;
}

/** The body's chunks as the client gets them, decoded with any byte-order mark kept. */
async function chunks(response: Response): Promise<string[]> {
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  const read: string[] = [];
  for await (const chunk of response.body! as unknown as AsyncIterable<Uint8Array>) read.push(decoder.decode(chunk, { stream: true }));
  return read;
}

/** The columns every export starts with: the row, what became of it, and where it came from. */
const HANDED_ON = '"ref","form","received","state","delivery","assignee_email","outcome","value","currency","lost_reason","channel","source","medium","campaign","entry_page"';

const exports = async (store: Store) => (await store.audit.list({ action: 'export' })).rows;

describe('the CSV export', () => {
  it('writes a BOM, quoted cells, CRLF, formulas neutralised, the handed-on columns, then the chosen form’s and the others', async () => {
    const store = await withStore();
    await store.ready();
    await execute(store, `INSERT INTO staff_users (id, name, email, emailVerified, createdAt, updatedAt) VALUES ('kim', 'Kim', 'kim@quillmark.test', 1, '2026-01-01', '2026-01-01')`);
    const older = await enquiry(store, 'newsletter', { email_address: 'ana@example.org', note: '=HYPERLINK("http://x")' }, NOW - 60_000);
    const newer = await enquiry(store, 'newsletter', { email_address: '@SUM(1)', tags: ['a', 'b'], phone: '+44 20 7946 0000', sum: '-1+1', shout: '\u001b[31mred' }, NOW);
    await enquiry(store, 'contact-us', { first_name: 'Ben' }, NOW);
    await store.inbox.assign(newer, 'kim', NOW);

    const response = await GET(ask('omar', '?form=newsletter'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="quillmark-enquiries-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect((await chunks(response)).join('')).toBe(
      `\uFEFF${HANDED_ON},"email_address","note","phone","shout","sum","tags"\r\n` +
        `"${newer}","newsletter","2026-11-24T15:00:00.000Z","new","stored","kim@quillmark.test","open","","","","","","","","","'@SUM(1)","","+44 20 7946 0000","red","'-1+1","a;b"\r\n` +
        `"${older}","newsletter","2026-11-24T14:59:00.000Z","new","stored","","open","","","","","","","","","ana@example.org","'=HYPERLINK(""http://x"")","","","",""\r\n`,
    );
  });

  it('hands on what was won and where it came from, formula-safe, and names the won work preset’s file', async () => {
    const store = await withStore();
    await store.ready();
    const won = await enquiry(store, 'contact-us', { first_name: 'Ada' }, NOW - 120_000);
    const lost = await enquiry(store, 'contact-us', { first_name: 'Ben' }, NOW - 60_000);
    const open = await enquiry(store, 'contact-us', { first_name: 'Cy' }, NOW);
    await store.inbox.setOutcome(won, { outcome: 'won', valueMinor: 1_250_050, currency: 'GBP' }, null, NOW);
    await store.inbox.setOutcome(lost, { outcome: 'lost', reason: 'price' }, null, NOW);
    // The campaign is the visitor's own words from a link: a formula in it must not run in the spreadsheet.
    const source = { kind: 'enquiry', landedAt: NOW - 600_000, pagesBefore: 3, createdAt: NOW, referrerHost: 'www.linkedin.com', utmTerm: null, utmContent: null, device: 'mobile', browser: 'Chrome', os: 'Android', visitId: null, matchedBy: 'view' } as const;
    await store.db
      .insertInto('leadSources')
      .values([
        { ...source, ref: won, entryPath: '/services/cloud-and-devops-services', channel: 'social', utmSource: 'linkedin', utmMedium: 'paid-social', utmCampaign: '=cmd|calc' },
        { ...source, ref: lost, entryPath: '/', channel: 'search', utmSource: null, utmMedium: null, utmCampaign: null },
      ])
      .execute();

    const all = (await chunks(await GET(ask('omar', '?form=contact-us')))).join('').split('\r\n');
    expect(all[0]).toBe(`\uFEFF${HANDED_ON},"first_name","last_name","company_name","mobile_no","mobile_country_code","email_address","message","subscribe"`);
    expect(all.slice(1, 4).map((line) => line.split(',').slice(0, 15).join(','))).toEqual([
      `"${open}","contact-us","2026-11-24T15:00:00.000Z","new","stored","","open","","","","","","","",""`,
      `"${lost}","contact-us","2026-11-24T14:59:00.000Z","new","stored","","lost","","","price","search","","","","/"`,
      `"${won}","contact-us","2026-11-24T14:58:00.000Z","new","stored","","won","12500.50","GBP","","social","linkedin","paid-social","'=cmd|calc","/services/cloud-and-devops-services"`,
    ]);

    // The inbox's "Export won work": every won enquiry, in a file named for it.
    const preset = await GET(ask('omar', '?outcome=won'));
    expect(preset.headers.get('content-disposition')).toMatch(/^attachment; filename="quillmark-won-work-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = (await chunks(preset)).join('').split('\r\n').slice(1, -1);
    expect(rows.map((line) => line.split(',')[0])).toEqual([`"${won}"`]);
  });

  it('streams many rows a page at a time, all of them, in the inbox’s order', async () => {
    const store = await withStore();
    await store.ready();
    for (let index = 0; index < 1_200; index += 1) await execute(store, `INSERT INTO enquiries (ref, endpoint, payload, status, idempotency_key, created_at, updated_at) VALUES (?, 'contact-us', '{"first_name":"N${index}"}', 'stored', ?, ?, ?)`, `QM-20261124-${String(index).padStart(6, '0')}`, `bulk-${index}`, NOW + index, NOW + index);
    const read = await chunks(await GET(ask('omar')));
    // The header, then one chunk per page of 200 rows.
    expect(read.map((chunk) => chunk.split('\r\n').length - 1)).toEqual([1, 200, 200, 200, 200, 200, 200]);
    const lines = read.join('').split('\r\n');
    expect(lines[1]).toMatch(/^"QM-20261124-001199","contact-us",.*,"N1199"$/);
    expect(lines[1_200]).toMatch(/^"QM-20261124-000000",.*,"N0"$/);
    expect((await exports(store))[0]?.detail).toMatchObject({ rows: 1_200, capped: false });
  });

  it('answers HEAD with the headers alone, after the guard, with no query and no audit line', async () => {
    const store = await withStore();
    await enquiry(store, 'newsletter', { email_address: 'ana@example.org' }, NOW);
    const statements = watchStatements(store);
    const response = await HEAD(ask('omar', '', { method: 'HEAD' }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.body).toBeNull();
    expect(statements.beyondTheSession()).toEqual([]);
    expect((await HEAD(ask('omar', '', { method: 'HEAD', fetchSite: 'same-site' }))).status).toBe(403);
    expect((await HEAD(new Request(`${SITE}/api/staff/export`, { method: 'HEAD' }))).status).toBe(401);
    expect(statements.beyondTheSession()).toEqual([]);
    expect(await exports(store)).toEqual([]);
  });

  it('refuses a read a sibling host started, before anything is read or written', async () => {
    const store = await withStore();
    const statements = watchStatements(store);
    expect((await GET(ask('omar', '', { fetchSite: 'same-site' }))).status).toBe(403);
    // Refused on its headers alone: not even the session was read.
    expect(statements.tables()).toEqual([]);
    expect(await exports(store)).toEqual([]);
  });

  it('refuses an editor, before anything is read or written', async () => {
    const store = await withStore();
    await enquiry(store, 'newsletter', { email_address: 'ana@example.org' }, NOW);
    const statements = watchStatements(store);
    const response = await GET(ask('eve'));
    expect(response.status).toBe(403);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect((await HEAD(ask('eve', '', { method: 'HEAD' }))).status).toBe(403);
    expect(statements.beyondTheSession()).toEqual([]);
    expect(await exports(store)).toEqual([]);
  });

  it('runs one export at a time per person: a second gets 429 until the first finishes, errs or is cancelled', async () => {
    const store = await withStore();
    await enquiry(store, 'newsletter', { email_address: 'ana@example.org' }, NOW);
    const first = await GET(ask('omar'));
    expect(first.status).toBe(200);

    const second = await GET(ask('omar'));
    expect(second.status).toBe(429);
    expect(second.headers.get('retry-after')).toBe('5');
    expect(await second.json()).toEqual({ ok: false, error: expect.stringMatching(/previous export is still being written/) });
    const other = await GET(ask('lena'));
    expect(other.status).toBe(200);
    await chunks(other);

    await chunks(first);
    const afterDone = await GET(ask('omar'));
    expect(afterDone.status).toBe(200);
    // The client goes away after the header: the stream is cancelled and the slot is free again.
    const reader = afterDone.body!.getReader();
    await reader.read();
    await reader.cancel();
    const afterCancel = await GET(ask('omar'));
    expect(afterCancel.status).toBe(200);

    jest.spyOn(store.inbox, 'pages').mockImplementationOnce(async function* () {
      yield [];
      throw new Error('the database went away');
    });
    await afterCancel.body!.cancel();
    const failing = await GET(ask('omar'));
    await expect(chunks(failing)).rejects.toThrow('the database went away');
    const afterError = await GET(ask('omar'));
    expect(afterError.status).toBe(200);
    await chunks(afterError);
  });

  it('keeps the search on the trail only as its digest and length, as erasure keeps an address', async () => {
    const store = await withStore();
    await enquiry(store, 'newsletter', { email_address: 'ana@example.org' }, NOW);
    await enquiry(store, 'newsletter', { email_address: 'ben@example.org' }, NOW);
    await chunks(await GET(ask('omar', '?q=Ana%40Example.org&box=new&from=2026-11-01')));
    const [line] = await exports(store);
    expect(line).toMatchObject({ actorId: people.omar.id, actorEmail: 'omar@quillmark.test' });
    expect(line?.detail).toEqual({ filter: { box: 'new', form: null, qDigest: addressDigest('ana@example.org'), qLength: 15, from: '2026-11-01', to: null, source: null, campaign: null, outcome: null }, rows: 1, capped: false });
    expect(JSON.stringify(line).toLowerCase()).not.toContain('ana@');
  });
});
