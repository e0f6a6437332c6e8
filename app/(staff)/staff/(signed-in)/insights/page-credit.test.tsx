import { renderToStaticMarkup } from 'react-dom/server';
import type { Store } from '@/lib/db/store';
import type { PageviewBeacon } from '@/lib/insights/beacon';
import { toHit } from '@/lib/insights/ingest';
import { checkHtml } from '@/scripts/html-check';
import { viewerAt } from '@/testing/staff';
import InsightsPage from './page';

// Where work comes from, credited to the first touch or the last: a visit from Google that came back through the
// newsletter and was won is Google's by first touch and the newsletter's by last, and the choice rides in every link.

const NOW = Date.UTC(2026, 10, 26, 15);
const T = Date.UTC(2026, 10, 26, 9);
const MINUTE = 60_000;
let store: Store;
let mockHeaders = new Headers();

jest.mock('next/headers', () => ({ headers: async () => mockHeaders }));

let views = 0;
async function land(visitor: string, at: number, beacon: Omit<PageviewBeacon, 'kind' | 'view'>): Promise<string> {
  const view = (views += 1).toString(16).padStart(16, '0');
  await store.insights.record([toHit({ kind: 'pageview', view, ...beacon }, visitor, at)]);
  return view;
}

/** A visit from Google, the December newsletter opened inside it, the contact form sent and the work won. */
async function cameBack() {
  await land('ana', T, { path: '/', width: 390, referrer: 'www.google.com' });
  await land('ana', T + 4 * MINUTE, { path: '/blog', width: 390, utm: { source: 'newsletter', medium: 'email', campaign: 'december-digest' } });
  const form = await land('ana', T + 6 * MINUTE, { path: '/contact-us', width: 390 });
  const { row } = await store.enquiries.insert(
    { endpoint: 'contact-us', payload: { first_name: 'Ana' }, status: 'stored', idempotencyKey: 'key-credit-1', alongside: async (into, ref) => void (await store.leadSources.record(into, { ref, kind: 'enquiry', visitor: 'ana', view: form, now: T + 7 * MINUTE })) },
    T + 7 * MINUTE,
  );
  await store.inbox.setOutcome(row.ref, { outcome: 'won', valueMinor: 500_000, currency: 'GBP' }, 'staff-ana', T + 8 * MINUTE);
}

async function render(searchParams: Record<string, string>): Promise<string> {
  return `<!doctype html><html lang="en-GB"><head><title>Insights</title></head><body>${renderToStaticMarkup(await InsightsPage({ searchParams: Promise.resolve(searchParams) }))}</body></html>`;
}

/** The text of one outcome table. */
const table = (html: string, dimension: string) => {
  const start = html.indexOf(`id="insights-outcomes-${dimension}"`);
  return html.slice(start, html.indexOf('</table>', start)).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
};

beforeEach(async () => {
  ({ store, headers: mockHeaders } = await viewerAt(NOW, { INSIGHTS_RETENTION_DAYS: '30' }));
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('the insights page, credited to the first touch or the last', () => {
  it('credits Google by first touch, with a link to the last touch that keeps the period, the filters and the order', async () => {
    await cameBack();
    const html = await render({ range: '7', device: 'mobile', sort: 'insights-outcomes-channel.4.desc' });
    expect(html).toMatch(/<nav aria-label="Credited to">.*?<span aria-current="true">First touch<\/span>/);
    expect(html).toContain('href="/staff/insights?range=7&amp;credit=last&amp;device=mobile&amp;sort=insights-outcomes-channel.4.desc#insights-outcomes">Last touch</a>');
    expect(table(html, 'channel')).toContain('Search 1 1 1 1 £5,000.00 100.0%');
    expect(table(html, 'campaign')).toContain('No utm_campaign 1 1 1 1 £5,000.00 100.0%');
    // Rows filter the page as before.
    expect(html).toContain('href="/staff/insights?range=7&amp;channel=search&amp;device=mobile"');
  });

  it('credits the newsletter by last touch, its rows plain, and keeps the choice in every link and the form', async () => {
    await cameBack();
    const html = await render({ range: '7', credit: 'last', device: 'mobile' });
    expect(html).toMatch(/<span aria-current="true">Last touch<\/span>/);
    expect(html).toContain('href="/staff/insights?range=7&amp;device=mobile#insights-outcomes">First touch</a>');
    expect(table(html, 'channel')).toContain('Email 1 1 1 1 £5,000.00 100.0%');
    expect(table(html, 'campaign')).toContain('december-digest 1 1 1 1 £5,000.00 100.0%');
    expect(table(html, 'entry')).toContain('/ 1 1 1 1 £5,000.00 100.0%');
    // The filters and the inbox select by first touch: a row credited to the last leads to neither.
    const outcomes = html.slice(html.indexOf('id="insights-outcomes-channel"'), html.indexOf('id="insights-outcomes-entry"'));
    expect(outcomes).not.toContain('channel=email');
    expect(outcomes).not.toContain('/staff/inbox?');
    // The sort links, the filter's removal, the outcomes' CSV and the form keep it; the other CSV files need it not.
    expect(html).toContain('href="/staff/insights?range=7&amp;credit=last&amp;device=mobile&amp;sort=insights-outcomes-campaign.0.asc#insights-outcomes-campaign"');
    expect(html).toContain('aria-label="Remove the device filter" href="/staff/insights?range=7&amp;credit=last"');
    expect(html).toContain('href="/api/staff/export/insights?table=outcomes&amp;range=custom&amp;from=2026-11-20&amp;to=2026-11-26&amp;device=mobile&amp;credit=last"');
    expect(html).toContain('<input type="hidden" name="credit" value="last"/>');
    expect(await checkHtml(html, 'insights-last-touch.html')).toEqual([]);
  });
});
