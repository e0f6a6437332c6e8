import { renderToStaticMarkup } from 'react-dom/server';
import { parseConfig } from '@/lib/config';
import type { Store } from '@/lib/db/store';
import { openStore } from '@/lib/db/test-stores';
import { toHit } from '@/lib/insights/ingest';
import { checkHtml } from '@/scripts/html-check';
import DigestPage from './page';

// The weekly digest's page as the server renders it: for a viewer, last week's digest with a visitor's campaign name
// as text, the weeks either side and the email it went out as; for an editor, no such page.

/** Monday 30 March 2026, 08:30 BST: last week is W13, 23 to 29 March. */
const NOW = Date.parse('2026-03-30T07:30:00Z');
const HOSTILE = '<img src=x onerror=alert(1)>';
let mockStore: Store | undefined;
let mockRole = 'viewer';
const mockConfig = parseConfig({});

jest.mock('next/headers', () => ({ headers: async () => new Headers({ host: 'localhost:3000', 'sec-fetch-site': 'same-origin' }) }));
jest.mock('@/lib/staff/runtime', () => ({
  staffAuth: async () => ({
    api: { getSession: async () => ({ session: { id: 's1', token: 't1', createdAt: new Date(NOW) }, user: { id: 'u1', email: 'omar@quillmark.test', name: 'Omar', role: mockRole, banned: false, twoFactorEnabled: false } }) },
    $context: Promise.resolve({ internalAdapter: { deleteSession: async () => undefined } }),
  }),
}));
jest.mock('@/lib/container', () => ({ services: () => ({ store: mockStore, config: mockConfig }) }));
jest.mock('@/lib/staff/people', () => ({ asRole: (role: string) => role, hasPassword: async () => false }));

async function seeded(): Promise<Store> {
  const store = await openStore('SQLite');
  await store.ready();
  const visit = (visitor: string, day: string, view: string, campaign?: string) =>
    store.insights.record([toHit({ kind: 'pageview', view, path: '/', width: 1280, ...(campaign ? { referrer: 'www.linkedin.com', utm: { source: 'linkedin', medium: 'social', campaign } } : {}) }, visitor, Date.parse(`${day}T10:00:00Z`))]);
  await visit('a', '2026-03-24', '000000000000000a', HOSTILE);
  await visit('b', '2026-03-25', '000000000000000b');
  await visit('c', '2026-03-17', '000000000000000c');
  await store.db.insertInto('insightDigests').values({ week: '2026-W13', queuedAt: NOW - 30 * 60_000, recipients: 2 }).execute();
  mockStore = store;
  return store;
}

async function render(searchParams: Record<string, string>): Promise<string> {
  return `<!doctype html><html lang="en-GB"><head><title>Weekly digest</title></head><body>${renderToStaticMarkup(await DigestPage({ searchParams: Promise.resolve(searchParams) }))}</body></html>`;
}

beforeEach(() => {
  mockRole = 'viewer';
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
});
afterEach(() => jest.restoreAllMocks());

describe('the weekly digest page', () => {
  it('shows a viewer last week against the week before, every section headed, a campaign’s name as text', async () => {
    await seeded();
    const html = await render({});
    expect(html).toContain('<h1');
    expect(html).toContain('Weekly digest: Monday 23 March to Sunday 29 March 2026</h1>');
    for (const heading of ['The week at a glance', 'Best channels', 'Best campaigns', 'Contact intents', 'Speed', 'Deploys and regressions']) expect(html).toMatch(new RegExp(`>${heading}</h2>`));
    expect(html).toMatch(/<th scope="row"[^>]*><bdi>Visits<\/bdi><\/th><td[^>]*><bdi>2<\/bdi><\/td><td[^>]*>Up 100% on 1 the week before<\/td>/);
    expect(html).toContain('<bdi>&lt;img src=x onerror=alert(1)&gt;</bdi>');
    expect(html).not.toContain('<img');
    expect(html).toContain('Emailed to 2 people on 30 March 2026 at 08:00 London time.');
    expect(html).toContain('The email goes every Monday from 08:00 London time');
    expect(html).toContain('href="/staff/insights/digest?week=2026-W12"');
    // A channel's line tells its week in detail, so its last column is not headed as a change.
    const channels = /<section[^>]*aria-labelledby="digest-channels"[\s\S]*?<\/section>/.exec(html)![0];
    expect(channels).toContain('<th scope="col">Visits, qualified and won value</th>');
    expect(channels).not.toContain('Against the week before</th>');
    // The week after is this week, so far.
    expect(html).toContain('href="/staff/insights/digest?week=2026-W14">Week after</a>');
    for (const table of html.match(/<table[\s\S]*?<\/table>/g) ?? []) {
      expect(table).toMatch(/<caption/);
      expect(table.match(/<th(?=[\s>])(?![^>]*scope=)/g)).toBeNull();
    }
    expect(await checkHtml(html, 'digest.html')).toEqual([]);
  });

  it('shows an earlier week it is asked for, this week so far, and last week instead of one not begun', async () => {
    await seeded();
    const earlier = await render({ week: '2026-W12' });
    expect(earlier).toContain('Monday 16 March to Sunday 22 March 2026');
    expect(earlier).toContain('Not emailed for this week.');
    expect(earlier).toContain('href="/staff/insights/digest?week=2026-W13"');
    const current = await render({ week: '2026-W14' });
    expect(current).toContain('Monday 30 March to Sunday 5 April 2026');
    expect(current).toContain('This week so far: the figures run to now');
    expect(current).toContain('This week so far on the website, Monday 30 March to Sunday 5 April 2026, against the week before.');
    expect(current).not.toContain('Last week on the website');
    expect(current).not.toContain('That is not a week we still keep');
    const future = await render({ week: '2026-W15' });
    expect(future).toContain('That is not a week we still keep: showing last week instead.');
    expect(future).toContain('Monday 23 March to Sunday 29 March 2026');
    expect(future).not.toContain('This week so far');
  });

  it('is no page for a name that is no week (it threw a 500 before), and a fallback for a real week not kept', async () => {
    await seeded();
    for (const week of ['0000-W01', '0001-W01', '2026-W54', 'W13', '<2026-W13>']) await expect(DigestPage({ searchParams: Promise.resolve({ week }) })).rejects.toMatchObject({ digest: 'NEXT_HTTP_ERROR_FALLBACK;404' });
    expect(await render({ week: '1999-W10' })).toContain('That is not a week we still keep: showing last week instead.');
  });

  it('is no page for an editor, who reads nothing of it', async () => {
    mockStore = undefined;
    mockRole = 'editor';
    await expect(DigestPage({ searchParams: Promise.resolve({}) })).rejects.toMatchObject({ digest: 'NEXT_HTTP_ERROR_FALLBACK;404' });
  });
});
