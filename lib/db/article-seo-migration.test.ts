/** @postgres: needs PostgreSQL, so Jest runs it in the "database" project (jest.config.mjs). */
import { databases, olderRelease, openStore } from '@/testing/stores';

// An upgrade from the release before an article had search words of its own: every revision it finds has none (the
// page then uses its title and summary), and the next revision can carry them.

const NOW = Date.UTC(2026, 11, 6, 12);

describe.each(databases)('search words, upgrading on %s', (database) => {
  it('reads every revision it found with none, and keeps a new revision’s own', async () => {
    const store = await openStore(await olderRelease(database, '2026-12-06-trashed-articles', async () => undefined));
    const live = await store.articles.live(NOW);
    expect(live.length).toBeGreaterThan(0);
    expect(live.every((row) => row.seoTitle === '' && row.seoDescription === '')).toBe(true);
    const [first] = live;
    const editor = { id: 'staff-ana', name: 'Ana Editor' };
    const saved = await store.articles.save(first!.articleId, first!.id, { ...first!, body: 'Our words.', seoTitle: 'Our own search title', seoDescription: 'Our own line under it.' }, null, editor, null, NOW);
    await store.articles.publish(first!.articleId, saved!.revision.id, NOW, editor, NOW);
    expect(await store.articles.liveBySlug(first!.slug, NOW)).toMatchObject({ seoTitle: 'Our own search title', seoDescription: 'Our own line under it.' });
    await store.close();
  });
});
