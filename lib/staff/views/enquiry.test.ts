import type { Store } from '@/lib/db/store';
import { staffFrom, type Staff } from '@/lib/staff/guard';
import { provideStore } from '@/testing/services';
import { signedIn } from '@/testing/staff';
import { watchStatements } from '@/testing/statements';
import { openStore } from '@/testing/stores';
import { enquiryView } from './enquiry';

// An enquiry's page shows nothing for a reference that is malformed or unknown, and reads the store only for a
// well-formed one. (Marking it read on opening is tested through the page, beside it.)

jest.mock('next/headers', () => ({ headers: async () => new Headers({ host: 'localhost:3000', 'sec-fetch-site': 'same-origin' }) }));

let omar: Staff;

/** A store of the test's own, the process's, with an upstream set and Omar signed in on it. */
async function withStore(): Promise<Store> {
  const store = await openStore('SQLite');
  provideStore(store, { API_BASE_URL: 'https://api.example.org' });
  omar = (await staffFrom(new Headers({ cookie: (await signedIn('viewer', 'Omar')).cookie })))!;
  return store;
}

describe('the enquiry view', () => {
  it('refuses a malformed reference before it reads the store', async () => {
    const statements = watchStatements(await withStore());
    for (const ref of ['', 'QM-2026-XYZ', 'qm-20261125-7k3f9d', 'QM-20261125-7K3F9D/../../x']) expect(await enquiryView(omar, ref)).toBeUndefined();
    expect(statements.tables()).toEqual([]);
  });

  it('shows nothing for a reference no enquiry has', async () => {
    await withStore();
    expect(await enquiryView(omar, 'QM-20261125-7K3F9D')).toBeUndefined();
  });

  it('shows the enquiry it names, read, with the upstream known', async () => {
    const store = await withStore();
    const { ref } = (await store.enquiries.insert({ endpoint: 'contact-us', payload: { first_name: 'Ana' }, status: 'stored', idempotencyKey: 'key-ana' })).row;
    const view = await enquiryView(omar, ref);
    expect(view).toMatchObject({ enquiry: { ref, triage: 'read', payload: { first_name: 'Ana' } }, upstream: true });
    expect(view?.source).toBeUndefined();
  });

  it('includes the visit it came in', async () => {
    const store = await withStore();
    const now = Date.UTC(2026, 10, 24, 15);
    await store.ready();
    await store.db
      .insertInto('insightVisits')
      .values({ day: '2026-11-24', visitor: 'key-ana', startedAt: now - 600_000, lastAt: now - 60_000, entryPath: '/blog/data-mesh', exitPath: '/contact-us', pages: 6, referrerHost: 'news.ycombinator.com', utmSource: 'hn', utmMedium: null, utmCampaign: 'launch', utmTerm: null, utmContent: null, device: 'desktop' })
      .execute();
    const { ref } = (await store.enquiries.insert({ endpoint: 'contact-us', payload: { first_name: 'Ana' }, status: 'stored', idempotencyKey: 'key-ana' }, now)).row;
    await store.leadSources.record(store.db, { ref, kind: 'enquiry', visitor: 'key-ana', now });
    const view = await enquiryView(omar, ref);
    expect(view?.source).toEqual({
      ref,
      kind: 'enquiry',
      landedAt: now - 600_000,
      entryPath: '/blog/data-mesh',
      referrerHost: 'news.ycombinator.com',
      utmSource: 'hn',
      utmMedium: null,
      utmCampaign: 'launch',
      utmTerm: null,
      utmContent: null,
      pagesBefore: 6,
      createdAt: now,
      matchedBy: 'key',
      visitId: 1,
      channel: null,
      device: 'desktop',
      browser: null,
      os: null,
      // A visit written by hand has no last touch (the writer keeps one with every visit): copied as it is.
      lastReferrerHost: null, lastUtmSource: null, lastUtmMedium: null, lastUtmCampaign: null, lastUtmTerm: null, lastUtmContent: null, lastChannel: null, lastTouchAt: null,
    });
  });
});
