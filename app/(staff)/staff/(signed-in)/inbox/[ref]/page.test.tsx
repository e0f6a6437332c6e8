import { provideStore } from '@/testing/services';
import { signedIn } from '@/testing/staff';
import { openStore } from '@/testing/stores';
import EnquiryPage from './page';

// Opening an enquiry changes two things, its triage and the audit trail: only when our own pages (or the address
// bar) asked, never when another site did, same-site included.

let mockHeaders = new Headers();
jest.mock('next/headers', () => ({ headers: async () => mockHeaders }));

async function view(fetchSite: string | undefined): Promise<{ triage: string | undefined; views: number }> {
  const store = await openStore('SQLite');
  provideStore(store);
  const omar = await signedIn('viewer', 'Omar');
  const { ref } = (await store.enquiries.insert({ endpoint: 'contact-us', payload: { first_name: 'Ana' }, status: 'stored', idempotencyKey: 'key-view' })).row;
  mockHeaders = new Headers({ host: 'localhost:3000', 'x-forwarded-proto': 'http', cookie: omar.cookie, ...(fetchSite ? { 'sec-fetch-site': fetchSite } : {}) });
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
