/** @postgres: needs PostgreSQL, so Jest runs it in the "database" project (jest.config.mjs). */
import seed from '@/lib/db/articles-migration-seed.json';
import { slowCorpus } from '@/testing/hostile-corpus';
import { workerRenderer } from '@/testing/renderer';
import { databases, olderRelease, openStore, type DatabaseName } from '@/testing/stores';
import { renderUnrendered } from './catch-up';
import { renderArticle } from './render';
import { RENDERER_VERSION } from './renderer';

// An upgrade from the release before revisions kept their HTML: the shipped articles, an edit made then and a body
// no renderer could finish are there without HTML. The boot's pass renders them in the worker, never on a request.

const PREVIOUS = '2026-11-29-speed-conversion';
const NOW = Date.UTC(2026, 11, 1);

/** The release before: a shipped article edited (its second revision published), and a draft built to be slow. */
function previousRelease(database: DatabaseName) {
  return olderRelease(database, PREVIOUS, async ({ db }) => {
    const article = await db.selectFrom('articles').select(['id', 'publishedRevisionId']).where('slug', '=', seed[0]!.slug).executeTakeFirstOrThrow();
    const first = await db.selectFrom('articleRevisions').selectAll().where('id', '=', article.publishedRevisionId!).executeTakeFirstOrThrow();
    const { id: _id, html: _html, readingMinutes: _minutes, renderer: _renderer, ...copied } = first;
    const edited = await db.insertInto('articleRevisions').values({ ...copied, number: 2, body: 'Edited **then**.' } as never).returning('id').executeTakeFirstOrThrow();
    await db.updateTable('articles').set({ publishedRevisionId: edited.id, currentRevisionId: edited.id }).where('id', '=', article.id).execute();
    const draft = await db.insertInto('articles').values({ slug: 'slow-draft', state: 'draft', publishAt: null, publishedRevisionId: null, currentRevisionId: null, createdAt: NOW, updatedAt: NOW, updatedBy: 'Ana' }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('articleRevisions').values({ ...copied, articleId: draft.id, slug: 'slow-draft', number: 1, body: slowCorpus[0]!.markdown } as never).execute();
  });
}

describe.each(databases)('revisions saved before HTML was stored, upgrading on %s', (database) => {
  it('are rendered in the worker as render.ts renders them; one past the budget is refused once and left out', async () => {
    const store = await openStore(await previousRelease(database));
    await store.ready();
    expect(await store.articles.live(NOW)).toEqual(seed.map(() => expect.objectContaining({ readingMinutes: null })));
    // The slow draft takes 14 s unbounded; a 1 s budget still refuses it, and still fits the worker's start (0.2 s) and the rest.
    const renderer = workerRenderer(1_000);
    const first = await renderUnrendered(store, renderer);
    // Every revision: the ten first ones, the edit, the draft's refused.
    expect(first).toEqual({ rendered: seed.length + 1, refused: [expect.any(Number)] });
    for (const row of await store.db.selectFrom('articleRevisions').select(['id', 'body', 'html', 'readingMinutes', 'renderer']).execute()) {
      if (first.refused.includes(row.id)) expect(row).toMatchObject({ html: null, readingMinutes: null });
      else expect(row).toEqual({ id: row.id, body: row.body, html: renderArticle(row.body).html, readingMinutes: renderArticle(row.body).readingMinutes, renderer: RENDERER_VERSION });
    }
    const edited = await store.articles.liveBySlug(seed[0]!.slug, NOW);
    expect(edited).toMatchObject({ number: 2, html: '<p>Edited <strong>then</strong>.</p>\n', readingMinutes: 1 });
    // Nothing left but the refused one, which the next pass skips rather than spending its budget again.
    expect(await renderUnrendered(store, renderer, new Set(first.refused))).toEqual({ rendered: 0, refused: [] });
  });
});
