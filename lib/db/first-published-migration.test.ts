/** @postgres: needs PostgreSQL, so Jest runs it in the "database" project (jest.config.mjs). */
import { sql } from 'kysely';
import { databases, olderRelease, openStore, type DatabaseName } from '@/testing/stores';
import seed from './articles-migration-seed.json';

// An upgrade from the release before "first published" was kept apart from "live since": every article the store
// held is given the earliest go-live time it knows, and a first publication still waiting can then be cancelled back
// to a draft, while one that was live once goes back to unpublished.

const PREVIOUS = '2026-12-05-vitals-buckets';
const NOW = Date.UTC(2026, 11, 6, 12);
const EARLIER = NOW - 86_400_000;
const LATER = NOW + 3_600_000;
const [waiting, unpublished, parked] = seed.map((article) => article.slug) as [string, string, string];

/** The previous release's store: one first publication waiting, one article unpublished, one a draft. */
function previousRelease(database: DatabaseName) {
  return olderRelease(database, PREVIOUS, async ({ db }) => {
    await sql`update articles set publish_at = ${EARLIER}`.execute(db);
    await sql`update articles set publish_at = ${LATER} where slug = ${waiting}`.execute(db);
    await sql`update articles set state = 'unpublished' where slug = ${unpublished}`.execute(db);
    await sql`update articles set state = 'draft', publish_at = null, published_revision_id = null where slug = ${parked}`.execute(db);
  });
}

describe.each(databases)('first published, upgrading on %s', (database) => {
  it('gives each article the first time it went live it can know, and cancels a waiting first publication to a draft', async () => {
    const store = await openStore(await previousRelease(database));
    const bySlug = new Map((await store.articles.list()).map((row) => [row.slug, row]));
    expect(bySlug.get(waiting)).toMatchObject({ state: 'published', publishAt: LATER, firstPublishedAt: LATER });
    expect(bySlug.get(unpublished)).toMatchObject({ state: 'unpublished', firstPublishedAt: EARLIER });
    expect(bySlug.get(parked)).toMatchObject({ state: 'draft', firstPublishedAt: null });
    const live = [...bySlug.values()].filter((row) => ![waiting, unpublished, parked].includes(row.slug));
    expect(live).toHaveLength(seed.length - 3);
    expect(live.every((row) => row.firstPublishedAt === EARLIER)).toBe(true);

    const editor = { id: null, name: 'Ana Editor' };
    expect(await store.articles.cancelSchedule(bySlug.get(waiting)!.id, editor, NOW)).toMatchObject({ article: { state: 'draft', firstPublishedAt: null, publishedRevisionId: null } });
    // Back on the site, the unpublished one keeps its first day and moves its "live since".
    const row = bySlug.get(unpublished)!;
    await store.articles.publish(row.id, row.publishedRevisionId!, NOW, editor, NOW);
    expect(await store.articles.get(row.id)).toMatchObject({ state: 'published', publishAt: NOW, firstPublishedAt: EARLIER });
    await store.close();
  });
});
