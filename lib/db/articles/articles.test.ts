/** @postgres: needs PostgreSQL, so Jest runs it in the "database" project (jest.config.mjs). */
import seed from '@/lib/db/articles-migration-seed.json';
import { databases, openStore } from '@/testing/stores';
import type { RevisionFields } from './articles';

const NOW = Date.UTC(2026, 10, 28, 9);
const MINUTE = 60_000;
const ana = { id: 'staff-ana', name: 'Ana Editor' };
const ben = { id: 'staff-ben', name: 'Ben Editor' };

const fields = (values: Partial<RevisionFields> = {}): RevisionFields => ({
  slug: 'a-new-article',
  title: 'A new article',
  summary: 'What it is about.',
  body: 'Some words.',
  author: 'meera-iyer',
  authorRole: 'Head of Quality Engineering',
  tags: JSON.stringify(['Testing']),
  cover: 'blog/test-automation-that-survives-redesigns',
  coverAlt: 'A test report',
  date: '2026-11-28',
  seoTitle: '',
  seoDescription: '',
  ...values,
});

describe.each(databases)('articles on %s', (database) => {
  it('starts with the ten shipped articles live, newest first, each its first revision', async () => {
    const store = await openStore(database);
    const live = await store.articles.live(NOW);
    expect(live.map((article) => article.slug)).toEqual([...seed].sort((a, b) => b.date.localeCompare(a.date)).map((article) => article.slug));
    const first = await store.articles.liveBySlug(seed[0]!.slug, NOW);
    expect(first).toMatchObject({ title: seed[0]!.title, number: 1, tags: JSON.stringify(seed[0]!.tags) });
    // Their HTML is the renderer's to make, at boot (lib/articles/runtime.ts): the migration stores none.
    expect(first).toMatchObject({ html: null, readingMinutes: null, renderer: null });
    expect((await store.articles.unrendered(1, 100)).map((row) => row.body).sort()).toEqual(seed.map((article) => article.body).sort());
  });

  it('keeps the HTML a revision was saved with, and lists what a renderer has still to make, a page at a time', async () => {
    const store = await openStore(database);
    const { revision } = await store.articles.create(fields(), { html: '<p>Some words.</p>\n', readingMinutes: 1, renderer: 1 }, ana, NOW);
    expect(await store.articles.revisionById(revision.id)).toMatchObject({ html: '<p>Some words.</p>\n', readingMinutes: 1, renderer: 1 });
    const pending = await store.articles.unrendered(1, 100);
    expect(pending.map((row) => row.id)).not.toContain(revision.id);
    expect(pending).toHaveLength(seed.length);
    // Paged by id; a newer renderer's version lists the revision again.
    const [firstPage, secondPage] = [await store.articles.unrendered(1, 4), await store.articles.unrendered(1, 100, pending[3]!.id)];
    expect([...firstPage, ...secondPage].map((row) => row.id)).toEqual(pending.map((row) => row.id));
    expect((await store.articles.unrendered(2, 100)).map((row) => row.id)).toContain(revision.id);
    // An older renderer's HTML never replaces a newer one's.
    expect(await store.articles.setRendered(revision.id, { html: '<p>old</p>', readingMinutes: 1, renderer: 0 })).toBe(false);
    expect(await store.articles.setRendered(revision.id, { html: '<p>new</p>', readingMinutes: 2, renderer: 2 })).toBe(true);
    expect(await store.articles.revisionById(revision.id)).toMatchObject({ html: '<p>new</p>', readingMinutes: 2, renderer: 2 });
  });

  it('reads the live list with one article’s HTML in the same query, and no other’s', async () => {
    const store = await openStore(database);
    for (const row of await store.articles.unrendered(1, 100)) await store.articles.setRendered(row.id, { html: `<p>${row.id}</p>`, readingMinutes: 3, renderer: 1 });
    const [newest, next] = await store.articles.live(NOW);
    expect(newest).toMatchObject({ html: null, readingMinutes: 3 });
    const withHtml = await store.articles.live(NOW, next!.slug);
    expect(withHtml.map((row) => row.slug)).toEqual((await store.articles.live(NOW)).map((row) => row.slug));
    expect(withHtml.filter((row) => row.html !== null)).toEqual([expect.objectContaining({ slug: next!.slug, html: `<p>${next!.id}</p>` })]);
    expect((await store.articles.live(NOW, 'no-such-article')).every((row) => row.html === null)).toBe(true);
  });

  it('keeps a draft off the site until it is published, and a scheduled one until its time', async () => {
    const store = await openStore(database);
    const { article, revision } = await store.articles.create(fields(), null, ana, NOW);
    expect(article).toMatchObject({ state: 'draft', slug: 'a-new-article', currentRevisionId: revision.id, publishedRevisionId: null });
    expect(await store.articles.liveBySlug('a-new-article', NOW)).toBeUndefined();
    await store.articles.publish(article.id, revision.id, NOW + 10 * MINUTE, ana, NOW);
    expect(await store.articles.liveBySlug('a-new-article', NOW + 9 * MINUTE)).toBeUndefined();
    expect(await store.articles.liveBySlug('a-new-article', NOW + 10 * MINUTE)).toMatchObject({ title: 'A new article' });
    expect((await store.articles.live(NOW + 10 * MINUTE))[0]).toMatchObject({ slug: 'a-new-article' });
    await store.articles.unpublish(article.id, ben, NOW + 11 * MINUTE);
    expect(await store.articles.liveBySlug('a-new-article', NOW + 12 * MINUTE)).toBeUndefined();
    expect(await store.articles.get(article.id)).toMatchObject({ state: 'unpublished', updatedBy: 'Ben Editor' });
  });

  it('keeps a live article live while an update waits for its time, then shows the update', async () => {
    const store = await openStore(database);
    const { article, revision } = await store.articles.create(fields(), null, ana, NOW);
    await store.articles.publish(article.id, revision.id, NOW, ana, NOW);
    const update = await store.articles.save(article.id, revision.id, fields({ title: 'An updated article' }), null, ana, null, NOW + MINUTE);
    await store.articles.publish(article.id, update!.revision.id, NOW + 60 * MINUTE, ana, NOW + 2 * MINUTE);
    // Before its time the site shows the published revision: its page, the list, at its own slug.
    expect(await store.articles.liveBySlug('a-new-article', NOW + 59 * MINUTE)).toMatchObject({ id: revision.id, title: 'A new article', publishAt: NOW });
    expect((await store.articles.live(NOW + 59 * MINUTE)).filter((row) => row.articleId === article.id)).toEqual([expect.objectContaining({ id: revision.id })]);
    expect(await store.articles.get(article.id)).toMatchObject({ state: 'published', publishedRevisionId: revision.id, scheduledRevisionId: update!.revision.id, scheduledAt: NOW + 60 * MINUTE });
    // From its time, the update, without anything else being done.
    expect(await store.articles.liveBySlug('a-new-article', NOW + 60 * MINUTE)).toMatchObject({ id: update!.revision.id, title: 'An updated article', publishAt: NOW + 60 * MINUTE });
    expect((await store.articles.live(NOW + 60 * MINUTE)).filter((row) => row.articleId === article.id)).toEqual([expect.objectContaining({ id: update!.revision.id })]);
  });

  it('moves a live article to a scheduled update’s slug only at its time, and keeps that slug for it', async () => {
    const store = await openStore(database);
    const { article, revision } = await store.articles.create(fields(), null, ana, NOW);
    await store.articles.publish(article.id, revision.id, NOW, ana, NOW);
    const renamed = await store.articles.save(article.id, revision.id, fields({ slug: 'a-renamed-article' }), null, ana, null, NOW + MINUTE);
    await store.articles.publish(article.id, renamed!.revision.id, NOW + 60 * MINUTE, ana, NOW + 2 * MINUTE);
    expect(await store.articles.slugTaken('a-renamed-article')).toBe(true);
    expect(await store.articles.liveBySlug('a-new-article', NOW + 59 * MINUTE)).toMatchObject({ id: revision.id });
    expect(await store.articles.redirect('a-new-article', NOW + 59 * MINUTE)).toBeUndefined();
    expect(await store.articles.liveBySlug('a-renamed-article', NOW + 59 * MINUTE)).toBeUndefined();
    expect(await store.articles.liveBySlug('a-new-article', NOW + 60 * MINUTE)).toBeUndefined();
    expect(await store.articles.redirect('a-new-article', NOW + 60 * MINUTE)).toBe('a-renamed-article');
    expect(await store.articles.liveBySlug('a-renamed-article', NOW + 60 * MINUTE)).toMatchObject({ id: renamed!.revision.id });
    // The next change finds the update in place: the article's slug is the update's.
    await store.articles.unpublish(article.id, ben, NOW + 61 * MINUTE);
    expect(await store.articles.get(article.id)).toMatchObject({ slug: 'a-renamed-article', publishedRevisionId: renamed!.revision.id, scheduledRevisionId: null, scheduledAt: null });
  });

  it('cancels a scheduled update and leaves the live revision live; publishing or unpublishing drops one too', async () => {
    const store = await openStore(database);
    const { article, revision } = await store.articles.create(fields(), null, ana, NOW);
    await store.articles.publish(article.id, revision.id, NOW, ana, NOW);
    const renamed = await store.articles.save(article.id, revision.id, fields({ slug: 'a-renamed-article' }), null, ana, null, NOW + MINUTE);
    await store.articles.publish(article.id, renamed!.revision.id, NOW + 60 * MINUTE, ana, NOW + 2 * MINUTE);
    expect(await store.articles.cancelSchedule(article.id, ben, NOW + 3 * MINUTE)).toMatchObject({ revisionId: renamed!.revision.id, article: { scheduledRevisionId: null, scheduledAt: null, updatedBy: 'Ben Editor' } });
    expect(await store.articles.cancelSchedule(article.id, ben, NOW + 4 * MINUTE)).toBeUndefined();
    expect(await store.articles.liveBySlug('a-new-article', NOW + 60 * MINUTE)).toMatchObject({ id: revision.id });
    expect(await store.articles.redirect('a-new-article', NOW + 60 * MINUTE)).toBeUndefined();
    expect(await store.articles.slugTaken('a-renamed-article')).toBe(false);
    // Publishing now drops a waiting update.
    await store.articles.publish(article.id, renamed!.revision.id, NOW + 60 * MINUTE, ana, NOW + 5 * MINUTE);
    await store.articles.publish(article.id, revision.id, NOW + 6 * MINUTE, ana, NOW + 6 * MINUTE);
    expect(await store.articles.liveBySlug('a-new-article', NOW + 61 * MINUTE)).toMatchObject({ id: revision.id });
    // So does unpublishing.
    await store.articles.publish(article.id, renamed!.revision.id, NOW + 60 * MINUTE, ana, NOW + 7 * MINUTE);
    await store.articles.unpublish(article.id, ben, NOW + 8 * MINUTE);
    expect(await store.articles.get(article.id)).toMatchObject({ state: 'unpublished', slug: 'a-new-article', scheduledRevisionId: null });
    expect(await store.articles.live(NOW + 61 * MINUTE)).not.toContainEqual(expect.objectContaining({ articleId: article.id }));
    // A cancel after the update's time has nothing to cancel: the update is what the site shows.
    await store.articles.publish(article.id, revision.id, NOW + 9 * MINUTE, ana, NOW + 9 * MINUTE);
    await store.articles.publish(article.id, renamed!.revision.id, NOW + 60 * MINUTE, ana, NOW + 10 * MINUTE);
    expect(await store.articles.cancelSchedule(article.id, ben, NOW + 60 * MINUTE)).toBeUndefined();
    expect(await store.articles.liveBySlug('a-renamed-article', NOW + 60 * MINUTE)).toMatchObject({ id: renamed!.revision.id });
  });

  it('cancels a first publication back to a draft, and a return to the site back to unpublished', async () => {
    const store = await openStore(database);
    const { article, revision } = await store.articles.create(fields(), null, ana, NOW);
    // Scheduled, then moved to another time and another slug before it went live: nothing of it was ever shown.
    await store.articles.publish(article.id, revision.id, NOW + 60 * MINUTE, ana, NOW);
    const renamed = await store.articles.save(article.id, revision.id, fields({ slug: 'a-renamed-article' }), null, ana, null, NOW + MINUTE);
    await store.articles.publish(article.id, renamed!.revision.id, NOW + 90 * MINUTE, ana, NOW + 2 * MINUTE);
    expect(await store.articles.get(article.id)).toMatchObject({ state: 'published', publishAt: NOW + 90 * MINUTE, firstPublishedAt: NOW + 90 * MINUTE });
    const cancelled = await store.articles.cancelSchedule(article.id, ben, NOW + 3 * MINUTE);
    expect(cancelled).toMatchObject({ revisionId: renamed!.revision.id, article: { state: 'draft', publishAt: null, firstPublishedAt: null, publishedRevisionId: null, updatedBy: 'Ben Editor' } });
    expect(await store.articles.liveBySlug('a-renamed-article', NOW + 90 * MINUTE)).toBeUndefined();
    expect(await store.articles.redirect('a-new-article', NOW + 90 * MINUTE)).toBeUndefined();
    expect(await store.articles.cancelSchedule(article.id, ben, NOW + 4 * MINUTE)).toBeUndefined();

    // Live, unpublished, then scheduled to return: cancelled, it stays unpublished, and its first day is kept.
    await store.articles.publish(article.id, renamed!.revision.id, NOW + 5 * MINUTE, ana, NOW + 5 * MINUTE);
    // The slug its first schedule waited at was never shown: it leads nowhere, and is free for another article.
    expect(await store.articles.redirect('a-new-article', NOW + 5 * MINUTE)).toBeUndefined();
    expect(await store.articles.slugTaken('a-new-article')).toBe(false);
    await store.articles.unpublish(article.id, ana, NOW + 6 * MINUTE);
    await store.articles.publish(article.id, renamed!.revision.id, NOW + 120 * MINUTE, ana, NOW + 7 * MINUTE);
    expect(await store.articles.get(article.id)).toMatchObject({ state: 'published', publishAt: NOW + 120 * MINUTE, firstPublishedAt: NOW + 5 * MINUTE });
    expect(await store.articles.cancelSchedule(article.id, ben, NOW + 8 * MINUTE)).toMatchObject({ article: { state: 'unpublished', firstPublishedAt: NOW + 5 * MINUTE, publishedRevisionId: renamed!.revision.id } });

    // Republished, "live since" moves and "first published" stays.
    await store.articles.publish(article.id, renamed!.revision.id, NOW + 9 * MINUTE, ana, NOW + 9 * MINUTE);
    expect(await store.articles.get(article.id)).toMatchObject({ state: 'published', publishAt: NOW + 9 * MINUTE, firstPublishedAt: NOW + 5 * MINUTE });
  });

  it('gives a draft whose first schedule was cancelled back to be deleted', async () => {
    const store = await openStore(database);
    const { article, revision } = await store.articles.create(fields(), null, ana, NOW);
    await store.articles.publish(article.id, revision.id, NOW + 60 * MINUTE, ana, NOW);
    expect(await store.articles.bin(article.id, ana, NOW)).toBeUndefined();
    await store.articles.cancelSchedule(article.id, ben, NOW + MINUTE);
    expect(await store.articles.bin(article.id, ana, NOW + 2 * MINUTE)).toMatchObject({ state: 'draft', binnedAt: NOW + 2 * MINUTE });
  });

  it('keeps one autosave per person and stretch of typing: replaced until anyone saves, never on the site or beside a newer', async () => {
    const store = await openStore(database);
    const { article, revision } = await store.articles.create(fields(), null, ana, NOW);
    const rendered = { html: '<p>x</p>', readingMinutes: 1, renderer: 1 };
    const first = await store.articles.autosave(article.id, revision.id, fields({ body: 'One.' }), rendered, ana, NOW + 1);
    expect(first).toMatchObject({ saved: true, replaced: false, revision: { number: 2, kind: 'autosave', body: 'One.' } });
    if (!first?.saved) throw new Error('not saved');
    const second = await store.articles.autosave(article.id, first.revision.id, fields({ body: 'One. Two.' }), rendered, ana, NOW + 2);
    expect(second).toMatchObject({ saved: true, replaced: true, revision: { number: 2, kind: 'autosave', body: 'One. Two.' } });
    if (!second?.saved) throw new Error('not saved');
    expect((await store.articles.revisions(article.id)).map((row) => [row.number, row.kind, row.summary])).toEqual([[2, 'autosave', 'What it is about.'], [1, 'save', 'What it is about.']]);
    expect((await store.articles.revisionById(second.revision.id))?.body).toBe('One. Two.');
    expect(await store.articles.get(article.id)).toMatchObject({ currentRevisionId: second.revision.id });
    // From an older base it writes nothing, and names the newer revision.
    expect(await store.articles.autosave(article.id, revision.id, fields({ body: 'Stale.' }), rendered, ana, NOW + 3)).toMatchObject({ saved: false, theirs: { id: second.revision.id } });
    // A colleague's autosave does not take the place of Ana's; nor does one after a save.
    const bens = await store.articles.autosave(article.id, second.revision.id, fields({ body: 'Ben.' }), rendered, ben, NOW + 4);
    expect(bens).toMatchObject({ saved: true, replaced: false, revision: { number: 3 } });
    if (!bens?.saved) throw new Error('not saved');
    const saved = await store.articles.save(article.id, bens.revision.id, fields({ body: 'Saved.' }), null, ben, null, NOW + 5);
    const after = await store.articles.autosave(article.id, saved!.revision.id, fields({ body: 'Saved. More.' }), rendered, ben, NOW + 6);
    expect(after).toMatchObject({ saved: true, replaced: false, revision: { number: 5 } });
    if (!after?.saved) throw new Error('not saved');
    // An autosave on the site stays: the next one is a revision of its own.
    await store.articles.publish(article.id, after.revision.id, NOW + 7, ben, NOW + 7);
    expect(await store.articles.autosave(article.id, after.revision.id, fields({ body: 'Live, then more.' }), rendered, ben, NOW + 8)).toMatchObject({ saved: true, replaced: false, revision: { number: 6 } });
    expect(await store.articles.liveBySlug('a-new-article', NOW + 9)).toMatchObject({ id: after.revision.id });
    expect(await store.articles.autosave(article.id + 1_000, 1, fields(), rendered, ben, NOW + 10)).toBeUndefined();
  });

  it('keeps a second save made from an older revision beside the first, never over it', async () => {
    const store = await openStore(database);
    const { article, revision } = await store.articles.create(fields(), null, ana, NOW);
    const first = await store.articles.save(article.id, revision.id, fields({ body: 'Ana’s words.' }), null, ana, null, NOW + MINUTE);
    expect(first).toMatchObject({ saved: true, revision: { number: 2 } });
    const second = await store.articles.save(article.id, revision.id, fields({ body: 'Ben’s words.' }), null, ben, null, NOW + 2 * MINUTE);
    expect(second).toMatchObject({ saved: false, revision: { number: 3, body: 'Ben’s words.', createdByName: 'Ben Editor' }, theirs: { number: 2, body: 'Ana’s words.' } });
    expect(await store.articles.get(article.id)).toMatchObject({ currentRevisionId: first?.revision.id, updatedBy: 'Ana Editor' });
    expect((await store.articles.revisions(article.id)).map((row) => row.number)).toEqual([3, 2, 1]);
  });

  it('leaves a permanent way from a published article’s old slug to its new one, and gives a slug back', async () => {
    const store = await openStore(database);
    const { article, revision } = await store.articles.create(fields(), null, ana, NOW);
    await store.articles.publish(article.id, revision.id, NOW, ana, NOW);
    const renamed = await store.articles.save(article.id, revision.id, fields({ slug: 'a-renamed-article' }), null, ana, null, NOW + MINUTE);
    // The live slug stays until the new revision is published.
    expect(await store.articles.get(article.id)).toMatchObject({ slug: 'a-new-article' });
    await store.articles.publish(article.id, renamed!.revision.id, NOW + MINUTE, ana, NOW + MINUTE);
    expect(await store.articles.redirect('a-new-article', NOW + 2 * MINUTE)).toBe('a-renamed-article');
    expect(await store.articles.slugTaken('a-new-article')).toBe(true);
    expect(await store.articles.slugTaken('a-new-article', article.id)).toBe(false);
    const back = await store.articles.save(article.id, renamed!.revision.id, fields({ slug: 'a-new-article' }), null, ana, null, NOW + 3 * MINUTE);
    await store.articles.publish(article.id, back!.revision.id, NOW + 3 * MINUTE, ana, NOW + 3 * MINUTE);
    expect(await store.articles.redirect('a-new-article', NOW + 4 * MINUTE)).toBeUndefined();
    expect(await store.articles.redirect('a-renamed-article', NOW + 4 * MINUTE)).toBe('a-new-article');
    // An unpublished article's old slugs lead nowhere.
    await store.articles.unpublish(article.id, ana, NOW + 5 * MINUTE);
    expect(await store.articles.redirect('a-renamed-article', NOW + 6 * MINUTE)).toBeUndefined();
  });

  it('bins a draft or an unpublished article, never one on the site; restores it as it was; deletes it for good after', async () => {
    const store = await openStore(database);
    const draft = await store.articles.create(fields(), null, ana, NOW);
    const [live] = await store.articles.live(NOW);
    expect(await store.articles.bin(live!.articleId, ana, NOW)).toBeUndefined();
    expect(await store.articles.bin(draft.article.id, ana, NOW)).toMatchObject({ state: 'draft', binnedAt: NOW, binnedBy: 'Ana Editor' });
    expect(await store.articles.bin(draft.article.id, ana, NOW)).toBeUndefined();
    // Out of the list, in the bin; no revision, no publishing, its address still its own.
    expect((await store.articles.list()).map((row) => row.id)).not.toContain(draft.article.id);
    expect((await store.articles.binned()).map((row) => [row.id, row.title])).toEqual([[draft.article.id, 'A new article']]);
    expect(await store.articles.save(draft.article.id, draft.revision.id, fields({ body: 'More.' }), null, ana, null, NOW + 1)).toBeUndefined();
    expect(await store.articles.autosave(draft.article.id, draft.revision.id, fields({ body: 'More.' }), { html: '', readingMinutes: 1, renderer: 1 }, ana, NOW + 1)).toBeUndefined();
    expect(await store.articles.publish(draft.article.id, draft.revision.id, NOW + 1, ana, NOW + 1)).toBeUndefined();
    expect(await store.articles.slugTaken('a-new-article')).toBe(true);
    // Taken back out, it is the draft it was.
    expect(await store.articles.unbin(draft.article.id, ben, NOW + 2)).toMatchObject({ state: 'draft', binnedAt: null, binnedBy: null, updatedBy: 'Ben Editor' });
    expect(await store.articles.unbin(draft.article.id, ben, NOW + 2)).toBeUndefined();
    expect(await store.articles.purge(draft.article.id)).toBe(false);
    // Unpublished, it can go too; the sweep deletes what was binned before its cut, with the revisions.
    await store.articles.unpublish(live!.articleId, ana, NOW + 3);
    await store.articles.bin(live!.articleId, ana, NOW + 4);
    await store.articles.bin(draft.article.id, ana, NOW + 10);
    const DAY = 86_400_000;
    expect(await store.articles.purgeBinned(NOW + 4 + 30 * DAY - 1)).toBe(0);
    expect(await store.articles.purgeBinned(NOW + 4 + 30 * DAY)).toBe(1);
    expect(await store.articles.get(live!.articleId)).toBeUndefined();
    expect(await store.articles.revisionById(live!.id)).toBeUndefined();
    expect(await store.articles.purge(draft.article.id)).toBe(true);
    expect(await store.articles.revisionById(draft.revision.id)).toBeUndefined();
    expect(await store.articles.binned()).toEqual([]);
  });

  it('keeps a picture’s copies as bytes, once', async () => {
    const store = await openStore(database);
    const picture = { id: 'ab'.repeat(16), kind: 'inline' as const, width: 640, height: 480, createdAt: NOW, createdBy: 'Ana Editor' };
    const bytes = Buffer.from([0, 1, 2, 255]);
    await store.pictures.save(picture, [{ width: 640, format: 'webp', bytes }]);
    await store.pictures.save(picture, [{ width: 640, format: 'webp', bytes: Buffer.from([9]) }]);
    expect(await store.pictures.file(picture.id, 640, 'webp')).toEqual(bytes);
    expect(await store.pictures.file(picture.id, 640, 'avif')).toBeUndefined();
  });
});
