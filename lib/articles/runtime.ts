import 'server-only';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { processWide, services } from '@/lib/container';
import { logEvent } from '@/lib/log';
import { Backlog } from './catch-up';
import type { EditorDeps } from './editor';
import { ArticleRenderer, RENDER_BUDGET_MS, type Renderer } from './renderer';

/** The bundled worker (scripts/render-worker.ts), beside the build: the server runs from its own folder. */
const workerFile = () => path.join(/*turbopackIgnore: true*/ process.cwd(), '.next', 'render-worker.cjs');

const RENDERER = 'articles renderer';

/** The process's renderer, for saves and previews: started at boot (lib/boot.ts), or by the first save where nothing booted. */
export function articleRenderer(): Renderer {
  return processWide<Renderer>(RENDERER, () => new ArticleRenderer({ filename: workerFile() }));
}

/** Makes `renderer` the process's, as provideServices does the services: a test's, in its own thread or a worker of its own. */
export function provideArticleRenderer(renderer: Renderer): Renderer {
  processWide<Renderer>(RENDERER, () => renderer, (held) => held !== renderer);
  return renderer;
}

/** The editor's commands' store and renderer (lib/articles/editor.ts), for the staff area's routes and actions. */
export function editorDeps(): EditorDeps {
  return { store: services().store, renderer: articleRenderer() };
}

/** The process's backlog of revisions without HTML (catch-up.ts), rendered with its store and renderer. */
const backlog = () => processWide<Backlog>('articles backlog', () => new Backlog(() => ({ store: services().store, renderer: articleRenderer() })));

/**
 * At boot: the worker started, and the revisions saved before HTML was stored (or by an older renderer) rendered in
 * it, tried again while the store cannot be read. Never on a request's thread.
 */
export function startArticleRendering(): void {
  if (!backlog().boot()) return;
  const file = workerFile();
  // Without it every render fails: said once, at boot, rather than as each save's refusal.
  if (!existsSync(/*turbopackIgnore: true*/ file)) logEvent('articles.render-worker', { file, note: 'missing: run npm run build (or npx tsx scripts/render-worker.ts); saves and previews are refused until it is there' }, 'error');
}

/**
 * For a page that met a live revision without HTML (the boot's pass has not reached it yet): waits for that pass, a
 * render budget at most. A request never starts one; without a pass running, it waits for nothing.
 */
export async function renderedSoon(revisionIds: readonly number[]): Promise<void> {
  const state = backlog();
  const running = state.current;
  if (!running || revisionIds.every((id) => state.leftOut(id))) return;
  await Promise.race([running.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, RENDER_BUDGET_MS).unref())]);
}
