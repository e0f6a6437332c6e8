import type { Store } from '@/lib/db/store';
import { openStore } from '@/lib/db/test-stores';
import { subscribersView } from './subscribers';

// The subscribers as their page shows them: newest first, counted across the search, a tab's page clamped.

let mockStore: Store | undefined;
jest.mock('@/lib/container', () => ({ services: () => ({ store: mockStore }) }));

/** Ana confirmed, Bo pending, Cy unsubscribed, asked for in that order. */
async function subscribers(): Promise<Store> {
  const store = await openStore('SQLite');
  mockStore = store;
  await store.ready();
  const ask = (email: string, ref: string, now: number) => store.subscriptions.request(store.db, { email, ref, source: 'footer', consentText: 'Yes', policyVersion: '1' }, now);
  await store.subscriptions.confirm((await ask('ana@example.org', 'QM-20261125-000001', 1)).key);
  await ask('bo@example.org', 'QM-20261125-000002', 2);
  await store.subscriptions.unsubscribe((await ask('cy@example.net', 'QM-20261125-000003', 3)).key);
  return store;
}

describe('the subscribers view', () => {
  it('lists everyone newest first, counted by state', async () => {
    await subscribers();
    const view = await subscribersView({});
    expect(view.rows.map((row) => row.email)).toEqual(['cy@example.net', 'bo@example.org', 'ana@example.org']);
    expect(view.counts).toEqual({ all: 3, confirmed: 1, pending: 1, unsubscribed: 1 });
    expect(view).toMatchObject({ pages: 1, back: '' });
  });

  it('counts what the search finds and lists the tab of it', async () => {
    await subscribers();
    const view = await subscribersView({ q: 'EXAMPLE.ORG', status: 'pending' });
    expect(view.counts).toEqual({ all: 2, confirmed: 1, pending: 1, unsubscribed: 0 });
    expect(view.rows.map((row) => row.email)).toEqual(['bo@example.org']);
    expect(view.back).toBe('status=pending&q=example.org');
  });

  it('drops an unknown tab and shows the last page for a page past the end', async () => {
    await subscribers();
    const view = await subscribersView(new URLSearchParams('status=everyone&page=5'));
    expect(view.query).toEqual({ status: 'all', q: undefined, page: 1 });
    expect(view.rows).toHaveLength(3);
    expect(view.back).toBe('');
  });
});
