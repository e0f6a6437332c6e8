/** @postgres: needs PostgreSQL, so Jest runs it in the "database" project (jest.config.mjs). */
import { sql } from 'kysely';
import { channelOf } from '@/lib/analytics/channels';
import { databases, olderRelease, openStore, type DatabaseName } from '@/testing/stores';
import { migrations } from './migrations';

// An upgrade from the release before the last touch was kept: each visit and lead it finds is given its first touch as
// its last (a campaign mid-visit was never kept), the days rolled up count visits by last touch as by first, and the
// next campaign link inside a visit it found moves that visit's last touch on.

const LAST_TOUCH = '2026-12-07-last-touch';
/** The release before: every migration named before this one. */
const PREVIOUS = Object.keys(migrations('sqlite'))
  .filter((name) => name < LAST_TOUCH)
  .sort()
  .at(-1)!;
const T = Date.UTC(2026, 11, 6, 10);
const MINUTE = 60_000;

function previousRelease(database: DatabaseName) {
  return olderRelease(database, PREVIOUS, async ({ db }) => {
    await sql`insert into insight_visits (day, visitor, started_at, last_at, entry_path, exit_path, pages, device, referrer_host, utm_source, utm_medium, utm_campaign, channel)
      values ('2026-12-06', 'ana', ${T}, ${T + MINUTE}, '/', '/services', 2, 'desktop', 'www.google.com', null, null, null, 'search'),
             ('2026-12-06', 'ben', ${T}, ${T}, '/blog', '/blog', 1, 'mobile', null, 'partner', 'cpc', 'winter', 'paid')`.execute(db);
    await sql`insert into lead_sources (ref, kind, landed_at, entry_path, referrer_host, utm_source, utm_medium, utm_campaign, pages_before, created_at, channel)
      values ('QM-20261206-AAAAAA', 'enquiry', ${T}, '/blog', null, 'partner', 'cpc', 'winter', 1, ${T + MINUTE}, 'paid')`.execute(db);
    await sql`insert into insight_daily (day, dimension, key, visitors, visits, pageviews, bounces, duration_ms, enquiries, signups)
      values ('2026-12-05', 'channel', 'search', 3, 4, 9, 1, 60000, 1, 0), ('2026-12-05', 'campaign', 'winter', 1, 1, 1, 1, 0, 0, 0), ('2026-12-05', 'device', 'mobile', 1, 1, 1, 1, 0, 0, 0)`.execute(db);
  });
}

describe.each(databases)('the last touch, upgrading on %s', (database) => {
  it('gives every visit and lead it finds its first touch as its last, and the rolled-up days their visits by it', async () => {
    const store = await openStore(await previousRelease(database));
    await store.ready();
    const visits = await store.db.selectFrom('insightVisits').select(['visitor', 'lastReferrerHost', 'lastUtmSource', 'lastUtmMedium', 'lastUtmCampaign', 'lastUtmTerm', 'lastChannel', 'lastTouchAt']).orderBy('visitor').execute();
    expect(visits).toEqual([
      { visitor: 'ana', lastReferrerHost: 'www.google.com', lastUtmSource: null, lastUtmMedium: null, lastUtmCampaign: null, lastUtmTerm: null, lastChannel: 'search', lastTouchAt: T },
      { visitor: 'ben', lastReferrerHost: null, lastUtmSource: 'partner', lastUtmMedium: 'cpc', lastUtmCampaign: 'winter', lastUtmTerm: null, lastChannel: 'paid', lastTouchAt: T },
    ]);
    expect(await store.leadSources.sourceOf('QM-20261206-AAAAAA')).toMatchObject({ lastUtmSource: 'partner', lastUtmMedium: 'cpc', lastUtmCampaign: 'winter', lastChannel: 'paid', lastReferrerHost: null, lastTouchAt: T });
    const daily = await store.db.selectFrom('insightDaily').select(['dimension', 'key', 'visits']).orderBy('dimension').orderBy('key').execute();
    expect(daily).toEqual([
      { dimension: 'campaign', key: 'winter', visits: 1 },
      { dimension: 'channel', key: 'search', visits: 4 },
      { dimension: 'device', key: 'mobile', visits: 1 },
      { dimension: 'lastCampaign', key: 'winter', visits: 1 },
      { dimension: 'lastChannel', key: 'search', visits: 4 },
    ]);

    // The newsletter opened inside a visit this release found: its last touch moves on, its first stays.
    const newsletter = { referrerHost: null, utmSource: 'newsletter', utmMedium: 'email', utmCampaign: null, utmTerm: null, utmContent: null };
    const source = { ...newsletter, channel: channelOf(newsletter), browser: 'Other', os: 'Other' };
    await store.insights.record([{ kind: 'pageview', visitor: 'ana', at: T + 2 * MINUTE, view: '00000000000000a1', path: '/contact-us', device: 'desktop', source }]);
    expect(await store.db.selectFrom('insightVisits').select(['referrerHost', 'channel', 'lastUtmSource', 'lastChannel', 'lastTouchAt', 'pages']).where('visitor', '=', 'ana').executeTakeFirst()).toEqual({
      referrerHost: 'www.google.com',
      channel: 'search',
      lastUtmSource: 'newsletter',
      lastChannel: 'email',
      lastTouchAt: T + 2 * MINUTE,
      pages: 3,
    });
    await store.close();
  });
});
