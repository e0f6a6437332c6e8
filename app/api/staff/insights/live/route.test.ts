import { dayOf } from '@/lib/db/insights/insight-salts';
import type { Store } from '@/lib/db/store';
import { viewerAt } from '@/testing/staff';
import { GET } from './route';

// "Right now", asked again by an open insights page: the page's own guard and filter, the card's sentences, over a
// real SQLite store.

const SITE = 'http://localhost:3000';
const NOW = Date.UTC(2026, 11, 5, 14, 5);
let store: Store;
let headers: Headers;

const ask = (search = '', extra: Record<string, string> = {}) => new Request(`${SITE}/api/staff/insights/live${search}`, { headers: { ...Object.fromEntries(headers), ...extra } });

async function visit(visitor: string, lastAt: number, channel: string) {
  await store.db.insertInto('insightVisits').values({ day: dayOf(lastAt), visitor, startedAt: lastAt - 60_000, lastAt, entryPath: '/', exitPath: '/', pages: 1, device: 'mobile', channel }).execute();
}

beforeEach(async () => {
  ({ store, headers } = await viewerAt(NOW));
  await visit('k1', NOW - 60_000, 'paid');
  await visit('k2', NOW - 29 * 60_000, 'search');
  await visit('k3', NOW - 31 * 60_000, 'paid');
});

afterEach(() => jest.restoreAllMocks());

describe('the "Right now" card’s answer', () => {
  it('counts the visitors of the last 30 minutes, in the card’s words, never cached', async () => {
    const response = await GET(ask());
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({
      count: '2 visitors in the last 30 minutes',
      asOf: 'Visitors whose last page view came in the 30 minutes to 14:05 UTC. Asked again every 30 seconds while this page is open.',
    });
  });

  it('counts with the page’s filter', async () => {
    expect(await (await GET(ask('?channel=paid'))).json()).toMatchObject({ count: '1 visitor in the last 30 minutes' });
  });

  it('answers nobody signed out, and no other site (its roles are the guard’s, tested with the export)', async () => {
    const signedOut = await GET(ask('', { cookie: '' }));
    expect([signedOut.status, await signedOut.json()]).toEqual([401, { ok: false, error: 'Sign in to the staff area first' }]);
    expect((await GET(ask('', { 'sec-fetch-site': 'cross-site' }))).status).toBe(403);
  });
});
