import { diffRevisions } from '@/lib/articles/diff';
import { saveArticle } from '@/lib/articles/editor';
import { formFields } from '@/lib/articles/gaps';
import type { CompareOutcome, Renderer } from '@/lib/articles/renderer';
import { services } from '@/lib/container';
import { inThreadRenderer } from '@/testing/renderer';
import { provideStore } from '@/testing/services';
import { openStore } from '@/testing/stores';
import { articlesView, articleView, compareView } from './articles';

// The compare page's read: two revisions compared by the renderer (lib/articles/renderer.ts), or why it refused.

const NOW = Date.UTC(2026, 11, 5, 9);
const ed = { id: 'staff-ed', name: 'Ed Park' };
const fields = {
  title: 'Release notes customers read',
  slug: 'release-notes-customers-read',
  summary: 'One change a line, the why first.',
  body: '## Why\n\nBecause.',
  author: 'meera-iyer',
  authorRole: 'Head of Quality Engineering',
  tags: 'Testing',
  cover: 'blog/test-automation-that-survives-redesigns',
  coverAlt: 'A checklist',
  date: '2026-12-05',
};

/** An article with two revisions, the second retitled, on a store the process's with `renderer` for its renderer. */
async function twoRevisions(renderer: Renderer = inThreadRenderer): Promise<number> {
  const store = await openStore('SQLite');
  provideStore(store, {}, { renderer });
  const deps = { store, renderer: inThreadRenderer };
  const first = await saveArticle(deps, ed, { articleId: null, baseRevisionId: null, fields }, null, NOW);
  if (first.kind !== 'saved') throw new Error(first.kind);
  const second = await saveArticle(deps, ed, { articleId: first.articleId, baseRevisionId: first.revision.id, fields: { ...fields, title: 'Changed' } }, null, NOW + 1);
  if (second.kind !== 'saved') throw new Error(second.kind);
  return first.articleId;
}

describe('the compare view', () => {
  it('compares the two newest revisions by default, through the renderer', async () => {
    const id = await twoRevisions();
    const view = await compareView(String(id), {});
    expect(view).toMatchObject({ from: { number: 1 }, to: { number: 2 } });
    expect(view?.comparison).toEqual({ ok: true, changes: diffRevisions(formFields(view!.from), formFields(view!.to)) });
    expect(view?.comparison).toMatchObject({ changes: { title: [{ kind: 'removed', text: fields.title }, { kind: 'added', text: 'Changed' }] } });
  });

  it.each(['budget', 'busy', 'failed'] as const)('passes on the renderer refusing the comparison (%s)', async (reason) => {
    const compare = jest.fn(async (): Promise<CompareOutcome> => ({ ok: false, reason }));
    const id = await twoRevisions({ ...inThreadRenderer, compare });
    expect((await compareView(String(id), { from: '2', to: '1' }))?.comparison).toEqual({ ok: false, reason });
    expect(compare).toHaveBeenCalledTimes(1);
  });
});

describe('the article view', () => {
  it('keeps the time a schedule was set for in its field, to the minute, and starts an hour ahead once it has passed', async () => {
    const id = await twoRevisions();
    const { store } = services();
    const at = Date.UTC(2026, 11, 24, 8, 30, 15);
    const newest = (await store.articles.revisions(id)).find((revision) => revision.number === 2)!;
    expect(await store.articles.publish(id, newest.id, at, ed, NOW)).toBeDefined();
    const scheduled = await articleView(String(id), NOW);
    expect(scheduled).toMatchObject({ state: 'scheduled', scheduleDefault: '2026-12-24T08:30' });
    // Once live, the next schedule starts an hour from now, on the minute.
    const live = await articleView(String(id), at + 1);
    expect(live).toMatchObject({ state: 'published', liveNumber: 2, scheduleDefault: '2026-12-24T09:31' });
  });
});

describe('first published and live since', () => {
  it('shows the first time apart, unless the one publication\'s "live since" gives it', async () => {
    const id = await twoRevisions();
    const { store } = services();
    const newest = (await store.articles.revisions(id)).find((revision) => revision.number === 2)!;
    await store.articles.publish(id, newest.id, NOW + 10, ed, NOW + 10);
    expect(await articleView(String(id), NOW + 11)).toMatchObject({ state: 'published', firstPublished: undefined });
    await store.articles.unpublish(id, ed, NOW + 20);
    expect(await articleView(String(id), NOW + 21)).toMatchObject({ state: 'unpublished', firstPublished: NOW + 10 });
    await store.articles.publish(id, newest.id, NOW + 30, ed, NOW + 30);
    expect(await articleView(String(id), NOW + 31)).toMatchObject({ state: 'published', article: { publishAt: NOW + 30 }, firstPublished: NOW + 10 });
  });
});

describe('the article list', () => {
  it('finds articles by words in the title or the address, and by state, saying how many of all it shows', async () => {
    const id = await twoRevisions();
    const { store } = services();
    const deps = { store, renderer: inThreadRenderer };
    const other = await saveArticle(deps, ed, { articleId: null, baseRevisionId: null, fields: { ...fields, title: 'Sponsoring a first visa', slug: 'sponsoring-a-first-visa' } }, null, NOW);
    if (other.kind !== 'saved') throw new Error(other.kind);
    await store.articles.publish(other.articleId, other.revision.id, NOW, ed, NOW);
    const titles = async (params: Record<string, string>) => (await articlesView(params, NOW + 1)).articles.map((article) => article.title).sort();
    // Beside the shipped articles, all published.
    const every = await titles({});
    expect(every).toEqual(expect.arrayContaining(['Changed', 'Sponsoring a first visa']));
    // The first article's title is "Changed" now; its address still says release notes.
    expect(await titles({ q: 'RELEASE-notes' })).toEqual(['Changed']);
    expect(await titles({ q: 'first visa' })).toEqual(['Sponsoring a first visa']);
    expect(await titles({ state: 'draft' })).toEqual(['Changed']);
    expect(await titles({ state: 'published' })).toEqual(every.filter((title) => title !== 'Changed'));
    expect(await titles({ state: 'draft', q: 'first visa' })).toEqual([]);
    // An unknown state is no filter; the count is of every article.
    expect(await articlesView({ state: 'deleted', q: '  ' }, NOW + 1)).toMatchObject({ query: { q: '', state: undefined }, total: every.length });
    expect(id).toBeGreaterThan(0);
  });
});
