import { expect, test, type Page } from './fixtures';
import { freePort, startSite, type SiteProcess } from './site-process';
import { acceptInvite, inviteLink, staffCliProcess } from './staff-auth';
import { articleFieldMessages } from '../content/article-rules';
import { articleEditor } from '../content/staff-articles';
import { slowCorpus } from '../testing/hostile-corpus';

// The worst work a signed-in person can ask of the server, against the built server of its own: a viewer compares two
// revisions as different as the limits allow and previews a body past the render budget, while the site is asked for
// /api/health all along. Before, one such preview held every request for 8-31 s and the comparison for 12 s.

let site: SiteProcess;
let origin: string;
let editor: Page;
let viewer: Page;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  const port = await freePort();
  origin = `http://localhost:${port}`;
  site = await startSite({ SITE_URL: origin, RATE_LIMIT_PER_MINUTE: '1000', TRUST_PROXY: 'loopback' }, { port });
  const person = async (email: string, role: string) => {
    const page = await (await browser.newContext({ baseURL: origin })).newPage();
    await acceptInvite(page, inviteLink(staffCliProcess(site, origin, 'invite', email, '--role', role)));
    return page;
  };
  editor = await person('ed@quillmark.test', 'editor');
  viewer = await person('val@quillmark.test', 'viewer');
});

test.afterAll(async () => {
  await editor?.context().close();
  await viewer?.context().close();
  await site?.stop();
});

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

test('the site answers within a second while a viewer compares the most different revisions and previews past the budget', async () => {
  const post = (page: Page, path: string, data: unknown) => page.request.post(path, { headers: { origin, 'content-type': 'application/json' }, data: JSON.stringify(data) });
  const first = await post(editor, '/api/staff/articles', { articleId: null, baseRevisionId: null, fields: fields(lines('before')) });
  expect(first.status()).toBe(200);
  const saved = (await first.json()) as { articleId: number; revision: { id: number } };
  const second = await post(editor, '/api/staff/articles', { articleId: saved.articleId, baseRevisionId: saved.revision.id, fields: fields(lines('after')) });
  expect(second.status()).toBe(200);

  // Asked every 50 ms from beside the server, each answer timed.
  let asking = true;
  const answers: { status: number; ms: number }[] = [];
  const poll = (async () => {
    while (asking) {
      const started = performance.now();
      const status = await fetch(`${site.origin}/api/health`).then((response) => response.status, () => 0);
      answers.push({ status, ms: performance.now() - started });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  try {
    const [compare, previews] = await Promise.all([
      viewer.goto(`/staff/articles/${saved.articleId}/compare?from=1&to=2`).then(() => viewer.getByText(articleEditor.diffWhole).textContent()),
      Promise.all([0, 1].map(() => post(viewer, '/api/staff/articles/preview', { body: slowCorpus[0]!.markdown }))),
    ]);
    expect(compare?.trim()).toBe(articleEditor.diffWhole);
    for (const preview of previews) expect([preview.status(), await preview.json()]).toEqual([422, { ok: false, error: articleFieldMessages.renderBudget }]);
  } finally {
    asking = false;
    await poll;
  }
  for (const width of [390, 1440]) {
    await viewer.setViewportSize({ width, height: 900 });
    await viewer.screenshot({ path: test.info().outputPath(`compare-whole-${width}.png`) });
    expect(await viewer.evaluate(() => document.documentElement.scrollWidth), `${width}`).toBeLessThanOrEqual(width);
  }
  expect(answers.length).toBeGreaterThanOrEqual(10);
  expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
  expect(answers.filter((answer) => answer.ms >= 1_000)).toEqual([]);
});
