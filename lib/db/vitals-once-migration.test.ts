/** @postgres: needs PostgreSQL, so Jest runs it in the "database" project (jest.config.mjs). */
import { valueOf } from '@/lib/analytics/histogram';
import { databases, olderRelease, openStore, type DatabaseName } from '@/testing/stores';

// An upgrade from the release before one page view counted one set of Web Vitals: the repeats already stored go, the
// first of each stays, and the rolled-up days keep their histograms without maxima.

const PREVIOUS = '2026-11-27-open-audit-actions';

const vitalsRow = (view: string, lcp: number) => ({ at: 1_000 + lcp, visitId: 1, kind: 'vitals' as const, view, path: '/', device: 'mobile' as const, lcp });

/** A database as the release before this migration left it: a page view with three sets of vitals, another with one. */
function previousRelease(database: DatabaseName) {
  return olderRelease(database, PREVIOUS, async (connection) => {
    await connection.db.insertInto('insightEvents').values({ at: 1_000, visitId: 1, kind: 'pageview', view: 'a'.repeat(16), path: '/', device: 'mobile' }).execute();
    await connection.db.insertInto('insightEvents').values([vitalsRow('a'.repeat(16), 1800), vitalsRow('a'.repeat(16), 59_999), vitalsRow('b'.repeat(16), 2100), vitalsRow('a'.repeat(16), 700)]).execute();
    await connection.db
      .insertInto('insightSpeedDaily')
      .values({ day: '2026-11-20', path: '/', device: 'mobile', metric: 'lcp', good: 1, needsImprovement: 0, poor: 0, histogram: '{"155":1}' } as never)
      .execute();
    // A lead of the release before: found by its key, as every lead then was.
    await connection.db
      .insertInto('leadSources')
      .values({ ref: 'QM-20261120-OLD001', kind: 'enquiry', landedAt: 1_000, entryPath: '/', referrerHost: null, utmSource: 'google', utmMedium: null, utmCampaign: null, utmTerm: null, utmContent: null, pagesBefore: 1, createdAt: 2_000 } as never)
      .execute();
  });
}

describe.each(databases)('one set of Web Vitals per page view, upgrading on %s', (database) => {
  it('keeps the first set of each page view, refuses another, and leaves old rollups without maxima and old leads unmarked', async () => {
    const store = await openStore(await previousRelease(database));
    await store.ready();
    const vitals = await store.db.selectFrom('insightEvents').select(['view', 'lcp']).where('kind', '=', 'vitals').orderBy('id').execute();
    expect(vitals.map((row) => [row.view[0], row.lcp])).toEqual([
      ['a', 1800],
      ['b', 2100],
    ]);
    await expect(store.db.insertInto('insightEvents').values(vitalsRow('b'.repeat(16), 1)).execute()).rejects.toHaveProperty('message', expect.stringMatching(/unique/i));
    // A page view's own row is not a set of vitals: another page view row of the same id is not refused by it.
    await expect(store.db.insertInto('insightEvents').values({ at: 1, visitId: 1, kind: 'pageview', view: 'b'.repeat(16), path: '/', device: 'mobile' }).execute()).resolves.toBeDefined();
    // Since vitals-buckets the histogram is [bucket, count, largest]: a bucket kept without its largest value has its upper edge.
    expect(await store.db.selectFrom('insightSpeedDaily').select('buckets').execute()).toEqual([{ buckets: JSON.stringify([[155, 1, valueOf('lcp', 155)]]) }]);
    // The next migration (where-leads-matched) leaves the old lead unmarked: shown as found before the page was kept.
    expect(await store.leadSources.sourceOf('QM-20261120-OLD001')).toMatchObject({ utmSource: 'google', matchedBy: null });
    await store.close();
  });
});
