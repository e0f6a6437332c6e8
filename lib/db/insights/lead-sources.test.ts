/** @postgres: needs PostgreSQL, so Jest runs it in the "database" project (jest.config.mjs). */
import type { Insertable } from 'kysely';
import { VISIT_GAP_MS } from '@/lib/analytics/measures';
import type { InsightVisitsTable } from '@/lib/db/schema';
import type { Store } from '@/lib/db/store';
import { databases, execute, openStore } from '@/testing/stores';
import { dayOf } from './insight-salts';
import type { LeadKind } from './lead-sources';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const NOW = Date.UTC(2026, 10, 24, 15);

/** One visit of a key, as the insights would have written it. */
async function visit(store: Store, visitor: string, startedAt: number, lastAt: number, values: Partial<Insertable<InsightVisitsTable>> = {}) {
  await store.ready();
  const row = {
    day: dayOf(startedAt),
    visitor,
    startedAt,
    lastAt,
    entryPath: '/',
    exitPath: '/contact-us',
    pages: 2,
    referrerHost: null,
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    utmTerm: null,
    utmContent: null,
    device: 'desktop' as 'desktop' | 'mobile',
    ...values,
  };
  const { id } = await store.db.insertInto('insightVisits').values(row).returning('id').executeTakeFirstOrThrow();
  return { ...row, id };
}

const counters = async (store: Store, id: number) => store.db.selectFrom('insightVisits').select(['enquiries', 'signups']).where('id', '=', id).executeTakeFirstOrThrow();

let keys = 0;
async function enquiry(store: Store, at = NOW, payload: Record<string, unknown> = { first_name: 'Ana' }, endpoint = 'contact-us') {
  return (await store.enquiries.insert({ endpoint, payload, status: 'stored', idempotencyKey: `key-lead-${(keys += 1)}` }, at)).row.ref;
}

/** An enquiry stored with its attribution in its own transaction, as the pipeline writes it. */
async function attributed(store: Store, visitor: string, kind: LeadKind = 'enquiry', at = NOW) {
  let found: boolean | undefined;
  const { row } = await store.enquiries.insert(
    {
      endpoint: kind === 'signup' ? 'newsletter' : 'contact-us',
      payload: { first_name: 'Ana' },
      status: 'stored',
      idempotencyKey: `key-lead-${(keys += 1)}`,
      alongside: async (into, ref) => {
        found = await store.leadSources.record(into, { ref, kind, visitor, now: at });
      },
    },
    at,
  );
  return { ref: row.ref, found };
}

/** Makes every update of a visit fail, as a database refusing a write would. */
async function refuseVisitUpdates(store: Store) {
  await store.ready();
  if (store.sqlite) {
    await execute(store, `CREATE TRIGGER refuse_visit_update BEFORE UPDATE ON insight_visits BEGIN SELECT RAISE(ABORT, 'refused'); END`);
    return;
  }
  await execute(store, `CREATE FUNCTION refuse_visit_update() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$`);
  await execute(store, `CREATE TRIGGER refuse_visit_update BEFORE UPDATE ON insight_visits FOR EACH ROW EXECUTE FUNCTION refuse_visit_update()`);
}

