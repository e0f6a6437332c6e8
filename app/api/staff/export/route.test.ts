import type { Store } from '@/lib/db/store';
import { execute, openStore } from '@/lib/db/test-stores';
import { addressDigest } from '@/lib/staff/audit';
import { GET, HEAD } from './route';

// The export over a real SQLite store, asked as a browser asks: the session alone is mocked, keyed by a cookie
// naming the person, so two people can export at once.

const SITE = 'http://localhost:3000';
const NOW = Date.UTC(2026, 10, 24, 15);
let mockStore: Store | undefined;

// Eve is an editor: she writes the articles and may see no enquiry.
const person = (id: string) => ({ id, email: `${id}@quillmark.test`, name: id, role: id === 'eve' ? 'editor' : 'viewer', banned: false, twoFactorEnabled: false });
jest.mock('@/lib/staff/runtime', () => ({
  staffAuth: async () => ({
    api: {
      getSession: async ({ headers }: { headers: Headers }) => {
        const id = /(?:^|;\s*)as=(\w+)/.exec(headers.get('cookie') ?? '')?.[1];
        return id ? { session: { id: `s-${id}`, token: `t-${id}`, createdAt: new Date() }, user: person(id) } : null;
      },
    },
    $context: Promise.resolve({ internalAdapter: { deleteSession: async () => undefined } }),
  }),
}));
const mockRuntime = jest.fn(() => ({ store: mockStore }));
jest.mock('@/lib/container', () => ({ ...jest.requireActual<object>('@/lib/container'), services: () => mockRuntime() }));
jest.mock('@/lib/staff/people', () => ({ ...jest.requireActual<object>('@/lib/staff/people'), hasPassword: async () => false }));

const ask = (who: string, search = '', init: { method?: string; fetchSite?: string } = {}) =>
  new Request(`${SITE}/api/staff/export${search}`, { method: init.method ?? 'GET', headers: { cookie: `as=${who}`, 'sec-fetch-site': init.fetchSite ?? 'same-origin' } });

let keys = 0;
async function enquiry(store: Store, endpoint: string, payload: Record<string, unknown>, at: number) {
  return (await store.enquiries.insert({ endpoint, payload, status: 'stored', idempotencyKey: `key-export-${(keys += 1)}` }, at)).row.ref;
}

async function withStore(): Promise<Store> {
  const store = await openStore('SQLite');
  mockStore = store;
  mockRuntime.mockClear();
  return store;
}

/** The body's chunks as the client gets them, decoded with any byte-order mark kept. */
async function chunks(response: Response): Promise<string[]> {
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  const read: string[] = [];
  for await (const chunk of response.body! as unknown as AsyncIterable<Uint8Array>) read.push(decoder.decode(chunk, { stream: true }));
  return read;
}

const exports = async (store: Store) => (await store.audit.list({ action: 'export' })).rows;

describe('the CSV export', () => {
  it('writes the same bytes as before: BOM, quoted cells, CRLF, formulas neutralised, the chosen form’s columns then the others', async () => {
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
      '\uFEFF"ref","form","received","state","delivery","assignee_email","email_address","note","phone","shout","sum","tags"\r\n' +
        `"${newer}","newsletter","2026-11-24T15:00:00.000Z","new","stored","kim@quillmark.test","'@SUM(1)","","+44 20 7946 0000","red","'-1+1","a;b"\r\n` +
        `"${older}","newsletter","2026-11-24T14:59:00.000Z","new","stored","","ana@example.org","'=HYPERLINK(""http://x"")","","","",""\r\n`,
    );
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
    mockRuntime.mockClear();
    const response = await HEAD(ask('omar', '', { method: 'HEAD' }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.body).toBeNull();
    expect(mockRuntime).not.toHaveBeenCalled();
    expect((await HEAD(ask('omar', '', { method: 'HEAD', fetchSite: 'same-site' }))).status).toBe(403);
    expect((await HEAD(new Request(`${SITE}/api/staff/export`, { method: 'HEAD' }))).status).toBe(401);
    expect(mockRuntime).not.toHaveBeenCalled();
    expect(await exports(store)).toEqual([]);
  });

  it('refuses a read a sibling host started, before anything is read or written', async () => {
    const store = await withStore();
    mockRuntime.mockClear();
    expect((await GET(ask('omar', '', { fetchSite: 'same-site' }))).status).toBe(403);
    expect(mockRuntime).not.toHaveBeenCalled();
    expect(await exports(store)).toEqual([]);
  });

  it('refuses an editor, before anything is read or written', async () => {
    const store = await withStore();
    await enquiry(store, 'newsletter', { email_address: 'ana@example.org' }, NOW);
    mockRuntime.mockClear();
    const response = await GET(ask('eve'));
    expect(response.status).toBe(403);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect((await HEAD(ask('eve', '', { method: 'HEAD' }))).status).toBe(403);
    expect(mockRuntime).not.toHaveBeenCalled();
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
    expect(line).toMatchObject({ actorId: 'omar', actorEmail: 'omar@quillmark.test' });
    expect(line?.detail).toEqual({ filter: { box: 'new', form: null, qDigest: addressDigest('ana@example.org'), qLength: 15, from: '2026-11-01', to: null, source: null, campaign: null, outcome: null }, rows: 1, capped: false });
    expect(JSON.stringify(line).toLowerCase()).not.toContain('ana@');
  });
});
