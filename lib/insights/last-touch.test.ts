/** @postgres: needs PostgreSQL, so Jest runs it in the "database" project (jest.config.mjs). */
import { Insights, type InsightHit } from '@/lib/db/insights/insights';
import type { Store } from '@/lib/db/store';
import type { PageviewBeacon, Utm } from '@/lib/insights/beacon';
import { toHit } from '@/lib/insights/ingest';
import { insightsReport } from '@/lib/insights/report';
import { rollUp } from '@/lib/insights/upkeep';
import { databases, openStore } from '@/testing/stores';

// The last touch beside the first: a visit that came from Google and came back through the newsletter mid-visit is
// Google's by first touch and the newsletter's by last, on the visit, on the enquiry it sends and in the report.

const MINUTE = 60_000;
const T = Date.parse('2026-11-20T10:00:00Z');
const DAY = { from: '2026-11-20', to: '2026-11-20' };
const NEWSLETTER: Utm = { source: 'newsletter', medium: 'email', campaign: 'december-digest' };

let views = 0;
const nextView = () => (views += 1).toString(16).padStart(16, '0');

function pageview(visitor: string, at: number, path: string, more: { referrer?: string; utm?: Utm; view?: string } = {}): InsightHit {
  const { view = nextView(), ...source } = more;
  const beacon: PageviewBeacon = { kind: 'pageview', view, path, width: 1280, ...source };
  return toHit(beacon, visitor, at);
}

const touches = (store: Store) =>
  store.db.selectFrom('insightVisits').select(['visitor', 'referrerHost', 'utmCampaign', 'channel', 'lastReferrerHost', 'lastUtmSource', 'lastUtmMedium', 'lastUtmCampaign', 'lastChannel', 'lastTouchAt']).orderBy('id').execute();

const GOOGLE = { referrerHost: 'www.google.com', utmCampaign: null, channel: 'search' };
const LAST_GOOGLE = { lastReferrerHost: 'www.google.com', lastUtmSource: null, lastUtmMedium: null, lastUtmCampaign: null, lastChannel: 'search' };
const LAST_NEWSLETTER = { lastReferrerHost: null, lastUtmSource: 'newsletter', lastUtmMedium: 'email', lastUtmCampaign: 'december-digest', lastChannel: 'email' };

/** An enquiry sent from a page view, stored with its attribution as the pipeline writes it. */
async function enquiryFrom(store: Store, visitor: string, view: string, now: number) {
  const { row } = await store.enquiries.insert(
    { endpoint: 'contact-us', payload: { first_name: 'Ana' }, status: 'stored', idempotencyKey: `key-last-touch-${view}`, alongside: async (into, ref) => void (await store.leadSources.record(into, { ref, kind: 'enquiry', visitor, view, now })) },
    now,
  );
  return row.ref;
}

