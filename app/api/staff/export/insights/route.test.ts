import type { Store } from '@/lib/db/store';
import { openStore } from '@/lib/db/test-stores';
import { claimExport } from '@/lib/staff/csv-export';
import { GET, HEAD } from './route';

// The insights CSV over a real SQLite store, asked as a browser asks: the session alone is mocked, keyed by a cookie
// naming the person.

const SITE = 'http://localhost:3000';
const NOW = Date.UTC(2026, 10, 26, 15);
let mockStore: Store | undefined;

const person = (id: string) => ({ id, email: `${id}@quillmark.test`, name: id, role: 'viewer', banned: false, twoFactorEnabled: false });
jest.mock('@/lib/staff/runtime', () => ({
  staffAuth: async () => ({
    api: {
      getSession: async ({ headers }: { headers: Headers }) => {
        const id = /(?:^|;\s*)as=(\w+)/.exec(headers.get('cookie') ?? '')?.[1];
        return id ? { session: { id: `s-${id}`, token: `t-${id}`, createdAt: new Date(Date.now()) }, user: person(id) } : null;
      },
    },
    $context: Promise.resolve({ internalAdapter: { deleteSession: async () => undefined } }),
  }),
}));
const mockRuntime = jest.fn(() => ({ store: mockStore }));
jest.mock('@/lib/container', () => ({ ...jest.requireActual<object>('@/lib/container'), services: () => mockRuntime() }));
jest.mock('@/lib/staff/people', () => ({ ...jest.requireActual<object>('@/lib/staff/people'), hasPassword: async () => false }));

const ask = (who: string, search: string, init: { method?: string; fetchSite?: string } = {}) =>
  new Request(`${SITE}/api/staff/export/insights${search}`, { method: init.method ?? 'GET', headers: { cookie: `as=${who}`, 'sec-fetch-site': init.fetchSite ?? 'same-origin' } });

const zero = { visitors: 0, visits: 0, pageviews: 0, bounces: 0, durationMs: 0, enquiries: 0, signups: 0 };

async function withStore(): Promise<Store> {
  const store = await openStore('SQLite');
  await store.ready();
  mockStore = store;
  mockRuntime.mockClear();
  await store.db.insertInto('insightDaily').values({ ...zero, day: '2026-11-24', dimension: 'total', key: '', visitors: 9, visits: 10, pageviews: 30, enquiries: 1 }).execute();
  for (const [key, visits] of [
    ['www.google.com', 5],
    ['=HYPERLINK("http://x")', 3],
    ['@SUM(1)', 1],
    ['', 1],
  ] as const) {
    await store.db.insertInto('insightDaily').values({ ...zero, day: '2026-11-24', dimension: 'referrer', key, visits, pageviews: visits * 3, enquiries: key === '' ? 1 : 0 }).execute();
  }
  return store;
}

async function text(response: Response): Promise<string> {
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  let read = '';
  for await (const chunk of response.body! as unknown as AsyncIterable<Uint8Array>) read += decoder.decode(chunk, { stream: true });
  return read;
}

const trail = async (store: Store) => (await store.audit.list({})).rows;
const WEEK = '?table=referrers&range=custom&from=2026-11-20&to=2026-11-26';

beforeEach(() => {
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('the insights CSV export', () => {
  it('writes every row of the table: BOM, quoted cells, CRLF, the visitors’ words kept from running as formulas', async () => {
    const store = await withStore();
    const response = await GET(ask('omar', WEEK));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="quillmark-insights-referrers-2026-11-20-to-2026-11-26.csv"');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await text(response)).toBe(
      '\uFEFF"referrer","visits","pageviews","enquiries","conversion_rate"\r\n' +
        '"www.google.com","5","15","0","0"\r\n' +
        `"'=HYPERLINK(""http://x"")","3","9","0","0"\r\n` +
        '"","1","3","1","1"\r\n' +
        `"'@SUM(1)","1","3","0","0"\r\n`,
    );
    expect((await trail(store)).map((line) => [line.actorId, line.action, line.subject, line.detail])).toEqual([['omar', 'export-insights', null, { table: 'referrers', from: '2026-11-20', to: '2026-11-26', rows: 4 }]]);
  });

  it('exports the overview against the period before, and a preset period ending today', async () => {
    await withStore();
    const csv = await text(await GET(ask('omar', '?table=summary&range=7')));
    expect(csv.split('\r\n').slice(0, 3)).toEqual(['\uFEFF"measure","period","previous_period","difference","relative_change"', '"visitors","9","0","9",""', '"visits","10","0","10",""']);
    const daily = await text(await GET(ask('omar', '?table=daily&range=7')));
    expect(daily.split('\r\n')[3]).toBe('"2026-11-24","9","10","30","0","1","0.1","0"');
  });

  it('answers 422 in words for an unknown table or a bad period, writing nothing to the trail', async () => {
    const store = await withStore();
    const unknown = await GET(ask('omar', '?table=visitors&range=7'));
    expect(unknown.status).toBe(422);
    expect(await unknown.json()).toEqual({ ok: false, error: 'There is no such table to export.' });
    const backwards = await GET(ask('omar', '?table=pages&range=custom&from=2026-11-26&to=2026-11-01'));
    expect(backwards.status).toBe(422);
    expect(await backwards.json()).toEqual({ ok: false, error: expect.stringMatching(/From is after To/) });
    expect((await GET(ask('omar', '?table=pages&range=custom&from=2025-01-01&to=2026-11-26'))).status).toBe(422);
    expect(await trail(store)).toEqual([]);
    // The refusals freed the slot.
    const after = await GET(ask('omar', WEEK));
    expect(after.status).toBe(200);
    await text(after);
  });

  it('runs one export at a time per person', async () => {
    await withStore();
    const first = await GET(ask('omar', WEEK));
    expect(first.status).toBe(200);
    const second = await GET(ask('omar', WEEK));
    expect(second.status).toBe(429);
    expect(second.headers.get('retry-after')).toBe('5');
    const other = await GET(ask('lena', WEEK));
    expect(other.status).toBe(200);
    await text(other);
    await text(first);
    const afterDone = await GET(ask('omar', WEEK));
    expect(afterDone.status).toBe(200);
    // The client goes away: the stream is cancelled and the slot is free again.
    await afterDone.body!.cancel();
    const afterCancel = await GET(ask('omar', WEEK));
    expect(afterCancel.status).toBe(200);
    await text(afterCancel);
  });

  it('counts the inbox’s export as one too: one at a time per person across every export', async () => {
    await withStore();
    // The slot the inbox's export route claims (app/api/staff/export/route.ts) while it writes.
    const inbox = claimExport('omar');
    expect(inbox).toBeDefined();
    expect((await GET(ask('omar', WEEK))).status).toBe(429);
    inbox!();
    const after = await GET(ask('omar', WEEK));
    expect(after.status).toBe(200);
    await text(after);
  });

  it('checks the session and the origin itself before reading anything', async () => {
    const store = await withStore();
    mockRuntime.mockClear();
    expect((await GET(new Request(`${SITE}/api/staff/export/insights${WEEK}`))).status).toBe(401);
    expect((await GET(ask('omar', WEEK, { fetchSite: 'same-site' }))).status).toBe(403);
    const head = await HEAD(ask('omar', WEEK, { method: 'HEAD' }));
    expect(head.status).toBe(200);
    expect(head.body).toBeNull();
    expect(mockRuntime).not.toHaveBeenCalled();
    expect(await trail(store)).toEqual([]);
  });
});
