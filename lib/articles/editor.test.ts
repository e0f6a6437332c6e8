/** @postgres: needs PostgreSQL, so Jest runs it in the "database" project (jest.config.mjs). */
import { articleFieldMessages as messages } from '@/content/article-rules';
import { inThreadRenderer } from '@/testing/renderer';
import { databases, openStore } from '@/testing/stores';
import { publishRevision, restoreRevision, saveArticle } from './editor';
import { formFields, publishGaps } from './gaps';

const NOW = Date.UTC(2026, 10, 28, 9);
const ed = { id: 'staff-ed', name: 'Ed Park' };
const fields = {
  title: 'Release notes customers read',
  slug: 'release-notes-customers-read',
  summary: 'One change a line, the why first.',
  body: '## Why\n\nBecause.',
  author: 'meera-iyer',
  authorRole: 'Head of Quality Engineering',
  tags: 'Testing, Releases, Testing',
  cover: 'blog/test-automation-that-survives-redesigns',
  coverAlt: 'A checklist',
  date: '2026-11-28',
  seoTitle: 'Release notes customers read, and act on',
  seoDescription: 'How to write a release note in one change a line, the why first.',
};

describe.each(databases)('the article rules on %s', (database) => {
  it('gives a revision back as the form holds it: the fields alone, tags on one line, once each', async () => {
    const store = await openStore(database);
    const saved = await saveArticle({ store, renderer: inThreadRenderer }, ed, { articleId: null, baseRevisionId: null, fields }, null, NOW);
    if (saved.kind !== 'saved') throw new Error(saved.kind);
    const revision = (await store.articles.revisionById(saved.revision.id))!;
    expect(formFields(revision)).toEqual({ ...fields, tags: 'Testing, Releases' });
  });

  it('saves a draft with a title alone, its address made from the title, and publishes it only once it is whole', async () => {
    const store = await openStore(database);
    const deps = { store, renderer: inThreadRenderer };
    const idea = { title: 'Throwaway Draft!', slug: '', summary: '  ', body: '', author: '', authorRole: '', tags: '', cover: '', coverAlt: '', date: '', seoTitle: '', seoDescription: '' };
    const first = await saveArticle(deps, ed, { articleId: null, baseRevisionId: null, fields: idea }, null, NOW);
    if (first.kind !== 'saved') throw new Error(JSON.stringify(first));
    const revision = (await store.articles.revisionById(first.revision.id))!;
    expect(formFields(revision)).toEqual({ ...idea, slug: 'throwaway-draft', summary: '' });
    // The same title again gets an address of its own; one with nothing to make an address from, a plain one.
    const again = await saveArticle(deps, ed, { articleId: null, baseRevisionId: null, fields: idea }, null, NOW);
    const symbols = await saveArticle(deps, ed, { articleId: null, baseRevisionId: null, fields: { ...idea, title: '!!!' } }, null, NOW);
    for (const [saved, slug] of [[again, 'throwaway-draft-2'], [symbols, 'draft']] as const) {
      if (saved.kind !== 'saved') throw new Error(saved.kind);
      expect((await store.articles.get(saved.articleId))!.slug).toBe(slug);
    }
    // What is filled in is held to its rule, with the published article's message; without a title, nothing is saved.
    expect(await saveArticle(deps, ed, { articleId: null, baseRevisionId: null, fields: { ...idea, slug: 'Not An Address', tags: Array.from({ length: 9 }, (_, n) => `t${n}`).join(',') } }, null, NOW)).toEqual({
      kind: 'invalid',
      errors: { slug: messages.slug, tags: messages.tags },
    });
    expect(await saveArticle(deps, ed, { articleId: null, baseRevisionId: null, fields: { ...idea, title: ' ' } }, null, NOW)).toEqual({ kind: 'invalid', errors: { title: messages.title } });
    // Publishing asks for the whole article, each field with its message; once it is whole, it goes.
    const gaps = { summary: messages.summary, body: messages.body, author: messages.author, authorRole: messages.authorRole, tags: messages.tags, cover: messages.cover, coverAlt: messages.coverAlt, date: messages.date };
    expect(publishGaps(revision)).toEqual(gaps);
    expect(await publishRevision(deps, ed, first.articleId, first.revision.id, 'now', NOW)).toEqual({ kind: 'invalid', errors: gaps });
    const whole = await saveArticle(deps, ed, { articleId: first.articleId, baseRevisionId: first.revision.id, fields: { ...fields, title: idea.title, slug: 'throwaway-draft' } }, null, NOW);
    if (whole.kind !== 'saved') throw new Error(whole.kind);
    expect(publishGaps((await store.articles.revisionById(whole.revision.id))!)).toEqual({});
    expect(await publishRevision(deps, ed, first.articleId, whole.revision.id, 'now', NOW)).toMatchObject({ kind: 'published', slug: 'throwaway-draft' });
  });

  it('keeps a search title and description of their own, trimmed, or none; refuses them too long or hiding characters', async () => {
    const store = await openStore(database);
    const deps = { store, renderer: inThreadRenderer };
    const saved = await saveArticle(deps, ed, { articleId: null, baseRevisionId: null, fields: { ...fields, seoTitle: '  Trimmed  ' } }, null, NOW);
    if (saved.kind !== 'saved') throw new Error(saved.kind);
    expect(await store.articles.revisionById(saved.revision.id)).toMatchObject({ seoTitle: 'Trimmed', seoDescription: fields.seoDescription });
    // Left out by an older form, they are stored empty: the page then uses the title and summary.
    const { seoTitle: _title, seoDescription: _description, ...older } = fields;
    const without = await saveArticle(deps, ed, { articleId: saved.articleId, baseRevisionId: saved.revision.id, fields: older }, null, NOW);
    if (without.kind !== 'saved') throw new Error(without.kind);
    expect(await store.articles.revisionById(without.revision.id)).toMatchObject({ seoTitle: '', seoDescription: '' });
    expect(await saveArticle(deps, ed, { articleId: null, baseRevisionId: null, fields: { ...fields, slug: 'another', seoTitle: 'x'.repeat(71), seoDescription: `Hidden\u202eword` } }, null, NOW)).toEqual({
      kind: 'invalid',
      errors: { seoTitle: messages.seoTitle, seoDescription: messages.hidden },
    });
  });

  it('names only an author with a page, and gives the byline the role that page says, whatever the form sent', async () => {
    const store = await openStore(database);
    const deps = { store, renderer: inThreadRenderer };
    expect(await saveArticle(deps, ed, { articleId: null, baseRevisionId: null, fields: { ...fields, author: 'nobody-here' } }, null, NOW)).toEqual({ kind: 'invalid', errors: { author: messages.author } });
    const saved = await saveArticle(deps, ed, { articleId: null, baseRevisionId: null, fields: { ...fields, authorRole: 'Chief Everything Officer' } }, null, NOW);
    if (saved.kind !== 'saved') throw new Error(saved.kind);
    expect(await store.authors.get('meera-iyer')).toMatchObject({ role: fields.authorRole });
    expect(await store.articles.revisionById(saved.revision.id)).toMatchObject({ author: 'meera-iyer', authorRole: fields.authorRole });
    // A page made since is a byline the next save may name.
    await store.authors.create('ana-lopez', { name: 'Ana Lopez', role: 'Head of Learning', bio: 'Ana Lopez writes the bootcamp’s guides.', topics: '', photo: '', photoAlt: '' }, null, 'Ana Lopez', NOW);
    const hers = await saveArticle(deps, ed, { articleId: saved.articleId, baseRevisionId: saved.revision.id, fields: { ...fields, author: 'ana-lopez' } }, null, NOW);
    if (hers.kind !== 'saved') throw new Error(hers.kind);
    expect(await store.articles.revisionById(hers.revision.id)).toMatchObject({ author: 'ana-lopez', authorRole: 'Head of Learning' });
  });

  it('refuses a date that is no date with its message: it threw before, and the save answered 500', async () => {
    const store = await openStore(database);
    for (const date of ['tomorrow', '2026-02-30', '28/11/2026', '9999-99-99'])
      expect([date, await saveArticle({ store, renderer: inThreadRenderer }, ed, { articleId: null, baseRevisionId: null, fields: { ...fields, date } }, null, NOW)]).toEqual([date, { kind: 'invalid', errors: { date: messages.date } }]);
  });

  it('publishes now or for later, refuses a time past, and checks the revision again', async () => {
    const store = await openStore(database);
    const saved = await saveArticle({ store, renderer: inThreadRenderer }, ed, { articleId: null, baseRevisionId: null, fields }, null, NOW);
    if (saved.kind !== 'saved') throw new Error(saved.kind);
    expect(await publishRevision({ store, renderer: inThreadRenderer }, ed, saved.articleId, saved.revision.id, NOW - 1, NOW)).toMatchObject({ kind: 'invalid', errors: { publishAt: expect.any(String) } });
    expect(await publishRevision({ store, renderer: inThreadRenderer }, ed, saved.articleId, saved.revision.id, NOW + 60_000, NOW)).toMatchObject({ kind: 'scheduled', at: NOW + 60_000 });
    expect(await publishRevision({ store, renderer: inThreadRenderer }, ed, saved.articleId, saved.revision.id, 'now', NOW)).toMatchObject({ kind: 'published', slug: fields.slug, at: NOW });
    expect(await publishRevision({ store, renderer: inThreadRenderer }, ed, saved.articleId + 1, saved.revision.id, 'now', NOW)).toEqual({ kind: 'missing' });
  });

  it('schedules an update of a live article beside it: the article stays live until the update’s time', async () => {
    const store = await openStore(database);
    const deps = { store, renderer: inThreadRenderer };
    const first = await saveArticle(deps, ed, { articleId: null, baseRevisionId: null, fields }, null, NOW);
    if (first.kind !== 'saved') throw new Error(first.kind);
    await publishRevision(deps, ed, first.articleId, first.revision.id, 'now', NOW);
    const update = await saveArticle(deps, ed, { articleId: first.articleId, baseRevisionId: first.revision.id, fields: { ...fields, title: 'Release notes customers finish' } }, null, NOW + 1_000);
    if (update.kind !== 'saved') throw new Error(update.kind);
    expect(await publishRevision(deps, ed, first.articleId, update.revision.id, NOW + 3_600_000, NOW + 2_000)).toMatchObject({ kind: 'scheduled', slug: fields.slug, at: NOW + 3_600_000 });
    expect(await store.articles.liveBySlug(fields.slug, NOW + 3_599_999)).toMatchObject({ title: fields.title });
    expect(await store.articles.liveBySlug(fields.slug, NOW + 3_600_000)).toMatchObject({ title: 'Release notes customers finish' });
  });

  it('refuses hidden characters in a single-line field, and a built cover with no picture behind it', async () => {
    const store = await openStore(database);
    const deps = { store, renderer: inThreadRenderer };
    const planted = { title: 'Release\u202Enotes', summary: 'One change\u200B a line.', authorRole: 'Head of Quality Engineering\u0007', coverAlt: 'A\u2028checklist', tags: 'Testing, Rel\u00ADeases' };
    for (const [field, value] of Object.entries(planted)) {
      const saved = await saveArticle(deps, ed, { articleId: null, baseRevisionId: null, fields: { ...fields, [field]: value } }, null, NOW);
      expect({ field, saved }).toMatchObject({ field, saved: { kind: 'invalid', errors: { [field]: expect.stringMatching(/hidden characters/) } } });
    }
    const noFile = await saveArticle(deps, ed, { articleId: null, baseRevisionId: null, fields: { ...fields, cover: 'blog/a-cover-nobody-built' } }, null, NOW);
    expect(noFile).toMatchObject({ kind: 'invalid', errors: { cover: expect.stringMatching(/no built cover picture/) } });
    expect((await store.articles.list()).map((article) => article.slug)).not.toContain(fields.slug);
  });

  it('restores a former revision as the newest, with a note naming it', async () => {
    const store = await openStore(database);
    const first = await saveArticle({ store, renderer: inThreadRenderer }, ed, { articleId: null, baseRevisionId: null, fields }, null, NOW);
    if (first.kind !== 'saved') throw new Error(first.kind);
    const second = await saveArticle({ store, renderer: inThreadRenderer }, ed, { articleId: first.articleId, baseRevisionId: first.revision.id, fields: { ...fields, title: 'Changed' } }, null, NOW + 1);
    if (second.kind !== 'saved') throw new Error(second.kind);
    const restored = await restoreRevision({ store, renderer: inThreadRenderer }, ed, first.articleId, first.revision, second.revision.id, (from) => `Restored from revision ${from}`, NOW + 2);
    expect(restored).toMatchObject({ kind: 'saved', revision: { number: 3 }, from: 1 });
    const newest = (await store.articles.revisions(first.articleId))[0]!;
    expect(newest).toMatchObject({ number: 3, title: fields.title, note: 'Restored from revision 1' });
  });
});
