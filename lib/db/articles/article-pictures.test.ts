/** @postgres: needs PostgreSQL, so Jest runs it in the "database" project (jest.config.mjs). */
import { sql } from 'kysely';
import type { Store } from '@/lib/db/store';
import { databases, olderRelease, openStore } from '@/testing/stores';
import type { RevisionFields } from './articles';

// Who is sent an uploaded picture, and when one is swept: a picture is public only while a revision the site shows
// at that moment shows it; one no revision shows is deleted 30 days after a sweep first finds it so.

const NOW = Date.UTC(2026, 11, 5, 12);
const DAY = 24 * 3_600_000;
const ana = { id: 'staff-ana', name: 'Ana Editor' };
const COVER = 'a'.repeat(32);
const INLINE = 'b'.repeat(32);
const SPARE = 'c'.repeat(32);

const fields = (values: Partial<RevisionFields> = {}): RevisionFields => ({
  slug: 'pictures-article',
  title: 'An article with pictures',
  summary: 'What it is about.',
  body: 'Some words.',
  author: 'meera-iyer',
  authorRole: 'Head of Quality Engineering',
  tags: JSON.stringify(['Testing']),
  cover: `uploads/${COVER}`,
  coverAlt: 'A test report',
  date: '2026-12-05',
  seoTitle: '',
  seoDescription: '',
  ...values,
});
/** The HTML the renderer makes of a body showing INLINE at two widths. */
const html = (id: string) => `<p><img src="/uploads/${id}.webp" alt="A chart" loading="lazy" decoding="async"></p>\n<p><img src="/uploads/${id}-640.avif" alt="Again"></p>\n`;
const rendered = (id: string) => ({ html: html(id), readingMinutes: 1, renderer: 1 });

async function upload(store: Store, id: string, at = NOW) {
  await store.pictures.save({ id, kind: 'inline', width: 1200, height: 800, createdAt: at, createdBy: 'Ana Editor' }, [{ width: 1200, format: 'webp', bytes: Buffer.from([1, 2, 3]) }]);
}

async function withPictures(database: (typeof databases)[number]) {
  const store = await openStore(database);
  for (const id of [COVER, INLINE, SPARE]) await upload(store, id);
  return store;
}

