import Piscina from 'piscina';
import type { RenderedBody } from '@/lib/db/articles';
import type { RevisionChanges } from './diff';
import type { RenderedArticle } from './render';
import type { CompareTask } from './render-worker';

// Markdown is rendered off the thread that answers requests, with a time budget: a body built to be slow (thousands of
// nested quotes, a delimiter run 50,000 long) costs its worker thread, which is ended at the budget,
// never the event loop. Rendered once, when a revision is saved; the site reads the stored HTML (decision 0032).
// Two revisions are compared line by line in the same thread, for the same reason: 6,000 changed lines took 12 s.

/** The renderer's version, stored with the HTML it made: raised when render.ts changes what it writes. */
export const RENDERER_VERSION = 1;
/** How long one body may take: the ten shipped articles take 2-12 ms each on a loaded 2-core machine. */
export const RENDER_BUDGET_MS = 2_000;
/**
 * How long one comparison may take, waiting included: it may queue behind a body ended at RENDER_BUDGET_MS and the
 * worker's start after it, then needs about 150 ms a field at most (DIFF_BUDGET in diff.ts).
 */
export const COMPARE_BUDGET_MS = 5_000;
/** Renders and comparisons at once, the one running and those waiting: more are refused at once rather than queued behind a slow one. */
export const RENDERS_IN_FLIGHT = 33;
/** A body's worker may hold no more than this; past it, the worker is ended and the render refused. */
const HEAP_LIMIT_MB = 256;

/** budget: past the time budget; busy: too many waiting; failed: the worker broke (out of memory, say). */
export type Refusal = { ok: false; reason: 'budget' | 'busy' | 'failed' };
export type RenderOutcome = { ok: true; rendered: RenderedBody; pictures: string[] } | Refusal;
export type CompareOutcome = { ok: true; changes: RevisionChanges } | Refusal;

/** What the editor's commands and the compare page need of a renderer: tests may hand one that works in their own thread. */
export interface Renderer {
  render(markdown: string): Promise<RenderOutcome>;
  /** Each field's lines that differ between two revisions' form fields (lib/articles/diff.ts), or why not; never throws. */
  compare(before: Record<string, string>, after: Record<string, string>): Promise<CompareOutcome>;
}

/** The worker's exports by name (render-worker.ts): what each takes and gives back. */
interface WorkerTasks {
  default: { task: string; made: RenderedArticle };
  compare: { task: CompareTask; made: RevisionChanges };
}

export interface RendererOptions {
  /** The bundled worker (scripts/render-worker.ts). */
  filename: string;
  budgetMs?: number;
  compareBudgetMs?: number;
}

export class ArticleRenderer implements Renderer {
  private readonly pool: Piscina<WorkerTasks[keyof WorkerTasks]['task'], WorkerTasks[keyof WorkerTasks]['made']>;
  private readonly budgetMs: number;
  private readonly compareBudgetMs: number;
  private inFlight = 0;

  constructor({ filename, budgetMs = RENDER_BUDGET_MS, compareBudgetMs = COMPARE_BUDGET_MS }: RendererOptions) {
    this.budgetMs = budgetMs;
    this.compareBudgetMs = compareBudgetMs;
    // One thread: the site's cores answer requests; a second render waits its turn, inside its own budget.
    this.pool = new Piscina({ filename, minThreads: 1, maxThreads: 1, idleTimeout: 60_000, resourceLimits: { maxOldGenerationSizeMb: HEAP_LIMIT_MB } });
  }

  /** The body's HTML, reading time and pictures, or why not; never throws. */
  async render(markdown: string): Promise<RenderOutcome> {
    const made = await this.run('default', markdown, this.budgetMs);
    if (!made.ok) return made;
    const { html, readingMinutes, pictures } = made.value;
    return { ok: true, rendered: { html, readingMinutes, renderer: RENDERER_VERSION }, pictures };
  }

  async compare(before: Record<string, string>, after: Record<string, string>): Promise<CompareOutcome> {
    const made = await this.run('compare', { before, after }, this.compareBudgetMs);
    return made.ok ? { ok: true, changes: made.value } : made;
  }

  /** One task in the worker, by its export's name, inside the in-flight cap and a budget. */
  private async run<N extends keyof WorkerTasks>(name: N, task: WorkerTasks[N]['task'], budgetMs: number): Promise<{ ok: true; value: WorkerTasks[N]['made'] } | Refusal> {
    if (this.inFlight >= RENDERS_IN_FLIGHT) return { ok: false, reason: 'busy' };
    this.inFlight += 1;
    const signal = AbortSignal.timeout(budgetMs);
    try {
      // Piscina types a pool's answers as one; the export named gives back its own (WorkerTasks).
      return { ok: true, value: (await this.pool.run(task, { name, signal })) as WorkerTasks[N]['made'] };
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
