import { expect, test, type Page } from './site-fixture';
import { askedThroughout } from './site-process';
import { articleFieldMessages } from '../content/article-rules';
import { articleEditor } from '../content/staff-articles';
import { MAX_EDIT_LINES } from '../lib/articles/diff';
import { slowCorpus } from '../testing/hostile-corpus';

// The worst work a signed-in person can ask of the server, against the built server of its own: a viewer compares two
// revisions as different as the limits allow and previews a body past the render budget, while the site is asked for
// /api/health all along. Before, one such preview held every request for 8-31 s and the comparison for 12 s.

test.use({ siteOptions: { staff: { editor: { email: 'ed@quillmark.test', role: 'editor' }, viewer: { email: 'val@quillmark.test', role: 'viewer' } } } });

/** Lines of about twenty characters, as many as the body limit allows, none of them shared between two seeds. */
const lines = (seed: string) => Array.from({ length: 4_000 }, (_, i) => `${seed} line ${i} ${(i * 7919) % 4_001}`).join('\n');

const fields = (body: string) => ({
  title: 'Two texts with nothing in common',
  slug: 'two-texts-with-nothing-in-common',
  summary: 'The largest comparison the limits allow.',
  body,
  author: 'meera-iyer',
  authorRole: 'Head of Quality Engineering',
  tags: 'Testing',
  cover: 'blog/test-automation-that-survives-redesigns',
  coverAlt: 'A checklist',
  date: '2026-11-28',
});

test('the site keeps answering while a viewer compares the most different revisions and previews past the budget', async ({ site }) => {
  const [editor, viewer] = [site.person('editor'), site.person('viewer')];
  const post = (page: Page, path: string, data: unknown) => page.request.post(path, { headers: { origin: site.origin, 'content-type': 'application/json' }, data: JSON.stringify(data) });
  const first = await post(editor, '/api/staff/articles', { articleId: null, baseRevisionId: null, fields: fields(lines('before')) });
  expect(first.status()).toBe(200);
  const saved = (await first.json()) as { articleId: number; revision: { id: number } };
  const second = await post(editor, '/api/staff/articles', { articleId: saved.articleId, baseRevisionId: saved.revision.id, fields: fields(lines('after')) });
  expect(second.status()).toBe(200);

  // Asked every 50 ms from beside the server: the answers must keep coming while the work runs, not after it.
  const { result, statuses, duringWork } = await askedThroughout(
    [site.process.origin],
    () =>
      Promise.all([
        viewer.goto(`/staff/articles/${saved.articleId}/compare?from=1&to=2`).then(() => viewer.getByText(articleEditor.diffWhole(MAX_EDIT_LINES)).textContent()),
        Promise.all([0, 1].map(() => post(viewer, '/api/staff/articles/preview', { body: slowCorpus[0]!.markdown }))),
      ]),
    50,
  );
  const [compare, previews] = result;
  expect(compare?.trim()).toBe(articleEditor.diffWhole(MAX_EDIT_LINES));
  for (const preview of previews) expect([preview.status(), await preview.json()]).toEqual([422, { ok: false, error: articleFieldMessages.renderBudget }]);
  for (const width of [390, 1440]) {
    await viewer.setViewportSize({ width, height: 900 });
    await viewer.screenshot({ path: test.info().outputPath(`compare-whole-${width}.png`) });
    expect(await viewer.evaluate(() => document.documentElement.scrollWidth), `${width}`).toBeLessThanOrEqual(width);
  }
  expect(duringWork).toBeGreaterThanOrEqual(10);
  expect(statuses.filter((status) => status !== 200)).toEqual([]);
});