describe.each(databases)('the last touch on %s', (database) => {
  it('keeps Google as the first touch and the newsletter opened mid-visit as the last, on the visit and its enquiry', async () => {
    const store = await openStore(database);
    const form = nextView();
    await store.insights.record([pageview('ana', T, '/', { referrer: 'www.google.com' }), pageview('ana', T + MINUTE, '/services')]);
    // A move inside the site is no touch: Google stays the last.
    expect(await touches(store)).toEqual([{ visitor: 'ana', ...GOOGLE, ...LAST_GOOGLE, lastTouchAt: T }]);
    await store.insights.record([pageview('ana', T + 5 * MINUTE, '/blog', { utm: NEWSLETTER }), pageview('ana', T + 6 * MINUTE, '/contact-us', { view: form })]);
    expect(await touches(store)).toEqual([{ visitor: 'ana', ...GOOGLE, ...LAST_NEWSLETTER, lastTouchAt: T + 5 * MINUTE }]);

    const ref = await enquiryFrom(store, 'ana', form, T + 8 * MINUTE);
    expect(await store.leadSources.sourceOf(ref)).toMatchObject({ landedAt: T, entryPath: '/', ...GOOGLE, utmSource: null, ...LAST_NEWSLETTER, lastTouchAt: T + 5 * MINUTE, matchedBy: 'view' });
  });

  it('takes a touch in the batch that starts the visit, and the latest of a batch, on another host too', async () => {
    const store = await openStore(database);
    await store.insights.record([
      pageview('ben', T, '/', { referrer: 'www.google.com' }),
      pageview('ben', T + 2 * MINUTE, '/blog', { referrer: 'www.linkedin.com' }),
      pageview('ben', T + 3 * MINUTE, '/services'),
    ]);
    expect(await touches(store)).toEqual([expect.objectContaining({ lastReferrerHost: 'www.linkedin.com', lastChannel: 'social', lastTouchAt: T + 2 * MINUTE })]);
    // Another host, remembering nothing, finds the visit and moves its touch on.
    const other = new Insights(store.db, () => store.ready(), store.insightSalts);
    await other.record([pageview('ben', T + 4 * MINUTE, '/contact-us', { utm: NEWSLETTER }), pageview('ben', T + 5 * MINUTE, '/about-us', { utm: { source: 'partner', medium: 'cpc' } })]);
    expect(await touches(store)).toEqual([expect.objectContaining({ lastUtmSource: 'partner', lastUtmMedium: 'cpc', lastChannel: 'paid', lastTouchAt: T + 5 * MINUTE })]);
  });

  it('never lets an earlier touch that arrives late (held until the visitor accepted) replace a later one', async () => {
    const store = await openStore(database);
    await store.insights.record([pageview('cy', T, '/'), pageview('cy', T + 10 * MINUTE, '/blog', { utm: NEWSLETTER })]);
    await store.insights.record([pageview('cy', T + 4 * MINUTE, '/services', { referrer: 'www.bing.com' })]);
    expect(await touches(store)).toEqual([expect.objectContaining({ referrerHost: null, channel: 'direct', ...LAST_NEWSLETTER, lastTouchAt: T + 10 * MINUTE })]);
  });

  it('credits the enquiry to the newsletter by last touch and to search by first, its visits counted by the same touch', async () => {
    const store = await openStore(database);
    const form = nextView();
    await store.insights.record([pageview('ana', T, '/', { referrer: 'www.google.com' }), pageview('ana', T + 5 * MINUTE, '/blog', { utm: NEWSLETTER }), pageview('ana', T + 6 * MINUTE, '/contact-us', { view: form })]);
    await store.insights.record([pageview('ben', T + MINUTE, '/', { referrer: 'www.google.com' })]);
    await enquiryFrom(store, 'ana', form, T + 8 * MINUTE);
    const now = T + 20 * MINUTE;
    const row = (key: string, visits: number, enquiries: number) => expect.objectContaining({ key, visits, enquiries });
    // Counted live from the raw visits, then from the day's rollups: the same either way.
    for (const rolled of [false, true]) {
      if (rolled) await rollUp(store, DAY.from);
      const first = await insightsReport(store.db, DAY, { now: rolled ? T + 2 * 24 * 60 * MINUTE : now });
      expect(first.credit).toBe('first');
      expect(first.outcomes.channel).toEqual([row('search', 2, 1)]);
      expect(first.outcomes.campaign).toEqual([row('', 2, 1)]);
      const last = await insightsReport(store.db, DAY, { now: rolled ? T + 2 * 24 * 60 * MINUTE : now, credit: 'last' });
      expect(last.credit).toBe('last');
      expect(last.outcomes.channel).toEqual([row('email', 1, 1), row('search', 1, 0)]);
      expect(last.outcomes.campaign).toEqual([row('december-digest', 1, 1), row('', 1, 0)]);
      expect(last.outcomes.source).toEqual([row('newsletter', 1, 1), row('', 1, 0)]);
      // The entry page is where the visit began, whichever touch is credited; the headline's work is the same.
      expect(last.outcomes.entry).toEqual(first.outcomes.entry);
      expect(last.work).toEqual(first.work);
    }
    expect((await store.db.selectFrom('insightDaily').select(['dimension', 'key']).where('dimension', 'in', ['lastChannel', 'lastCampaign']).orderBy('dimension').orderBy('key').execute())).toEqual([
      { dimension: 'lastCampaign', key: '' },
      { dimension: 'lastCampaign', key: 'december-digest' },
      { dimension: 'lastChannel', key: 'email' },
      { dimension: 'lastChannel', key: 'search' },
    ]);
    // A filter selects by first touch, and the visits beside the last touch are then counted from the raw visits.
    const filtered = await insightsReport(store.db, DAY, { now, credit: 'last', filter: { channel: 'search' } });
    expect(filtered.outcomes.campaign).toEqual([row('december-digest', 1, 1), row('', 1, 0)]);
  });
});
