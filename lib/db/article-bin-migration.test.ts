/** @postgres: needs PostgreSQL, so Jest runs it in the "database" project (jest.config.mjs). */
import { databases, olderRelease, openStore } from '@/testing/stores';
import seed from './articles-migration-seed.json';

// An upgrade from the release before the bin: no article it finds is in the bin, every one stays in the list, and
// an unpublished one can then be binned.

const NOW = Date.UTC(2026, 11, 6, 12);

describe.each(databases)('the articles’ bin, upgrading on %s', (database) => {
  it('finds nothing in the bin, lists every article, and bins an unpublished one', async () => {
    const store = await openStore(await olderRelease(database, '2026-12-06-revision-kinds', async () => undefined));
    const listed = await store.articles.list();
    expect(listed).toHaveLength(seed.length);
    expect(listed.every((row) => row.binnedAt === null && row.binnedBy === null)).toBe(true);
    expect(await store.articles.binned()).toEqual([]);
    const editor = { id: null, name: 'Ana Editor' };
    await store.articles.unpublish(listed[0]!.id, editor, NOW);
    expect(await store.articles.bin(listed[0]!.id, editor, NOW)).toMatchObject({ binnedAt: NOW, binnedBy: 'Ana Editor' });
    expect(await store.articles.list()).toHaveLength(seed.length - 1);
    await store.close();
  });
});
