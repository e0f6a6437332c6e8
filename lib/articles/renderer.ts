import Piscina from 'piscina';
import type { RenderedBody } from '@/lib/db/articles';
import type { RenderedArticle } from './render';

// Markdown is rendered off the thread that answers requests, with a time budget: a body built to be slow (thousands of
// nested quotes, a delimiter run 50,000 long) costs its worker thread, which is ended at the budget,
// never the event loop. Rendered once, when a revision is saved; the site reads the stored HTML (decision 0032).

/** The renderer's version, stored with the HTML it made: raised when render.ts changes what it writes. */
export const RENDERER_VERSION = 1;
/** How long one body may take: the ten shipped articles take 2-12 ms each on a loaded 2-core machine. */
export const RENDER_BUDGET_MS = 2_000;
/** Renders at once, the one running and those waiting: more are refused at once rather than queued behind a slow one. */
export const RENDERS_IN_FLIGHT = 33;
/** A body's worker may hold no more than this; past it, the worker is ended and the render refused. */
const HEAP_LIMIT_MB = 256;

export type RenderOutcome =
  | { ok: true; rendered: RenderedBody; pictures: string[] }
  /** budget: past the time budget; busy: too many waiting; failed: the worker broke (out of memory, say). */
  | { ok: false; reason: 'budget' | 'busy' | 'failed' };

/** What the editor's commands need of a renderer: tests may hand one that renders in their own thread. */
export interface Renderer {
  render(markdown: string): Promise<RenderOutcome>;
}

export interface RendererOptions {
  /** The bundled worker (scripts/render-worker.ts). */
  filename: string;
  budgetMs?: number;
}

export class ArticleRenderer implements Renderer {
  private readonly pool: Piscina<string, RenderedArticle>;
  private readonly budgetMs: number;
  private inFlight = 0;

  constructor({ filename, budgetMs = RENDER_BUDGET_MS }: RendererOptions) {
    this.budgetMs = budgetMs;
    // One thread: the site's cores answer requests; a second render waits its turn, inside its own budget.
    this.pool = new Piscina({ filename, minThreads: 1, maxThreads: 1, idleTimeout: 60_000, resourceLimits: { maxOldGenerationSizeMb: HEAP_LIMIT_MB } });
  }

  /** The body's HTML, reading time and pictures, or why not; never throws. */
  async render(markdown: string): Promise<RenderOutcome> {
    if (this.inFlight >= RENDERS_IN_FLIGHT) return { ok: false, reason: 'busy' };
    this.inFlight += 1;
    const signal = AbortSignal.timeout(this.budgetMs);
    try {
      const made = await this.pool.run(markdown, { signal });
      return { ok: true, rendered: { html: made.html, readingMinutes: made.readingMinutes, renderer: RENDERER_VERSION }, pictures: made.pictures };
    } catch {
      return { ok: false, reason: signal.aborted ? 'budget' : 'failed' };
    } finally {
      this.inFlight -= 1;
    }
  }

  /** Ends the worker (tests; the process's own ends with it). */
  close(): Promise<void> {
    return this.pool.destroy();
  }
}
