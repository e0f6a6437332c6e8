import { diffRevisions } from '@/lib/articles/diff';
import { formFields, saveArticle } from '@/lib/articles/editor';
import type { CompareOutcome, Renderer } from '@/lib/articles/renderer';
import { inThreadRenderer } from '@/lib/articles/test-renderer';
import type { Store } from '@/lib/db/store';
import { openStore } from '@/lib/db/test-stores';
import { compareView } from './articles';

// The compare page's read: two revisions compared by the renderer (lib/articles/renderer.ts), or why it refused.

let mockStore: Store | undefined;
let mockRenderer: Renderer = inThreadRenderer;
jest.mock('@/lib/container', () => ({ services: () => ({ store: mockStore }) }));
jest.mock('@/lib/articles/runtime', () => ({ articleRenderer: () => mockRenderer }));

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

/** An article with two revisions, the second retitled. */
async function twoRevisions(): Promise<number> {
  mockStore = await openStore('SQLite');
  const deps = { store: mockStore, renderer: inThreadRenderer };
  const first = await saveArticle(deps, ed, { articleId: null, baseRevisionId: null, fields }, null, NOW);
  if (first.kind !== 'saved') throw new Error(first.kind);
  const second = await saveArticle(deps, ed, { articleId: first.articleId, baseRevisionId: first.revision.id, fields: { ...fields, title: 'Changed' } }, null, NOW + 1);
  if (second.kind !== 'saved') throw new Error(second.kind);
  return first.articleId;
}

describe('the compare view', () => {
  afterEach(() => {
    mockRenderer = inThreadRenderer;
  });

  it('compares the two newest revisions by default, through the renderer', async () => {
    const id = await twoRevisions();
    const view = await compareView(String(id), {});
    expect(view).toMatchObject({ from: { number: 1 }, to: { number: 2 } });
    expect(view?.comparison).toEqual({ ok: true, changes: diffRevisions(formFields(view!.from), formFields(view!.to)) });
    expect(view?.comparison).toMatchObject({ changes: { title: [{ kind: 'removed', text: fields.title }, { kind: 'added', text: 'Changed' }] } });
  });

  it.each(['budget', 'busy', 'failed'] as const)('passes on the renderer refusing the comparison (%s)', async (reason) => {
    const id = await twoRevisions();
    const compare = jest.fn(async (): Promise<CompareOutcome> => ({ ok: false, reason }));
    mockRenderer = { ...inThreadRenderer, compare };
    expect((await compareView(String(id), { from: '2', to: '1' }))?.comparison).toEqual({ ok: false, reason });
    expect(compare).toHaveBeenCalledTimes(1);
  });
});
