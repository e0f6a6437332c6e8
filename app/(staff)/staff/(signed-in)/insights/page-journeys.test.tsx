import { renderToStaticMarkup } from 'react-dom/server';
import type { ClientFamilies } from '@/lib/analytics/clients';
import type { Store } from '@/lib/db/store';
import type { Beacon, PageviewBeacon } from '@/lib/insights/beacon';
import { toHit } from '@/lib/insights/ingest';
import { DEPLOY_THRESHOLDS } from '@/lib/insights/report';
import { checkHtml } from '@/scripts/html-check';
import { viewerAt } from '@/testing/staff';
import InsightsPage from './page';

// The page as the server renders it for a viewer over a morning's journeys: what the visits became (issue 56), and
// the filters, read from the address, applied, named and carried by every link.

const NOW = Date.UTC(2026, 10, 26, 15);
let store: Store;
let mockHeaders = new Headers();

jest.mock('next/headers', () => ({ headers: async () => mockHeaders }));

const MINUTE = 60_000;
/** This morning, UTC: the journeys' day. */
const T = Date.UTC(2026, 10, 26, 9);
const HOSTILE = '<script>alert("x")</script>';
const IPHONE: ClientFamilies = { browser: 'Safari', os: 'iOS' };
const WINDOWS: ClientFamilies = { browser: 'Edge', os: 'Windows' };
let views = 0;

async function land(store: Store, visitor: string, at: number, beacon: Omit<PageviewBeacon, 'kind' | 'view'>, client = IPHONE): Promise<string> {
  const view = (views += 1).toString(16).padStart(16, '0');
  await store.insights.record([toHit({ kind: 'pageview', view, ...beacon }, visitor, at, client)]);
  return view;
}
const send = (store: Store, visitor: string, at: number, beacon: Beacon) => store.insights.record([toHit(beacon, visitor, at)]);

/**
 * Today's journeys: a visit from a campaign with a hostile name phones, sends the contact form and is won for
 * £12,500; a direct one on Windows is refused on its email address and leaves; two builds' page loads, the second
 * slower, make a deploy and its regression.
 */
