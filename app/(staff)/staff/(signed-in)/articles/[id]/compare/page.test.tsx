import { renderToStaticMarkup } from 'react-dom/server';
import { articleEditor as copy } from '@/content/staff-articles';
import { saveArticle } from '@/lib/articles/editor';
import type { Refusal } from '@/lib/articles/renderer';
import { provideArticleRenderer } from '@/lib/articles/runtime';
import { inThreadRenderer } from '@/testing/renderer';
import { provideStore } from '@/testing/services';
import { signedIn } from '@/testing/staff';
import { openStore } from '@/testing/stores';
import CompareRevisionsPage from './page';

// The compare page as the server renders it for a viewer: the changed lines when the renderer compared the two
// revisions, and when it refused, the reason in words with a link to read each revision whole.

const NOW = Date.UTC(2026, 11, 5, 9);
let mockHeaders = new Headers();
jest.mock('next/headers', () => ({ headers: async () => mockHeaders }));

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

/** An article with two revisions, the second retitled, on the process's store with Val signed in: its id. */
async function twoRevisions(): Promise<number> {
  const store = await openStore('SQLite');
  provideStore(store);
  const val = await signedIn('viewer', 'Val');
  mockHeaders = new Headers({ host: 'localhost:3000', 'sec-fetch-site': 'same-origin', cookie: val.cookie });
  const deps = { store, renderer: inThreadRenderer };
  const ed = { id: 'staff-ed', name: 'Ed Park' };
  const first = await saveArticle(deps, ed, { articleId: null, baseRevisionId: null, fields }, null, NOW);
  if (first.kind !== 'saved') throw new Error(first.kind);
  const second = await saveArticle(deps, ed, { articleId: first.articleId, baseRevisionId: first.revision.id, fields: { ...fields, title: 'Changed' } }, null, NOW + 1);
  if (second.kind !== 'saved') throw new Error(second.kind);
  return first.articleId;
}

async function render(id: number, refusal?: Refusal['reason']): Promise<string> {
  provideArticleRenderer(refusal ? { ...inThreadRenderer, compare: async () => ({ ok: false, reason: refusal }) } : inThreadRenderer);
  return renderToStaticMarkup(await CompareRevisionsPage({ params: Promise.resolve({ id: String(id) }), searchParams: Promise.resolve({ from: '1', to: '2' }) }));
}

describe('the compare page', () => {
  it('shows the lines that changed when the renderer compared the revisions', async () => {
    const html = await render(await twoRevisions());
    expect(html).toContain(copy.diffTitle(1, 2));
    expect(html).toContain(`<del>− ${fields.title}</del>`);
    expect(html).toContain('<ins>+ Changed</ins>');
    expect(html).not.toContain(copy.compareRefused.budget);
  });

  it.each([
    ['budget', 'Comparing these two revisions took longer than the site allows. Open each one to read it whole.'],
    ['failed', 'These two revisions could not be compared here. Open each one to read it whole.'],
  ] as const)('says why the revisions were not compared, and links to each (%s)', async (reason, message) => {
    const id = await twoRevisions();
    const html = await render(id, reason);
    expect(html).toContain(message);
    expect(html).toContain(`href="/preview/articles/${id}?revision=1">${copy.readRevision(1)}</a>`);
    expect(html).toContain(`href="/preview/articles/${id}?revision=2">${copy.readRevision(2)}</a>`);
    expect(html).not.toContain('<del>');
  });

  it('asks to try again in a moment when the worker is busy', async () => {
    const html = await render(await twoRevisions(), 'busy');
    expect(html).toContain(copy.compareRefused.busy);
    expect(html).not.toContain('<del>');
  });
});