describe.each(databases)('article pictures on %s', (database) => {
  it('serves a picture to everyone only while a live revision shows it, as cover or in its text', async () => {
    const store = await withPictures(database);
    const { article, revision } = await store.articles.create(fields(), rendered(INLINE), ana, NOW);
    expect(await store.pictures.served(COVER, NOW)).toEqual({ width: 1200, live: false });
    expect(await store.pictures.served(INLINE, NOW)).toEqual({ width: 1200, live: false });
    await store.articles.publish(article.id, revision.id, NOW, ana, NOW);
    expect(await store.pictures.served(COVER, NOW)).toEqual({ width: 1200, live: true });
    expect(await store.pictures.served(INLINE, NOW)).toEqual({ width: 1200, live: true });
    expect(await store.pictures.served(SPARE, NOW)).toEqual({ width: 1200, live: false });
    expect(await store.pictures.served('d'.repeat(32), NOW)).toBeUndefined();

    // An update that drops the inline picture and shows SPARE, scheduled: each side is public at its own time.
    const update = await store.articles.save(article.id, revision.id, fields(), rendered(SPARE), ana, null, NOW + 1);
    await store.articles.publish(article.id, update!.revision.id, NOW + DAY, ana, NOW + 2);
    expect(await store.pictures.served(INLINE, NOW + 3)).toMatchObject({ live: true });
    expect(await store.pictures.served(SPARE, NOW + 3)).toMatchObject({ live: false });
    expect(await store.pictures.served(INLINE, NOW + DAY)).toMatchObject({ live: false });
    expect(await store.pictures.served(SPARE, NOW + DAY)).toMatchObject({ live: true });

    await store.articles.unpublish(article.id, ana, NOW + 2 * DAY);
    for (const id of [COVER, INLINE, SPARE]) expect(await store.pictures.served(id, NOW + 2 * DAY)).toMatchObject({ live: false });
  });

  it('records the pictures of HTML made later, at boot or on publish', async () => {
    const store = await withPictures(database);
    const { revision } = await store.articles.create(fields({ cover: 'blog/test-automation-that-survives-redesigns' }), null, ana, NOW);
    expect((await store.pictures.list(NOW)).find((picture) => picture.id === INLINE)!.uses).toEqual([]);
    expect(await store.articles.setRendered(revision.id, rendered(INLINE))).toBe(true);
    expect((await store.pictures.list(NOW)).find((picture) => picture.id === INLINE)!.uses).toEqual([{ articleId: revision.articleId, number: 1, live: false }]);
  });

  it('sweeps a picture 30 days after it was first found unused, and never one a revision shows', async () => {
    const store = await withPictures(database);
    const { article } = await store.articles.create(fields(), rendered(INLINE), ana, NOW);
    expect(await store.pictures.sweep(30, NOW)).toBe(0);
    expect((await store.pictures.get(SPARE))!.unusedSince).toBe(NOW);
    expect((await store.pictures.get(INLINE))!.unusedSince).toBeNull();
    expect(await store.pictures.sweep(30, NOW + 30 * DAY - 1)).toBe(0);

    // Shown again before its time: no longer counting down.
    const draft = await store.articles.create(fields({ slug: 'another-article', cover: `uploads/${SPARE}` }), null, ana, NOW + DAY);
    expect((await store.pictures.get(SPARE))!.unusedSince).toBeNull();
    expect(await store.articles.bin(draft.article.id, ana, NOW + DAY)).toBeDefined();
    expect(await store.articles.purge(draft.article.id)).toBe(true);
    expect(await store.pictures.sweep(30, NOW + 30 * DAY)).toBe(0);
    expect((await store.pictures.get(SPARE))!.unusedSince).toBe(NOW + 30 * DAY);

    // Its draft deleted from the bin, the article's pictures start counting at the next sweep; the copies go with each picture.
    expect(await store.articles.bin(article.id, ana, NOW + 30 * DAY)).toBeDefined();
    expect(await store.articles.purge(article.id)).toBe(true);
    expect(await store.pictures.sweep(30, NOW + 31 * DAY)).toBe(0);
    expect(await store.pictures.sweep(30, NOW + 60 * DAY)).toBe(1);
    expect(await store.pictures.get(SPARE)).toBeUndefined();
    expect(await store.pictures.file(SPARE, 1200, 'webp')).toBeUndefined();
    expect(await store.pictures.sweep(30, NOW + 61 * DAY)).toBe(2);
    expect(await store.pictures.list(NOW + 61 * DAY)).toEqual([]);
  });

  it('deletes a picture only no live revision shows, and lists where each is shown', async () => {
    const store = await withPictures(database);
    const { article, revision } = await store.articles.create(fields(), rendered(INLINE), ana, NOW);
    await store.articles.publish(article.id, revision.id, NOW, ana, NOW);
    const draft = await store.articles.create(fields({ slug: 'a-draft', cover: `uploads/${SPARE}` }), rendered(INLINE), ana, NOW);
    const listed = await store.pictures.list(NOW);
    expect(listed.find((picture) => picture.id === INLINE)!.uses).toEqual([
      { articleId: article.id, number: 1, live: true },
      { articleId: draft.article.id, number: 1, live: false },
    ]);
    expect(listed.find((picture) => picture.id === SPARE)!.uses).toEqual([{ articleId: draft.article.id, number: 1, live: false }]);

    expect(await store.pictures.delete(INLINE, NOW)).toBe('live');
    expect(await store.pictures.delete(SPARE, NOW)).toBe('deleted');
    expect(await store.pictures.delete(SPARE, NOW)).toBe('missing');
    expect(await store.pictures.file(SPARE, 1200, 'webp')).toBeUndefined();
    // The draft that showed it keeps its text; only the use is gone.
    expect(await store.articles.revisionById(draft.revision.id)).toMatchObject({ cover: `uploads/${SPARE}` });
    await store.articles.unpublish(article.id, ana, NOW + 1);
    expect(await store.pictures.delete(INLINE, NOW + 1)).toBe('deleted');
  });

  it('fills in the pictures each revision shows when upgrading from the release before', async () => {
    const target = await olderRelease(database, '2026-12-05-scheduled-updates', async ({ db }) => {
      for (const id of [COVER, INLINE, SPARE]) await sql`insert into article_pictures (id, kind, width, height, created_at, created_by) values (${id}, 'inline', 1200, 800, ${NOW}, 'Ana')`.execute(db);
      const [shipped] = (await sql<{ id: number }>`select id from article_revisions order by id limit 1`.execute(db)).rows;
      // One revision with HTML that shows INLINE, one of before HTML was stored whose body shows SPARE and whose cover is COVER.
      await sql`update article_revisions set html = ${html(INLINE)} where id = ${shipped!.id}`.execute(db);
      await sql`update article_revisions set html = null, cover = ${`uploads/${COVER}`}, body = ${`![A chart](/uploads/${SPARE}-640.webp) and ![](/uploads/${'e'.repeat(32)}.webp)`} where id = ${Number(shipped!.id) + 1}`.execute(db);
    });
    const store = await openStore(target);
    const uses = Object.fromEntries((await store.pictures.list(NOW)).map((picture) => [picture.id, picture.uses.map((use) => use.number)]));
    expect(uses).toEqual({ [COVER]: [1], [INLINE]: [1], [SPARE]: [1] });
    expect((await store.pictures.list(NOW)).every((picture) => picture.unusedSince === null)).toBe(true);
  });
});
