import type { Store } from '@/lib/db/store';
import { openStore } from '@/lib/db/test-stores';
import { INBOX_PAGE_SIZE } from '@/lib/staff/inbox-filter';
import { inboxView } from './inbox';

// The inbox as its page shows it: the address read one way (junk dropped), and a page past the end shows the last.

let mockStore: Store | undefined;
jest.mock('@/lib/container', () => ({ services: () => ({ store: mockStore }) }));
jest.mock('@/lib/staff/people', () => ({ staffNames: async () => new Map([['u1', { name: 'Omar', email: 'omar@quillmark.test' }]]) }));

/** A store holding `count` contact enquiries and one newsletter sign-up. */
async function inbox(count: number): Promise<Store> {
  const store = await openStore('SQLite');
  mockStore = store;
  for (let index = 0; index < count; index += 1) await store.enquiries.insert({ endpoint: 'contact-us', payload: { first_name: `Ana ${index}` }, status: 'stored', idempotencyKey: `contact-${index}` });
  await store.enquiries.insert({ endpoint: 'newsletter', payload: { email: 'gil@example.org' }, status: 'stored', idempotencyKey: 'newsletter' });
  return store;
}

describe('the inbox view', () => {
  it('reads junk in the address as the plain inbox', async () => {
    await inbox(2);
    const view = await inboxView({ box: 'trash', form: '../../etc/passwd', from: '2026-02-30', page: '-1' });
    expect(view.query).toEqual({ box: 'inbox', endpoint: undefined, q: undefined, fromDay: undefined, toDay: undefined, source: undefined, campaign: undefined, page: 1 });
    expect(view).toMatchObject({ total: 3, pages: 1, filtered: false });
    expect(view.people.get('u1')?.name).toBe('Omar');
  });

  it('filters by form, and says so', async () => {
    await inbox(2);
    const view = await inboxView({ form: 'newsletter' });
    expect(view).toMatchObject({ total: 1, filtered: true });
    expect(view.items.map((item) => item.endpoint)).toEqual(['newsletter']);
  });

  it('filters by source and campaign, says so, and offers the values the leads have', async () => {
    const store = await inbox(0);
    const now = Date.now();
    const lead = async (visitor: string, utmSource: string, utmCampaign: string) => {
      await store.db
        .insertInto('insightVisits')
        .values({ day: new Date(now).toISOString().slice(0, 10), visitor, startedAt: now - 60_000, lastAt: now, entryPath: '/', exitPath: '/', pages: 1, referrerHost: null, utmSource, utmMedium: null, utmCampaign, utmTerm: null, utmContent: null, device: 'desktop' })
        .execute();
      const { ref } = (await store.enquiries.insert({ endpoint: 'contact-us', payload: { first_name: visitor }, status: 'stored', idempotencyKey: visitor }, now)).row;
      await store.leadSources.record(store.db, { ref, kind: 'enquiry', visitor, now });
      return ref;
    };
    const spring = await lead('ana', 'google', 'spring');
    const autumn = await lead('ben', 'google', 'autumn');
    await lead('cy', 'bing', 'spring');

    const bySource = await inboxView({ source: 'google' });
    expect(bySource).toMatchObject({ total: 2, filtered: true, choices: { sources: ['bing', 'google'], campaigns: ['autumn', 'spring'] } });
    expect(bySource.items.map((item) => item.ref).sort()).toEqual([autumn, spring].sort());
    const both = await inboxView(new URLSearchParams('source=google&campaign=spring'));
    expect(both.query).toMatchObject({ source: 'google', campaign: 'spring' });
    expect(both.items.map((item) => item.ref)).toEqual([spring]);
    // A value no lead has finds nothing, and stays chosen in its list; junk is no filter at all.
    expect(await inboxView({ campaign: 'winter' })).toMatchObject({ total: 0, choices: { campaigns: ['winter', 'autumn', 'spring'] } });
    expect(await inboxView({ source: 'google\u202e' })).toMatchObject({ total: 4, filtered: false, query: { source: undefined } });
  });

  it('shows the last page for a page past the end, and says which', async () => {
    await inbox(INBOX_PAGE_SIZE);
    const view = await inboxView(new URLSearchParams('page=40'));
    expect(view.query.page).toBe(2);
    expect(view).toMatchObject({ total: INBOX_PAGE_SIZE + 1, pages: 2 });
    expect(view.items).toHaveLength(1);
    expect(view.badges).toBeDefined();
  });
});
