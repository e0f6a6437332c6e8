import type { Store } from '@/lib/db/store';
import type { Beacon } from '@/lib/insights/beacon';
import { toHit } from '@/lib/insights/ingest';
import { claimExport } from '@/lib/staff/csv-export';
import { INSIGHT_TABLES } from '@/lib/staff/insights-tables';
import { provideStore } from '@/testing/services';
import { signedIn, type SignedIn } from '@/testing/staff';
import { watchStatements } from '@/testing/statements';
import { openStore } from '@/testing/stores';
import { GET, HEAD } from './route';

// The insights CSV over a real SQLite store, asked as a browser asks, with each person's own session cookie.

const SITE = 'http://localhost:3000';
const NOW = Date.UTC(2026, 10, 26, 15);
let store: Store;
let people: Record<'omar' | 'lena', SignedIn>;

const ask = (who: keyof typeof people, search: string, init: { method?: string; fetchSite?: string } = {}) =>
  new Request(`${SITE}/api/staff/export/insights${search}`, { method: init.method ?? 'GET', headers: { cookie: people[who].cookie, 'sec-fetch-site': init.fetchSite ?? 'same-origin' } });

const zero = { visitors: 0, visits: 0, pageviews: 0, bounces: 0, durationMs: 0, enquiries: 0, signups: 0 };

