import type { Store } from '@/lib/db/store';
import { openStore } from '@/lib/db/test-stores';
import { INBOX_PAGE_SIZE } from '@/lib/staff/inbox-filter';
import { inboxView } from './inbox';

// The inbox as its page shows it: the address read one way (junk dropped), and a page past the end shows the last.

let mockStore: Store | undefined;
jest.mock('@/lib/enquiries/runtime', () => ({ appServices: () => ({ store: mockStore }) }));
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
    expect(view.query).toEqual({ box: 'inbox', endpoint: undefined, q: undefined, fromDay: undefined, toDay: undefined, page: 1 });
    expect(view).toMatchObject({ total: 3, pages: 1, filtered: false });
    expect(view.people.get('u1')?.name).toBe('Omar');
  });

  it('filters by form, and says so', async () => {
    await inbox(2);
    const view = await inboxView({ form: 'newsletter' });
    expect(view).toMatchObject({ total: 1, filtered: true });
    expect(view.items.map((item) => item.endpoint)).toEqual(['newsletter']);
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