describe.each(databases)('lead sources on %s', (database) => {
  it('copies exactly the visit of the key into the enquiry’s source, and counts the enquiry on that visit alone', async () => {
    const store = await openStore(database);
    const mine = await visit(store, 'key-ana', NOW - 12 * MINUTE, NOW - MINUTE, {
      entryPath: '/services/data-analytics',
      pages: 4,
      referrerHost: 'www.google.com',
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'spring-2026',
      utmTerm: 'data platform',
      utmContent: 'ad-b',
      channel: 'paid',
      device: 'mobile',
      browser: 'Safari',
      os: 'iOS',
      // Came back through the newsletter before the enquiry: the last touch is copied beside the first.
      lastReferrerHost: null,
      lastUtmSource: 'newsletter',
      lastUtmMedium: 'email',
      lastUtmCampaign: 'december',
      lastUtmTerm: null,
      lastUtmContent: 'top-link',
      lastChannel: 'email',
      lastTouchAt: NOW - 3 * MINUTE,
    });
    const theirs = await visit(store, 'key-ben', NOW - 5 * MINUTE, NOW - MINUTE, { entryPath: '/blog', referrerHost: 'news.example', utmSource: 'newsletter' });

    const { ref, found } = await attributed(store, 'key-ana');
    expect(found).toBe(true);
    expect(await store.leadSources.sourceOf(ref)).toEqual({
      ref,
      kind: 'enquiry',
      landedAt: mine.startedAt,
      entryPath: '/services/data-analytics',
      referrerHost: 'www.google.com',
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'spring-2026',
      utmTerm: 'data platform',
      utmContent: 'ad-b',
      pagesBefore: 4,
      createdAt: NOW,
      matchedBy: 'key',
      visitId: mine.id,
      channel: 'paid',
      device: 'mobile',
      browser: 'Safari',
      os: 'iOS',
      lastReferrerHost: null,
      lastUtmSource: 'newsletter',
      lastUtmMedium: 'email',
      lastUtmCampaign: 'december',
      lastUtmTerm: null,
      lastUtmContent: 'top-link',
      lastChannel: 'email',
      lastTouchAt: NOW - 3 * MINUTE,
    });
    expect(await counters(store, mine.id)).toEqual({ enquiries: 1, signups: 0 });
    expect(await counters(store, theirs.id)).toEqual({ enquiries: 0, signups: 0 });

    // A sign-up counts as one, and outside a transaction the copy and the count are still written together.
    const signUp = await enquiry(store, NOW, { email_address: 'ana@example.org' }, 'newsletter');
    expect(await store.leadSources.record(store.db, { ref: signUp, kind: 'signup', visitor: 'key-ana', now: NOW })).toBe(true);
    expect(await store.leadSources.sourceOf(signUp)).toMatchObject({ kind: 'signup', entryPath: '/services/data-analytics', pagesBefore: 4 });
    expect(await counters(store, mine.id)).toEqual({ enquiries: 1, signups: 1 });
    // The same reference again is neither copied nor counted twice.
    expect(await store.leadSources.record(store.db, { ref: signUp, kind: 'signup', visitor: 'key-ana', now: NOW })).toBe(true);
    expect(await counters(store, mine.id)).toEqual({ enquiries: 1, signups: 1 });
  });

  it('gives the pages its visit showed up to the enquiry, oldest first, and none once the visit is gone', async () => {
    const store = await openStore(database);
    const mine = await visit(store, 'key-ana', NOW - 12 * MINUTE, NOW + 5 * MINUTE);
    const view = (at: number, path: string, kind: 'pageview' | 'vitals' = 'pageview') => ({ at, visitId: mine.id, kind, view: `v${at}`.padEnd(16, '0'), path, device: 'desktop' as const, lcp: null, inp: null, cls: null, fcp: null, ttfb: null, lcpElement: null, inpTarget: null });
    await store.db
      .insertInto('insightEvents')
      .values([view(NOW - 12 * MINUTE, '/services/data-analytics'), view(NOW - 11 * MINUTE, '/services/data-analytics', 'vitals'), view(NOW - 6 * MINUTE, '/case-studies'), view(NOW - MINUTE, '/contact-us'), view(NOW + 2 * MINUTE, '/thank-you')])
      .execute();
    const { ref } = await attributed(store, 'key-ana');
    expect(await store.leadSources.pathBefore(ref)).toEqual([
      { at: NOW - 12 * MINUTE, path: '/services/data-analytics' },
      { at: NOW - 6 * MINUTE, path: '/case-studies' },
      { at: NOW - MINUTE, path: '/contact-us' },
    ]);
    expect(await store.leadSources.pathBefore(ref, 2)).toHaveLength(2);
    // Swept with its visit after INSIGHTS_RAW_DAYS: the count stays on the lead, the pages are gone.
    await store.db.deleteFrom('insightEvents').execute();
    expect(await store.leadSources.pathBefore(ref)).toEqual([]);
    await store.db.updateTable('leadSources').set({ visitId: null }).where('ref', '=', ref).execute();
    expect(await store.leadSources.pathBefore(ref)).toBeUndefined();
    expect(await store.leadSources.pathBefore('QM-20261124-NOSUCH')).toBeUndefined();
  });

  it('attributes nothing to a key without a visit, and touches no one else’s', async () => {
    const store = await openStore(database);
    const other = await visit(store, 'key-ben', NOW - 5 * MINUTE, NOW - MINUTE, { utmSource: 'google' });
    const { ref, found } = await attributed(store, 'key-cy');
    expect(found).toBe(false);
    expect(await store.leadSources.sourceOf(ref)).toBeUndefined();
    expect(await store.db.selectFrom('leadSources').selectAll().execute()).toEqual([]);
    expect(await counters(store, other.id)).toEqual({ enquiries: 0, signups: 0 });

    const empty = await openStore(database);
    expect(await attributed(empty, 'key-ana')).toMatchObject({ found: false });
    expect(await empty.leadSources.choices()).toEqual({ sources: [], campaigns: [] });
  });

  it('takes the key’s visit of the last 30 minutes, else its latest of the day, never an older day’s', async () => {
    const store = await openStore(database);
    await visit(store, 'key-ana', NOW - 5 * 60 * MINUTE, NOW - 4 * 60 * MINUTE, { entryPath: '/morning' });
    await visit(store, 'key-ana', NOW - 3 * 60 * MINUTE, NOW - 2 * 60 * MINUTE, { entryPath: '/lunch' });
    await visit(store, 'key-ana', NOW - DAY, NOW - DAY + 10 * MINUTE, { entryPath: '/yesterday' });
    const latestOfDay = await attributed(store, 'key-ana');
    expect(await store.leadSources.sourceOf(latestOfDay.ref)).toMatchObject({ entryPath: '/lunch' });

    await visit(store, 'key-ana', NOW - 20 * MINUTE, NOW - VISIT_GAP_MS + MINUTE, { entryPath: '/now' });
    const current = await attributed(store, 'key-ana');
    expect(await store.leadSources.sourceOf(current.ref)).toMatchObject({ entryPath: '/now' });

    // Just after midnight: a visit of the night before still open counts; one that ended earlier does not.
    const midnight = Date.UTC(2026, 10, 25);
    await visit(store, 'key-owl', midnight - 60 * MINUTE, midnight - 40 * MINUTE);
    expect((await attributed(store, 'key-owl', 'enquiry', midnight + 5 * MINUTE)).found).toBe(false);
    await visit(store, 'key-owl', midnight - 20 * MINUTE, midnight - 10 * MINUTE, { entryPath: '/late' });
    const late = await attributed(store, 'key-owl', 'enquiry', midnight + 5 * MINUTE);
    expect(await store.leadSources.sourceOf(late.ref)).toMatchObject({ entryPath: '/late' });
  });

  it('undoes its own writes when one fails, and leaves the enquiry’s transaction to commit', async () => {
    const store = await openStore(database);
    const mine = await visit(store, 'key-ana', NOW - 5 * MINUTE, NOW - MINUTE, { utmSource: 'google' });
    await refuseVisitUpdates(store);
    let failure: unknown;
    const { row } = await store.enquiries.insert(
      {
        endpoint: 'contact-us',
        payload: { first_name: 'Ana' },
        status: 'stored',
        idempotencyKey: 'key-lead-refused',
        alongside: async (into, ref) => {
          failure = await store.leadSources.record(into, { ref, kind: 'enquiry', visitor: 'key-ana', now: NOW }).catch((error: unknown) => error);
          // The transaction is still good for the enquiry's own writes after the failure.
          await store.mails.queue(into, [{ ref, kind: 'team', messageId: `<${ref}.team@quillmark.test>`, recipient: 'team@quillmark.test', replyTo: null, subject: 'New', text: 't', html: '<p>t</p>', headers: {} }], 'held', NOW);
        },
      },
      NOW,
    );
    expect(String(failure)).toMatch(/refused/);
    expect(await store.enquiries.find(row.ref)).toMatchObject({ ref: row.ref, status: 'stored' });
    expect(await store.db.selectFrom('mails').select('ref').execute()).toEqual([{ ref: row.ref }]);
    expect(await store.leadSources.sourceOf(row.ref)).toBeUndefined();
    expect(await counters(store, mine.id)).toEqual({ enquiries: 0, signups: 0 });
  });

  it('goes with its enquiry in the retention sweep, and only with it', async () => {
    const store = await openStore(database);
    await visit(store, 'key-ana', NOW - 800 * DAY, NOW - 800 * DAY + MINUTE, { utmSource: 'old' });
    await visit(store, 'key-ana', NOW - 5 * MINUTE, NOW - MINUTE, { utmSource: 'google' });
    const old = await attributed(store, 'key-ana', 'enquiry', NOW - 800 * DAY);
    const kept = await attributed(store, 'key-ana', 'enquiry', NOW);
    expect([old.found, kept.found]).toEqual([true, true]);
    expect(await store.enquiries.purgeBefore(NOW - 731 * DAY, NOW)).toBe(1);
    expect(await store.db.selectFrom('leadSources').select(['ref', 'utmSource']).execute()).toEqual([{ ref: kept.ref, utmSource: 'google' }]);
  });

  it('lets the inbox filter by source and campaign, and offers the values the leads have', async () => {
    const store = await openStore(database);
    await visit(store, 'key-google-spring', NOW - 10 * MINUTE, NOW - MINUTE, { utmSource: 'google', utmCampaign: 'spring' });
    await visit(store, 'key-mail-spring', NOW - 10 * MINUTE, NOW - MINUTE, { utmSource: 'newsletter', utmCampaign: 'spring' });
    await visit(store, 'key-google-autumn', NOW - 10 * MINUTE, NOW - MINUTE, { utmSource: 'google', utmCampaign: 'autumn' });
    await visit(store, 'key-referred', NOW - 10 * MINUTE, NOW - MINUTE, { referrerHost: 'news.example' });
    const googleSpring = (await attributed(store, 'key-google-spring', 'enquiry', NOW - 4 * MINUTE)).ref;
    const mailSpring = (await attributed(store, 'key-mail-spring', 'signup', NOW - 3 * MINUTE)).ref;
    const googleAutumn = (await attributed(store, 'key-google-autumn', 'enquiry', NOW - 2 * MINUTE)).ref;
    await attributed(store, 'key-referred', 'enquiry', NOW - MINUTE);
    await enquiry(store, NOW);

    const refs = async (filter: Parameters<typeof store.inbox.list>[0]) => {
      const page = await store.inbox.list(filter);
      expect(page.total).toBe(page.items.length);
      return page.items.map((item) => item.ref);
    };
    expect(await refs({})).toHaveLength(5);
    expect(await refs({ source: 'google' })).toEqual([googleAutumn, googleSpring]);
    expect(await refs({ campaign: 'spring' })).toEqual([mailSpring, googleSpring]);
    expect(await refs({ source: 'google', campaign: 'spring' })).toEqual([googleSpring]);
    expect(await refs({ source: 'newsletter', endpoint: 'newsletter' })).toEqual([mailSpring]);
    expect(await refs({ source: 'Google' })).toEqual([]);
    expect(await refs({ campaign: 'spring', box: 'spam' })).toEqual([]);
    // The export walks the same view.
    expect((await store.inbox.span({ source: 'google' })).rows).toBe(2);
    expect(await store.leadSources.choices()).toEqual({ sources: ['google', 'newsletter'], campaigns: ['autumn', 'spring'] });
  });
});
