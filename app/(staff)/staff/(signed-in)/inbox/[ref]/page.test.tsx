import type { Store } from '@/lib/db/store';
import { openStore } from '@/lib/db/test-stores';
import EnquiryPage from './page';

// Opening an enquiry changes two things, its triage and the audit trail: only when our own pages (or the address
// bar) asked, never when another site did, same-site included.

let mockStore: Store | undefined;
let mockHeaders = new Headers();
const mockSession = { session: { id: 's1', token: 't1', createdAt: new Date() }, user: { id: 'u1', email: 'omar@quillmark.test', name: 'Omar', role: 'viewer', banned: false, twoFactorEnabled: false } };

jest.mock('next/headers', () => ({ headers: async () => mockHeaders }));
jest.mock('@/lib/staff/runtime', () => ({
  staffAuth: async () => ({ api: { getSession: async () => mockSession }, $context: Promise.resolve({ internalAdapter: { deleteSession: async () => undefined } }) }),
}));
jest.mock('@/lib/container', () => ({ services: () => ({ store: mockStore, config: { API_BASE_URL: '' } }) }));
jest.mock('@/lib/staff/people', () => ({ asRole: () => 'viewer', hasPassword: async () => false, staffNames: async () => new Map() }));

async function view(fetchSite: string | undefined): Promise<{ triage: string | undefined; views: number }> {
  const store = await openStore('SQLite');
  mockStore = store;
  const { ref } = (await store.enquiries.insert({ endpoint: 'contact-us', payload: { first_name: 'Ana' }, status: 'stored', idempotencyKey: 'key-view' })).row;
  mockHeaders = new Headers({ host: 'localhost:3000', 'x-forwarded-proto': 'http', ...(fetchSite ? { 'sec-fetch-site': fetchSite } : {}) });
  await EnquiryPage({ params: Promise.resolve({ ref }), searchParams: Promise.resolve({}) });
  const { total } = await store.audit.list({ action: 'view-enquiry', subject: ref });
  return { triage: (await store.inbox.detail(ref))?.triage, views: total };
}

describe('opening an enquiry', () => {
  it.each(['same-origin', 'none', undefined])('from our own pages or the address bar (Sec-Fetch-Site: %s) marks it read and records the view', async (fetchSite) => {
    expect(await view(fetchSite)).toEqual({ triage: 'read', views: 1 });
  });

  it.each(['same-site', 'cross-site'])('started by another site (Sec-Fetch-Site: %s) shows it, but leaves it new and writes nothing', async (fetchSite) => {
    expect(await view(fetchSite)).toEqual({ triage: 'new', views: 0 });
  });
});
