/** @postgres: needs PostgreSQL, so Jest runs it in the "database" project (jest.config.mjs). */
import { databases, olderRelease, openStore } from '@/testing/stores';
import seed from './articles-migration-seed.json';

// An upgrade from the release before autosaves: every revision the store held was a person's save, and stays one; the
// first autosave on a shipped article is a new revision beside it, never in its place.

const NOW = Date.UTC(2026, 11, 6, 12);

describe.each(databases)('revision kinds, upgrading on %s', (database) => {
  it('reads every revision it found as saved, and autosaves beside them', async () => {
    const store = await openStore(await olderRelease(database, '2026-12-06-first-published', async () => undefined));
    const [live] = await store.articles.live(NOW);
    const revisions = await store.articles.revisions(live!.articleId);
    expect(revisions.map((row) => row.kind)).toEqual(['save']);
    const editor = { id: 'staff-ana', name: 'Ana Editor' };
    const autosaved = await store.articles.autosave(live!.articleId, live!.id, { ...live!, body: 'Typed after the upgrade.' }, { html: '<p>Typed after the upgrade.</p>', readingMinutes: 1, renderer: 1 }, editor, NOW);
    expect(autosaved).toMatchObject({ saved: true, replaced: false, revision: { number: 2, kind: 'autosave' } });
    expect(await store.articles.liveBySlug(seed.find((article) => article.slug === live!.slug)!.slug, NOW)).toMatchObject({ id: live!.id });
    await store.close();
  });
});
