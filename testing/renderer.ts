import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { diffRevisions } from '@/lib/articles/diff';
import { renderArticle } from '@/lib/articles/render';
import { ArticleRenderer, RENDERER_VERSION, type Renderer } from '@/lib/articles/renderer';
import { bundleRenderWorker } from '@/scripts/render-worker';

// Renderers for tests: one in the test's own thread, for what does not test the worker; and the worker as the build
// makes it (bundled once per test file), closed after the file's tests.

export const inThreadRenderer: Renderer = {
  async render(markdown, sizes) {
    const { html, readingMinutes, pictures } = renderArticle(markdown, sizes);
    return { ok: true, rendered: { html, readingMinutes, renderer: RENDERER_VERSION }, pictures };
  },
  async compare(before, after) {
    return { ok: true, changes: diffRevisions(before, after) };
  },
};

let bundled: { dir: string; file: string } | undefined;
const opened: ArticleRenderer[] = [];

/** The bundled worker, as scripts/render-worker.ts writes it after a build. */
export function renderWorkerFile(): string {
  if (!bundled) {
    const dir = mkdtempSync(path.join(tmpdir(), 'render-worker-'));
    bundled = { dir, file: bundleRenderWorker(path.join(dir, 'render-worker.cjs')) };
  }
  return bundled.file;
}

/** The bundled worker with the site's budgets, or with those given (a render's, then a comparison's). */
export function workerRenderer(budgetMs?: number, compareBudgetMs?: number): ArticleRenderer {
  const renderer = new ArticleRenderer({ filename: renderWorkerFile(), ...(budgetMs === undefined ? {} : { budgetMs }), ...(compareBudgetMs === undefined ? {} : { compareBudgetMs }) });
  opened.push(renderer);
  return renderer;
}

// Made before the file's first test, in a hook of its own, so that no test's bound counts esbuild: under CI's load the
// bundling took about as long as the rest of a test (ci-74: the catch-up test past 30 s on SQLite, which bundled, where
// PostgreSQL's, after it, took 22 s).
beforeAll(() => void renderWorkerFile());

afterAll(async () => {
  await Promise.all(opened.splice(0).map((renderer) => renderer.close()));
  if (bundled) rmSync(bundled.dir, { recursive: true, force: true });
  bundled = undefined;
});
