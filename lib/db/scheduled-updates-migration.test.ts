/** @postgres: needs PostgreSQL, so Jest runs it in the "database" project (jest.config.mjs). */
import { sql } from 'kysely';
import { databases, olderRelease, openStore, type DatabaseName } from '@/testing/stores';
import seed from './articles-migration-seed.json';

// An upgrade from the release before an update of a live article could wait beside it: every article stays as it
// was (live ones live, one scheduled for its first publication still waiting), and an update can then be scheduled.

const PREVIOUS = '2026-12-05-rendered-articles';
const NOW = Date.UTC(2026, 11, 5, 12);
const LATER = NOW + 3_600_000;

/** The previous release's store: the shipped articles live, the first of them moved to a first publication at LATER. */
function previousRelease(database: DatabaseName) {
  return olderRelease(database, PREVIOUS, async (connection) => {
    // The previous release's columns only: this one's are not there yet.
    await sql`update articles set publish_at = ${LATER} where slug = ${seed[0]!.slug}`.execute(connection.db);
  });
}

describe.each(databases)('scheduled updates, upgrading on %s', (database) => {
  it('keeps every article as it was, then lets an update of a live one wait beside it', async () => {
    const store = await openStore(await previousRelease(database));
    const before = (await store.articles.live(NOW)).map((row) => row.slug);
    expect(before).toHaveLength(seed.length - 1);
    expect(before).not.toContain(seed[0]!.slug);
    expect((await store.articles.live(LATER)).map((row) => row.slug)).toHaveLength(seed.length);
    expect((await store.articles.list()).every((row) => row.scheduledRevisionId === null && row.scheduledAt === null)).toBe(true);

    const slug = seed[1]!.slug;
    const live = (await store.articles.liveBySlug(slug, NOW))!;
    const editor = { id: null, name: 'Ana Editor' };
    const update = await store.articles.save(live.articleId, live.id, { ...live, title: 'Updated after the upgrade', body: 'New words.' }, null, editor, null, NOW);
    await store.articles.publish(live.articleId, update!.revision.id, LATER, editor, NOW);
    expect(await store.articles.liveBySlug(slug, NOW)).toMatchObject({ id: live.id });
    expect(await store.articles.liveBySlug(slug, LATER)).toMatchObject({ id: update!.revision.id, title: 'Updated after the upgrade' });
    await store.close();
  });
});
