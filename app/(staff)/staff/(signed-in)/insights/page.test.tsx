import { renderToStaticMarkup } from 'react-dom/server';
import { dayOf } from '@/lib/db/insights/insight-salts';
import type { Store } from '@/lib/db/store';
import { addDays } from '@/lib/insights/report';
import { checkHtml } from '@/scripts/html-check';
import { viewerAt } from '@/testing/staff';
import InsightsPage from './page';

// The page as the server renders it for a viewer, over a store with a rolled-up day and today's raw rows: every
// section there, every table headed and captioned, valid HTML, a bad period told in words, an empty period in words.
// Over a morning's journeys (issue 56) and with filters: page-journeys.test.tsx.

const NOW = Date.UTC(2026, 10, 26, 15);
let store: Store;
let mockHeaders = new Headers();

jest.mock('next/headers', () => ({ headers: async () => mockHeaders }));

const zero = { visitors: 0, visits: 0, pageviews: 0, bounces: 0, durationMs: 0, enquiries: 0, signups: 0 };

async function seeded(): Promise<Store> {
  const now = NOW;
  const today = dayOf(now);
  const yesterday = addDays(today, -1);
  await store.db.insertInto('insightDaily').values({ ...zero, day: yesterday, dimension: 'total', key: '', visitors: 80, visits: 100, pageviews: 240, bounces: 40, enquiries: 3 }).execute();
  await store.db.insertInto('insightDaily').values({ ...zero, day: yesterday, dimension: 'referrer', key: 'www.google.com', visits: 60, pageviews: 150, enquiries: 2 }).execute();
  await store.db.insertInto('insightSpeedDaily').values({ day: yesterday, path: '/', device: 'mobile', metric: 'lcp', good: 3, needsImprovement: 1, poor: 1, buckets: '[[160,3,2400],[168,1,3600],[175,1,5000]]' }).execute();
  const { id } = await store.db
    .insertInto('insightVisits')
    .values({ day: today, visitor: 'k1', startedAt: now - 5 * 60_000, lastAt: now - 60_000, entryPath: '/', exitPath: '/contact-us', pages: 2, referrerHost: '\u202Eevil.example', device: 'mobile', enquiries: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [index, path] of ['/', '/contact-us'].entries()) await store.db.insertInto('insightEvents').values({ at: now - (5 - index) * 60_000, visitId: Number(id), kind: 'pageview', view: `v${index}`, path, device: 'mobile' }).execute();
  await store.db
    .insertInto('insightEvents')
    .values({ at: now - 60_000, visitId: Number(id), kind: 'vitals', view: 'v1', path: '/contact-us', device: 'mobile', lcp: 5200, inp: 640, cls: 0.02, lcpElement: 'img.hero', inpTarget: 'button.submit', inpPhases: '{"inputDelay":40,"processing":500,"presentation":100}' })
    .execute();
  return store;
}

async function render(searchParams: Record<string, string>): Promise<string> {
  return `<!doctype html><html lang="en-GB"><head><title>Insights</title></head><body>${renderToStaticMarkup(await InsightsPage({ searchParams: Promise.resolve(searchParams) }))}</body></html>`;
}

beforeEach(async () => {
  ({ store, headers: mockHeaders } = await viewerAt(NOW, { INSIGHTS_RETENTION_DAYS: '30' }));
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('the insights page', () => {
  it('shows every section for the last 7 days, with its tables headed, captioned and exportable', async () => {
    await seeded();
    const html = await render({ range: '7' });
    expect(html).toContain('href="/staff/insights/digest">Read the weekly digest</a>');
    for (const heading of [
      'Right now',
      'The period at a glance',
      'Day by day',
      'Where work comes from',
      'Pages and where visits came from',
      'Referrers',
      'Channels and clients',
      'Browsers',
      'Exit pages',
      'Contact intents',
      'Enquiry forms',
      'Speed for real visitors',
      'Speed and conversion',
      'How these are counted',
    ])
      expect(html).toContain(`>${heading}</h`);
    expect(html).toContain('1 visitor in the last 30 minutes');
    expect(html).toContain('20 Nov 2026 to 26 Nov 2026: 7 days, compared with the 7 days before.');
    expect(html).toContain('Counted live from the raw visits: 26 Nov (today).');
    expect(html).toContain('href="/api/staff/export/insights?table=referrers&amp;range=custom&amp;from=2026-11-20&amp;to=2026-11-26"');
    expect(html).toContain('<bdi>img.hero</bdi>');
    // A visitor's referrer is isolated, its direction override kept from reordering the row.
    expect(html).toContain('<bdi>\u202Eevil.example</bdi>');
    expect(html.match(/<svg[^>]*role="img"[^>]*aria-label="[^"]+"/g)).toHaveLength(5);
    const tables = html.match(/<table[\s\S]*?<\/table>/g) ?? [];
    expect(tables.length).toBeGreaterThanOrEqual(17);
    for (const table of tables) {
      expect(table).toMatch(/<caption/);
      expect(table.match(/<th(?=[\s>])(?![^>]*scope=)/g)).toBeNull();
    }
    expect(await checkHtml(html, 'insights.html')).toEqual([]);
  });

  it('leads with the headline, won value among it, and its chart, before the filter form', async () => {
    const store = await seeded();
    const { row } = await store.enquiries.insert(
      { endpoint: 'contact-us', payload: { first_name: 'Ana' }, status: 'stored', idempotencyKey: 'key-headline', alongside: async (into, ref) => void (await store.leadSources.record(into, { ref, kind: 'enquiry', visitor: 'k1', now: NOW - 60_000 })) },
      NOW - 60_000,
    );
    await store.inbox.setOutcome(row.ref, { outcome: 'won', valueMinor: 1_250_000, currency: 'GBP' }, null, NOW);
    const html = await render({ range: '7' });
    const at = (text: string) => {
      const index = html.indexOf(text);
      expect({ text, found: index >= 0 }).toEqual({ text, found: true });
      return index;
    };
    const order = ['>Visitors</dt>', '>Enquiries</dt>', '>Qualified</dt>', '>Won</dt>', '>Won value, GBP</dt>', '£12,500.00', '>Conversion rate</dt>', '>Day by day</h', 'aria-label="Period and filters"', '>Where work comes from</h'].map(at);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(html).toContain('href="#insights-filters">Change the period or the filters</a>');
  });

  it('sorts a table by any column its heading names, and turns it round, keeping the period and the table in view', async () => {
    await seeded();
    const referrers = (html: string) => {
      const table = html.slice(html.indexOf('id="insights-top-referrer"'));
      return [...table.slice(0, table.indexOf('</table>')).matchAll(/<th scope="row"[^>]*><bdi>([^<]+)<\/bdi>/g)].map((match) => match[1]);
    };
    const reversed = '\u202Eevil.example';
    expect(referrers(await render({ range: '7' }))).toEqual(['www.google.com', reversed]);
    const html = await render({ range: '7', sort: 'insights-top-referrer.1.asc' });
    expect(referrers(html)).toEqual([reversed, 'www.google.com']);
    // The sorted heading says which way, and its link turns it round; the others start highest first.
    expect(html).toContain('<th scope="col" class="num" aria-sort="ascending"><a class="sortLink" href="/staff/insights?range=7&amp;sort=insights-top-referrer.1.desc#insights-top-referrer">Visits');
    expect(html).toContain('href="/staff/insights?range=7&amp;sort=insights-top-referrer.2.desc#insights-top-referrer">Page views');
    // One table's order: the pages table, and a malformed order, leave the report's.
    expect(html).not.toContain('aria-sort="ascending"><a class="sortLink" href="/staff/insights?range=7&amp;sort=insights-top-page');
    expect(referrers(await render({ range: '7', sort: 'insights-top-referrer.1.sideways' }))).toEqual(['www.google.com', reversed]);
    expect(await checkHtml(html, 'insights-sorted.html')).toEqual([]);
  });

  it('counts the beacons shed under load in the period, every host’s added, and none from outside it', async () => {
    const store = await seeded();
    await store.insights.countShed(new Map([[addDays(dayOf(NOW), -1), 1_200], [dayOf(NOW), 34], [addDays(dayOf(NOW), -30), 9]]));
    await store.insights.countShed(new Map([[dayOf(NOW), 100]]));
    const html = await render({ range: '7' });
    expect(html).toContain('<li id="insights-shed">1,334 beacons were shed under load in this period, on 2 days:');
  });

  it('tells a bad period in words and shows the last 30 days instead', async () => {
    await seeded();
    const html = await render({ range: 'custom', from: '2026-11-10', to: '2026-11-01' });
    expect(html).toContain('From is after To: a range starts on or before the day it ends. Showing the last 30 days instead.');
    expect(html).toContain('value="2026-11-10"');
    expect(html).toMatch(/30 days, compared with the 30 days before/);
    expect(await checkHtml(html, 'insights-error.html')).toEqual([]);
  });

  it('says in words when a period has nothing, and shows no deploy notice', async () => {
    const html = await render({ range: '7' });
    for (const empty of ['No page views were shed under load in this period.', 'No visits or enquiries in this period.', 'No contact intents in this period.', 'No enquiry form was seen in this period.', 'No page loads were measured in this period.', 'Nothing counted in this period.'])
      expect(html).toContain(empty);
    expect(html).not.toContain('Since the last deploy');
    expect(html).not.toContain('Deploys first seen');
    expect(html).not.toContain('Clear filters');
    expect(await checkHtml(html, 'insights-empty.html')).toEqual([]);
  });
});
