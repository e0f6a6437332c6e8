import { visitorKey } from '@/lib/analytics/visitor-key';
import { dayOf } from '@/lib/db/insights/insight-salts';
import type { Store } from '@/lib/db/store';
import { contact, MAIL_SETTINGS } from '@/testing/mail';
import { provideStore } from '@/testing/services';
import { openStore } from '@/testing/stores';
import { submitFormPost } from './form-post';

// A form posted without script joins its visit too: the server action reads the same request headers (next/headers)
// the API path reads from its Request.

const NOW = Date.UTC(2026, 10, 24, 15);
const ADDRESS = '198.51.100.23';
const USER_AGENT = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0 Safari/537.36';

let mockHeaders = new Headers();
class Redirected extends Error {}
jest.mock('next/headers', () => ({ headers: async () => mockHeaders }));
jest.mock('next/navigation', () => ({
  redirect: (url: string) => {
    throw new Redirected(url);
  },
}));

/** Sends the contact form as a browser without script would; the reference the thank-you page is sent. */
async function submit(email: string, headers: Record<string, string>): Promise<string> {
  mockHeaders = new Headers({ 'x-forwarded-for': ADDRESS, ...headers });
  const data = new FormData();
  for (const [name, value] of Object.entries(contact(email))) for (const item of [value].flat()) data.append(name, String(item));
  const thrown = await submitFormPost('contact', data).then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!(thrown instanceof Redirected)) throw new Error(`expected a redirect, got ${String(thrown)}`);
  return new URL(thrown.message, 'http://localhost').searchParams.get('ref') ?? '';
}

async function storeWithVisit(): Promise<{ store: Store; visitId: number }> {
  const store = await openStore('SQLite');
  provideStore(store, { ...MAIL_SETTINGS, TRUST_PROXY: '1' });
  const visitor = visitorKey(await store.insightSalts.of(dayOf(NOW), NOW), 'localhost:3000', ADDRESS, USER_AGENT);
  const { id } = await store.db
    .insertInto('insightVisits')
    .values({ day: dayOf(NOW), visitor, startedAt: NOW - 300_000, lastAt: NOW - 30_000, entryPath: '/contact-us', exitPath: '/contact-us', pages: 1, referrerHost: 'www.linkedin.com', utmSource: 'linkedin', utmMedium: 'social', utmCampaign: 'launch', utmTerm: null, utmContent: null, device: 'mobile' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { store, visitId: id };
}

beforeEach(() => {
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
  jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
});
afterEach(() => jest.restoreAllMocks());

describe('a form posted without script', () => {
  it('is joined to the visit of its key, read from the action’s request headers', async () => {
    const { store, visitId } = await storeWithVisit();
    const ref = await submit('ana@example.org', { 'user-agent': USER_AGENT });
    expect(await store.leadSources.sourceOf(ref)).toEqual({
      ref,
      kind: 'enquiry',
      landedAt: NOW - 300_000,
      entryPath: '/contact-us',
      referrerHost: 'www.linkedin.com',
      utmSource: 'linkedin',
      utmMedium: 'social',
      utmCampaign: 'launch',
      utmTerm: null,
      utmContent: null,
      pagesBefore: 1,
      createdAt: NOW,
      matchedBy: 'key',
      visitId,
      channel: null,
      device: expect.any(String),
      browser: null,
      os: null,
      // A visit written by hand has no last touch (the writer keeps one with every visit): copied as it is.
      lastReferrerHost: null, lastUtmSource: null, lastUtmMedium: null, lastUtmCampaign: null, lastUtmTerm: null, lastUtmContent: null, lastChannel: null, lastTouchAt: null,
    });
    expect(await store.db.selectFrom('insightVisits').select('enquiries').where('id', '=', visitId).executeTakeFirst()).toEqual({ enquiries: 1 });
  });

  it('is joined to nothing from another browser, or with Global Privacy Control', async () => {
    const { store } = await storeWithVisit();
    const other = await submit('ben@example.org', { 'user-agent': 'curl/8.5.0' });
    expect(await store.leadSources.sourceOf(other)).toBeUndefined();
    const gpc = await submit('cy@example.org', { 'user-agent': USER_AGENT, 'sec-gpc': '1' });
    expect(await store.leadSources.sourceOf(gpc)).toBeUndefined();
  });
});