/** The process's store with a rolled-up day of referrers. */
async function withStore(): Promise<Store> {
  await store.db.insertInto('insightDaily').values({ ...zero, day: '2026-11-24', dimension: 'total', key: '', visitors: 9, visits: 10, pageviews: 30, enquiries: 1 }).execute();
  for (const [key, visits] of [
    ['www.google.com', 5],
    ['=HYPERLINK("http://x")', 3],
    ['@SUM(1)', 1],
    ['', 1],
  ] as const) {
    await store.db.insertInto('insightDaily').values({ ...zero, day: '2026-11-24', dimension: 'referrer', key, visits, pageviews: visits * 3, enquiries: key === '' ? 1 : 0, durationMs: visits * 30_000 }).execute();
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

/** This morning, UTC. */
const T = Date.UTC(2026, 10, 26, 9);
const FORMULA = '=cmd|" /C calc"!A0';
const send = (store: Store, visitor: string, at: number, beacon: Beacon) => store.insights.record([toHit(beacon, visitor, at, { browser: 'Safari', os: 'iOS' })]);

/** Today's raw visits: one from a social campaign with a formula for a name, won for £12,500.50; one direct. */
async function withVisits(): Promise<Store> {
  const store = await withStore();
  await send(store, 'winner', T, { kind: 'pageview', view: '00000000000000a1', path: '/services', width: 390, referrer: 'www.linkedin.com', utm: { source: 'linkedin', medium: 'social', campaign: FORMULA } });
  await send(store, 'winner', T + 60_000, { kind: 'intent', view: '00000000000000a1', path: '/services', width: 390, intent: 'mailto' });
  const { row } = await store.enquiries.insert(
    { endpoint: 'contact-us', payload: { first_name: 'Ana' }, status: 'stored', idempotencyKey: 'key-export-1', alongside: async (into, ref) => void (await store.leadSources.record(into, { ref, kind: 'enquiry', visitor: 'winner', now: T + 120_000 })) },
    T + 120_000,
  );
  await store.inbox.setOutcome(row.ref, { outcome: 'won', valueMinor: 1_250_050, currency: 'GBP' }, 'omar', T + 180_000);
  await send(store, 'direct', T + 600_000, { kind: 'pageview', view: '00000000000000b1', path: '/', width: 1440 });
  return store;
}
const WEEK = '?table=referrers&range=custom&from=2026-11-20&to=2026-11-26';

beforeEach(async () => {
  store = await openStore('SQLite');
  await store.ready();
  provideStore(store);
  // Signed in before the clock is set back: a session made at NOW would have expired by the real time Better Auth checks.
  people = { omar: await signedIn('viewer', 'Omar'), lena: await signedIn('viewer', 'Lena') };
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
      '\uFEFF"referrer","visits","pageviews","enquiries","conversion_rate","mean_duration_ms"\r\n' +
        '"www.google.com","5","15","0","0","30000"\r\n' +
        `"'=HYPERLINK(""http://x"")","3","9","0","0","30000"\r\n` +
        '"","1","3","1","1","30000"\r\n' +
        `"'@SUM(1)","1","3","0","0","30000"\r\n`,
    );
    expect((await trail(store)).map((line) => [line.actorId, line.action, line.subject, line.detail])).toEqual([[people.omar.id, 'export-insights', null, { table: 'referrers', from: '2026-11-20', to: '2026-11-26', rows: 4 }]]);
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
    const inbox = claimExport(people.omar.id);
    expect(inbox).toBeDefined();
    expect((await GET(ask('omar', WEEK))).status).toBe(429);
    inbox!();
    const after = await GET(ask('omar', WEEK));
    expect(after.status).toBe(200);
    await text(after);
  });

  it('checks the session and the origin itself before reading anything', async () => {
    const store = await withStore();
    const statements = watchStatements(store);
    expect((await GET(new Request(`${SITE}/api/staff/export/insights${WEEK}`))).status).toBe(401);
    expect((await GET(ask('omar', WEEK, { fetchSite: 'same-site' }))).status).toBe(403);
    const head = await HEAD(ask('omar', WEEK, { method: 'HEAD' }));
    expect(head.status).toBe(200);
    expect(head.body).toBeNull();
    expect(statements.beyondTheSession()).toEqual([]);
    expect(await trail(store)).toEqual([]);
  });

  it('exports every table the page links to, each with its header', async () => {
    const store = await withVisits();
    for (const table of INSIGHT_TABLES) {
      const response = await GET(ask('omar', `?table=${table}&range=7`));
      expect([table, response.status]).toEqual([table, 200]);
      expect((await text(response)).split('\r\n')[0]).toMatch(/^\uFEFF"\w+"(,"\w+")+$/);
    }
    expect((await trail(store)).map((line) => line.detail?.table)).toEqual([...INSIGHT_TABLES].reverse());
  });

  it('applies the filter it is given, counted from the raw visits, and writes it on the trail', async () => {
    const store = await withVisits();
    const social = '&channel=social&browser=Safari';
    const outcomes = await text(await GET(ask('omar', `?table=outcomes&range=7${social}`)));
    expect(outcomes.split('\r\n')).toEqual([
      '\uFEFF"dimension","key","visits","enquiries","qualified","won","won_value_gbp","won_value_usd","won_value_eur","won_value_inr","visit_to_won_rate"',
      '"channel","social","1","1","1","1","12500.5","","","","1"',
      '"source","linkedin","1","1","1","1","12500.5","","","","1"',
      `"campaign","'=cmd|"" /C calc""!A0","1","1","1","1","12500.5","","","","1"`,
      '"entry","/services","1","1","1","1","12500.5","","","","1"',
      '',
    ]);
    const channels = await text(await GET(ask('omar', `?table=channels&range=7${social}`)));
    expect(channels.split('\r\n').slice(1)).toEqual(['"social","1","1","1","1","0"', '']);
    // Unfiltered, the direct visit and the rolled-up day count too.
    const all = await text(await GET(ask('omar', '?table=channels&range=7')));
    expect(all.split('\r\n').slice(1, -1).map((line) => line.split(',')[0])).toEqual(['"direct"', '"social"']);
    const intents = await text(await GET(ask('omar', `?table=intents&range=7${social}`)));
    expect(intents.split('\r\n').slice(0, 2)).toEqual(['\uFEFF"grouping","key","visits","tel","mailto","whatsapp","cta"', '"total","","1","0","1","0","0"']);
    expect((await trail(store)).map((line) => line.detail).reverse()).toEqual([
      { table: 'outcomes', from: '2026-11-20', to: '2026-11-26', filter: { channel: 'social', browser: 'Safari' }, rows: 4 },
      { table: 'channels', from: '2026-11-20', to: '2026-11-26', filter: { channel: 'social', browser: 'Safari' }, rows: 1 },
      { table: 'channels', from: '2026-11-20', to: '2026-11-26', rows: 2 },
      { table: 'intents', from: '2026-11-20', to: '2026-11-26', filter: { channel: 'social', browser: 'Safari' }, rows: 4 },
    ]);
  });

  it('credits the outcomes to the last touch when asked, says so in the file and on the trail, and no other table', async () => {
    const store = await withVisits();
    // The newsletter, opened in the winner's visit before the enquiry (its lead, copied already, is set as it would be).
    await send(store, 'winner', T + 90_000, { kind: 'pageview', view: '00000000000000a2', path: '/blog', width: 390, utm: { source: 'newsletter', medium: 'email', campaign: 'december' } });
    await store.db.updateTable('leadSources').set({ lastUtmSource: 'newsletter', lastUtmMedium: 'email', lastUtmCampaign: 'december', lastChannel: 'email', lastReferrerHost: null }).execute();
    const response = await GET(ask('omar', '?table=outcomes&range=7&credit=last'));
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="quillmark-insights-outcomes-last-touch-2026-11-20-to-2026-11-26.csv"');
    expect((await text(response)).split('\r\n').slice(1, -1).map((line) => line.split(',').slice(0, 4).join(','))).toEqual([
      '"last_touch_channel","email","1","1"',
      '"last_touch_channel","direct","1","0"',
      '"last_touch_source","newsletter","1","1"',
      '"last_touch_source","","1","0"',
      '"last_touch_campaign","december","1","1"',
      '"last_touch_campaign","","1","0"',
      '"entry","/services","1","1"',
      '"entry","/","1","0"',
    ]);
    const channels = await GET(ask('omar', '?table=channels&range=7&credit=last'));
    expect(channels.headers.get('content-disposition')).toBe('attachment; filename="quillmark-insights-channels-2026-11-20-to-2026-11-26.csv"');
    await text(channels);
    expect((await trail(store)).map((line) => line.detail).reverse()).toEqual([
      { table: 'outcomes', from: '2026-11-20', to: '2026-11-26', credit: 'last', rows: 8 },
      { table: 'channels', from: '2026-11-20', to: '2026-11-26', rows: 2 },
    ]);
  });

  it('refuses in words a filter value it cannot apply, rather than export the file unfiltered', async () => {
    const store = await withVisits();
    const phablet = await GET(ask('omar', '?table=channels&range=7&device=phablet&channel=social&channel=email'));
    expect(phablet.status).toBe(422);
    expect(await phablet.json()).toEqual({ ok: false, error: 'No filter takes the channel and device given. Choose it again on the insights page.' });
    expect(await trail(store)).toEqual([]);
    const after = await GET(ask('omar', '?table=channels&range=7&device=mobile'));
    expect(after.status).toBe(200);
    expect((await text(after)).split('\r\n').slice(1)).toEqual(['"social","1","1","1","1","0"', '']);
  });
});