async function journeys(): Promise<Store> {
  const campaign = { referrer: 'www.linkedin.com', utm: { source: 'linkedin', medium: 'social', campaign: HOSTILE } };
  const landing = await land(store, 'winner', T, { path: '/services', width: 390, ...campaign });
  await send(store, 'winner', T + MINUTE, { kind: 'intent', view: landing, path: '/services', width: 390, intent: 'tel' });
  const contact = await land(store, 'winner', T + 3 * MINUTE, { path: '/contact-us', width: 390 });
  for (const step of ['view', 'start', 'submit'] as const) await send(store, 'winner', T + 4 * MINUTE, { kind: 'form', view: contact, path: '/contact-us', width: 390, form: 'contact', step });
  await store.leadSources.noteAnswer({ view: contact, form: 'contact', answer: 'accepted', now: T + 5 * MINUTE });
  const { row } = await store.enquiries.insert(
    { endpoint: 'contact-us', payload: { first_name: 'Ana' }, status: 'stored', idempotencyKey: 'key-page-1', alongside: async (into, ref) => void (await store.leadSources.record(into, { ref, kind: 'enquiry', visitor: 'winner', now: T + 5 * MINUTE })) },
    T + 5 * MINUTE,
  );
  await store.inbox.setOutcome(row.ref, { outcome: 'won', valueMinor: 1_250_000, currency: 'GBP' }, 'staff-ana', T + 6 * MINUTE);
  await send(store, 'winner', T + 6 * MINUTE, { kind: 'vitals', view: landing, path: '/services', width: 390, lcp: 4600, inp: 150 });

  const quitter = await land(store, 'quitter', T + 10 * MINUTE, { path: '/contact-us', width: 1440 }, WINDOWS);
  for (const step of ['view', 'start', 'submit'] as const) await send(store, 'quitter', T + 11 * MINUTE, { kind: 'form', view: quitter, path: '/contact-us', width: 1440, form: 'contact', step });
  await store.leadSources.noteAnswer({ view: quitter, form: 'contact', answer: 'invalid', field: 'email_address', now: T + 12 * MINUTE });

  const loads = async (build: string, at: number, lcp: number) => {
    // Each build's first start on the servers (lib/boot.ts): its deploy marker.
    await store.insights.noteDeploy(build, at + 1);
    for (let i = 0; i < DEPLOY_THRESHOLDS.minSamples; i++) {
      const view = await land(store, `${build}-${i}`, at + i, { path: '/', width: 390 });
      await send(store, `${build}-${i}`, at + i + 1, { kind: 'vitals', view, path: '/', width: 390, lcp, build });
    }
  };
  await loads('build-1', T - 180 * MINUTE, 1800);
  await loads('build-2', T - 60 * MINUTE, 2400);
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

describe('the insights page over a morning’s journeys', () => {
  it('shows what the visits became: outcomes, channels and clients, intents, the forms, speed against conversion, the deploys', async () => {
    await journeys();
    const html = await render({ range: '7' });
    const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    // The overview: the mean visit length, and what got worse since the deploy, in words.
    expect(html).toContain('>Mean visit length</dt>');
    expect(html).toContain('>Since the last deploy</h2>');
    expect(html).toContain('Deploy build-2 (first seen 26 Nov 2026, 08:00 UTC): LCP p75 on / rose from 1.80 s to 2.40 s, over 20 loads before and 20 loads since.');
    // The deploys on the day chart: a titled marker on their day, and the list under it.
    expect(html).toMatch(/<title>Deploy build-2, first seen 26 Nov 2026, 08:00<\/title>/);
    expect(html).toContain('<li>build-1, first seen 26 Nov 2026, 06:00 UTC</li>');
    expect(html).toMatch(/aria-label="Line chart of enquiries per day[^"]* 2 deploys are marked with a vertical line\."/);
    // And on the site's speed trend, where a deploy that slowed the site shows as a step after its line.
    expect(html).toMatch(/aria-label="Line chart of the site’s LCP p75 per day[^"]* 2 deploys are marked with a vertical line\."/);
    expect(html.match(/<title>Deploy build-2, first seen 26 Nov 2026, 08:00<\/title>/g)).toHaveLength(2 + 3);
    // Where work comes from: the campaign's visit, its enquiry won, its value in pounds; the campaign's name as text.
    const campaignRow = /<tr><th scope="row"[^>]*>(<a [^>]*>)<bdi>&lt;script&gt;alert\(&quot;x&quot;\)&lt;\/script&gt;<\/bdi><\/a><\/th>(.*?)<\/tr>/.exec(html.slice(html.indexOf('id="insights-outcomes-campaign"')));
    // The row filters the page by its campaign; its won count opens those enquiries in the inbox.
    const campaign = new URLSearchParams({ campaign: HOSTILE }).toString().replaceAll('&', '&amp;');
    expect(campaignRow?.[1]).toContain(`href="/staff/insights?range=7&amp;${campaign}"`);
    expect(campaignRow?.[2]).toContain(`href="/staff/inbox?outcome=won&amp;${campaign}"`);
    expect(campaignRow?.[2]?.replace(/<[^>]+>/g, ' ').trim().split(/\s+/)).toEqual(['1', '1', '1', '1', '£12,500.00', '100.0%']);
    expect(html).not.toContain(HOSTILE);
    expect(text).toContain('Social 1 1 1 1 £12,500.00 100.0%');
    // Channels and clients, each with a mean visit length.
    expect(text).toContain('Social 1 2 1 100.0% 3 min');
    expect(text).toContain('Edge 1 1 0 0.0% 0 s');
    expect(text).toContain('/contact-us 2 3 1 50.0% 1 min 30 s');
    // Contact intents: the total and by page.
    expect(text).toMatch(/Phone 1 Email 0 WhatsApp 0 Call to action 0 Visits with any 1/);
    expect(text).toContain('/services 1 0 0 0 1');
    // The contact form's funnel, shares of the step before, and the field that ended a visit named.
    expect(html).toContain('>Contact</h3>');
    expect(text).toContain('All visits 2 2 (100%) 2 (100%) 1 (50%) 1 (50%) 0 (0%) 0 (0%)');
    expect(text).toContain('By device Desktop 1 1 (100%) 1 (100%) 0 (0%) 1 (100%) 0 (0%) 0 (0%) Mobile 1 1 (100%) 1 (100%) 1 (100%) 0 (0%)');
    expect(html).toContain('The field whose error most often ended a visit: Email address (1 visit).');
    // Speed against conversion: the slow landing converted.
    expect(text).toMatch(/\/services Mobile LCP — — 100\.0% 1 of 1 visit/);
    expect(await checkHtml(html, 'insights-journeys.html')).toEqual([]);
  });

  it('applies the filters in the address, says so, names what it ignored, and keeps them in every link', async () => {
    await journeys();
    const all = await render({ range: '7' });
    expect(all).toMatch(/<dt>Visits<\/dt><dd[^>]*>42<\/dd>/);
    const html = await render({ range: '7', channel: 'social', device: 'phablet', campaign: HOSTILE });
    // Only the campaign's visit is counted: the report was given the filter.
    expect(html).toMatch(/<dt>Visits<\/dt><dd[^>]*>1<\/dd>/);
    // What is applied, each removable, all clearable, with the period kept; what a filtered view is counted from.
    // The note follows the period's line, before the headline.
    expect(html.indexOf('20 Nov 2026 to 26 Nov 2026')).toBeLessThan(html.indexOf('aria-label="Filters"'));
    const note = html.slice(html.indexOf('aria-label="Filters"'), html.indexOf('id="insights-stats"'));
    const noteText = note.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(noteText).toContain('Filtered to Channel: Social Remove Campaign: &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Remove Clear filters');
    expect(note).toContain('<bdi>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</bdi>');
    expect(html).not.toContain(HOSTILE);
    const campaign = new URLSearchParams({ campaign: HOSTILE }).toString();
    expect(note).toContain('href="/staff/insights?range=7">Clear filters</a>');
    expect(note).toContain(`aria-label="Remove the channel filter" href="/staff/insights?range=7&amp;${campaign}"`);
    expect(note).toContain('aria-label="Remove the campaign filter" href="/staff/insights?range=7&amp;channel=social"');
    expect(noteText).toContain('A filtered view is counted from the raw visits, which are kept 30 days');
    // The bad device is named, not applied.
    expect(noteText).toContain('Not applied, as no filter takes these values: Device: “ phablet ”');
    // Every CSV link carries the period and the filter.
    const csvLinks = html.match(/href="\/api\/staff\/export\/insights\?[^"]+"/g) ?? [];
    expect(csvLinks.length).toBeGreaterThanOrEqual(20);
    for (const link of csvLinks) expect(link.endsWith(`&amp;range=custom&amp;from=2026-11-20&amp;to=2026-11-26&amp;channel=social&amp;${campaign}"`)).toBe(true);
    // The form shows the filter, so the next period keeps it.
    expect(html).toMatch(/<option value="social" selected="">Social<\/option>/);
    expect(html).toContain(`name="campaign" value="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;"`);
    expect(await checkHtml(html, 'insights-filtered.html')).toEqual([]);
  });
});
