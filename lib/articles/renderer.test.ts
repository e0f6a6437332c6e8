import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GET as health } from '@/app/api/health/route';
import seed from '@/lib/db/articles-migration-seed.json';
import { DEEP_QUOTES, hostileCorpus, MANY_HEADINGS, slowCorpus } from '@/testing/hostile-corpus';
import { inThreadRenderer, workerRenderer } from '@/testing/renderer';
import { diffRevisions } from './diff';
import { renderArticle } from './render';
import { ArticleRenderer, RENDER_BUDGET_MS, RENDERER_VERSION, RENDERS_IN_FLIGHT } from './renderer';

// The renderer's worker, bundled as the build bundles it. A body past the budget is refused while the thread that
// answers requests keeps answering; every other body comes out exactly as renderArticle makes it in-thread. Two
// revisions are compared in the same worker, exactly as diff.ts compares them, or refused past their own budget.

/** The site's own budget: a worker's start counts in it, and on a loaded machine that alone took over 400 ms. */
const BUDGET_MS = RENDER_BUDGET_MS;
/** Each test waits out a budget or two, and a worker's start after each refusal. */
const TEST_MS = 30_000;

describe('the article renderer', () => {
  it('renders the shipped articles and the hostile corpus exactly as render.ts does, with its version', async () => {
    const renderer = workerRenderer();
    for (const markdown of [...seed.map((article) => article.body), ...hostileCorpus.map((entry) => entry.markdown)]) {
      const { html, readingMinutes, pictures } = renderArticle(markdown);
      expect(await renderer.render(markdown)).toEqual({ ok: true, rendered: { html, readingMinutes, renderer: RENDERER_VERSION }, pictures });
    }
  }, TEST_MS);

  it.each(slowCorpus.map((entry) => [entry.name, entry.markdown]))('refuses %s while the server keeps answering, and renders the next body', async (_name, markdown) => {
    const renderer = workerRenderer(BUDGET_MS);
    // Warm, so the refusal below is the body's and not the worker's start.
    expect(await renderer.render('Warm.')).toMatchObject({ ok: true });
    let settled = false;
    const answers: number[] = [];
    const poll = async () => {
      while (!settled) {
        answers.push(health().status);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };
    const [outcome] = await Promise.all([renderer.render(markdown).finally(() => (settled = true)), poll()]);
    expect(outcome).toEqual({ ok: false, reason: expect.stringMatching(/^(budget|failed)$/) });
    // Had the body been rendered on this thread, no answer would have come until it was done.
    expect(answers.length).toBeGreaterThanOrEqual(3);
    expect(new Set(answers)).toEqual(new Set([200]));
    expect(await renderer.render('## After\n\nStill here.')).toEqual({ ok: true, rendered: expect.objectContaining({ html: '<section data-defer-layout><h2>After</h2>\n<p>Still here.</p></section>\n' }), pictures: [] });
  }, TEST_MS);

  it('renders 50,000 headings: sectioning them is one pass, not one per heading', async () => {
    // Ten budgets, as for the quotes below: within the site's own one alone it failed once with both cores busy
    // elsewhere, a measure of the machine. A pass per heading would take minutes, and is what this refuses.
    const outcome = await workerRenderer(BUDGET_MS * 10).render(MANY_HEADINGS);
    expect(outcome.ok && outcome.rendered.html.split('<section data-defer-layout>').length - 1).toBe(50_000);
  }, TEST_MS);

  it('renders 2,000 levels of nested quotes in its own thread', async () => {
    // A budget this body never needs: what is checked is that the worker's stack holds it.
    const outcome = await workerRenderer(BUDGET_MS * 10).render(DEEP_QUOTES);
    expect(outcome.ok && outcome.rendered.html.split('<blockquote>').length - 1).toBe(2_000);
  }, TEST_MS);

  it('refuses what is past its queue at once, rather than holding it behind a slow body', async () => {
    const renderer = workerRenderer(BUDGET_MS);
    expect(await renderer.render('Warm.')).toMatchObject({ ok: true });
    const outcomes = await Promise.all(Array.from({ length: 40 }, () => renderer.render(slowCorpus[0]!.markdown)));
    const reasons = outcomes.map((outcome) => (outcome.ok ? 'ok' : outcome.reason));
    // One running and the rest waiting, each inside its own budget; those past them refused without waiting.
    expect(reasons.filter((reason) => reason === 'busy')).toHaveLength(40 - RENDERS_IN_FLIGHT);
    expect(reasons.filter((reason) => reason === 'budget')).toHaveLength(RENDERS_IN_FLIGHT);
    expect(await renderer.render('Free again.')).toMatchObject({ ok: true });
  }, TEST_MS);

  it('compiles the grammars a body names as a task of their own first, which the body’s budget does not count', async () => {
    // A worker whose compiling takes 1.5 s, three times the budget, and which keeps what it was asked to do.
    const dir = mkdtempSync(path.join(tmpdir(), 'warm-worker-'));
    const file = path.join(dir, 'worker.cjs');
    writeFileSync(
      file,
      `const asked = [];` +
        ` module.exports = ({ markdown }) => ({ html: JSON.stringify(asked), readingMinutes: 1, pictures: [] });` +
        ` module.exports.ready = () => true;` +
        ` module.exports.warm = ({ grammars }) => { asked.push(grammars); Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1500); return grammars; };`,
    );
    const renderer = new ArticleRenderer({ filename: file, budgetMs: 500 });
    const asked = async (markdown: string) => {
      const outcome = await renderer.render(markdown);
      return outcome.ok ? JSON.parse(outcome.rendered.html) : outcome.reason;
    };
    try {
      expect(await asked('Plain text.')).toEqual([]);
      expect(await asked('```ts\nconst a = 1;\n```\n\n> ```Python\n> print(1)\n> ```\n\n```cobol\nMOVE A TO B.\n```')).toEqual([['typescript', 'python']]);
      // Compiled once a thread: only what is new is asked for.
      expect(await asked('```typescript\nlet b;\n```\n~~~sql\nSELECT 1;\n~~~')).toEqual([['typescript', 'python'], ['sql']]);
    } finally {
      await renderer.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, TEST_MS);

  it('says so in the log when its worker cannot start, and throws nothing into the process', async () => {
    // Before: a pool whose thread failed with no task running threw its error into whatever ran next (CI, with Jest
    // beside a build that had not yet written the bundle).
    const file = path.join(tmpdir(), 'no-such-dir', 'render-worker.cjs');
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    let said: (line: string) => void = () => undefined;
    const logged = new Promise<string>((resolve) => (said = resolve));
    const stderr = jest.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      if (String(chunk).includes('"articles.render-worker"')) said(String(chunk));
      return true;
    });
    const renderer = new ArticleRenderer({ filename: file });
    try {
      expect(JSON.parse(await logged)).toMatchObject({ level: 'error', event: 'articles.render-worker', file, error: expect.stringContaining('render-worker.cjs') });
      expect(uncaught).toEqual([]);
    } finally {
      // Closed first: a second thread start may fail after the first was logged, and says nothing once closing.
      await renderer.close();
      stderr.mockRestore();
      process.off('uncaughtException', onUncaught);
    }
  }, TEST_MS);
});

/** The fields a comparison reads, of a shipped article. */
const shipped = (index: number) => {
  const { title, summary, body } = seed[index]!;
  return { title, summary, body };
};
/** A shipped article with a new title and one paragraph added: a comparison of well under a millisecond. */
const edited = (index = 0) => ({ ...shipped(index), title: 'A new title', body: shipped(index).body.replace(/\n\n/, '\n\nAn added paragraph.\n\n') });
/** Lines of about twenty characters, as many as the body limit allows, none of them shared between two seeds. */
const unlike = (seed: string) => Array.from({ length: 4_000 }, (_, i) => `${seed} line ${i} ${(i * 7919) % 4_001}`).join('\n');

describe('comparing two revisions in the renderer', () => {
  it('gives each changed field exactly as diff.ts does in-thread, the pair too different to compare shown whole', async () => {
    const renderer = workerRenderer();
    const pairs = [
      [shipped(0), edited()],
      [shipped(1), { ...edited(1), summary: `${shipped(1).summary} One sentence more.` }],
      [shipped(0), shipped(1)],
      [shipped(2), shipped(2)],
      [{ body: unlike('before') }, { body: unlike('after') }],
    ] as const;
    for (const [before, after] of pairs) {
      const changes = diffRevisions(before, after);
      expect(await inThreadRenderer.compare(before, after)).toEqual({ ok: true, changes });
      expect(await renderer.compare(before, after)).toEqual({ ok: true, changes });
    }
    expect(diffRevisions(...pairs[4]).body?.[0]).toEqual({ kind: 'whole' });
  }, TEST_MS);

  it('refuses a comparison past its budget, and the worker renders again after', async () => {
    // A comparison's budget no pair this large can meet: the diff alone is thousands of lines.
    const renderer = workerRenderer(BUDGET_MS, 1);
    expect(await renderer.render('Warm.')).toMatchObject({ ok: true });
    expect(await renderer.compare({ body: unlike('before') }, { body: unlike('after') })).toEqual({ ok: false, reason: 'budget' });
    expect(await renderer.render('## After\n\nStill here.')).toEqual({ ok: true, rendered: expect.objectContaining({ html: '<section data-defer-layout><h2>After</h2>\n<p>Still here.</p></section>\n' }), pictures: [] });
  }, TEST_MS);

  it('counts comparisons in the one queue with renders, refusing one past it at once', async () => {
    const renderer = workerRenderer(BUDGET_MS);
    expect(await renderer.render('Warm.')).toMatchObject({ ok: true });
    const renders = Array.from({ length: RENDERS_IN_FLIGHT }, () => renderer.render(slowCorpus[0]!.markdown));
    expect(await renderer.compare(shipped(0), edited())).toEqual({ ok: false, reason: 'busy' });
    await Promise.all(renders);
    expect(await renderer.compare(shipped(0), edited())).toEqual({ ok: true, changes: diffRevisions(shipped(0), edited()) });
  }, TEST_MS);
});
