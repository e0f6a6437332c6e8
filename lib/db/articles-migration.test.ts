/** @postgres: needs PostgreSQL, so Jest runs it in the "database" project (jest.config.mjs). */
import { databases, olderRelease, openStore, type DatabaseName } from '@/testing/stores';
import seed from './articles-migration-seed.json';

// An upgrade from the release before articles lived in the store: its enquiries and audit trail stay as they were,
// and the ten articles it served from content/blog are there, live, each as its first revision.

const PREVIOUS = '2026-11-27-where-leads-matched';

function previousRelease(database: DatabaseName) {
  return olderRelease(database, PREVIOUS, async (connection) => {
    await connection.db
      .insertInto('enquiries')
      .values({ ref: 'QM-20261127-KEPT01', endpoint: 'contact', payload: '{"name":"Ana"}', status: 'stored', idempotencyKey: 'key-kept', createdAt: 1_000, updatedAt: 1_000 })
      .execute();
  });
}

describe.each(databases)('articles in the store, upgrading on %s', (database) => {
  it('keeps what the store held and adds the ten articles the release before served, live, ready for a first edit', async () => {
    const store = await openStore(await previousRelease(database));
    await store.ready();
    expect(await store.db.selectFrom('enquiries').select('ref').execute()).toEqual([{ ref: 'QM-20261127-KEPT01' }]);
    const live = await store.articles.live(Date.UTC(2026, 10, 28));
    expect(live.map((article) => article.slug).sort()).toEqual(seed.map((article) => article.slug).sort());
    expect(new Set(live.map((article) => article.number))).toEqual(new Set([1]));
    const [newest] = live;
    const revision = (await store.articles.revisionById(newest!.id))!;
    const saved = await store.articles.save(newest!.articleId, newest!.id, { ...revision, body: 'Edited after the upgrade.' }, null, { id: 'staff-ana', name: 'Ana' });
    expect(saved).toMatchObject({ saved: true, revision: { number: 2 } });
  });
});
