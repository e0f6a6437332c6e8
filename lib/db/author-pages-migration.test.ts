/** @postgres: needs PostgreSQL, so Jest runs it in the "database" project (jest.config.mjs). */
import { sql } from 'kysely';
import { databases, olderRelease, openStore } from '@/testing/stores';
import seed from './author-pages-migration-seed.json';

// An upgrade from the release whose authors lived in the code: its six become pages in the store, kept by nobody
// until an admin gives each to its writer, and every article it held still names its author's page.

const PREVIOUS = '2026-12-06-written-for-search';

describe.each(databases)('author pages, upgrading on %s', (database) => {
  it('makes a page of each of the six authors, and every article’s author has one', async () => {
    const store = await openStore(
      await olderRelease(database, PREVIOUS, async ({ db }) => {
        // A store of that release whose team had changed an article: its author is still one of the six.
        await sql`update article_revisions set title = 'Changed before the upgrade' where number = 1 and author = 'tom-ashworth'`.execute(db);
      }),
    );
    const authors = await store.authors.list();
    expect(authors.map(({ slug, name, role, bio, topics }) => ({ slug, name, role, bio, topics }))).toEqual([...seed].sort((a, b) => a.name.localeCompare(b.name)));
    expect(authors.every((author) => author.staffId === null && author.photo === '' && author.photoAlt === '')).toBe(true);
    const slugs = new Set(authors.map((author) => author.slug));
    const articles = await store.articles.live(Date.now());
    expect(articles.length).toBeGreaterThan(0);
    expect(articles.filter((article) => !slugs.has(article.author))).toEqual([]);
    await store.close();
  });
});
