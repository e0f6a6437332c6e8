import Piscina from 'piscina';
import type { RenderedBody } from '@/lib/db/articles/articles';
import { logEvent } from '@/lib/log';
import type { RevisionChanges } from './diff';
import { grammarsNamedIn, type Grammar } from './fence-languages';
import type { PictureSizes, RenderedArticle } from './render';
import type { CompareTask, RenderTask, WarmTask } from './render-worker';

// Markdown is rendered off the thread that answers requests, with a time budget: a body built to be slow (thousands of
// nested quotes, a delimiter run 50,000 long) costs its worker thread, which is ended at the budget,
// never the event loop. Rendered once, when a revision is saved; the site reads the stored HTML (decision 0032).
// Two revisions are compared line by line in the same thread, for the same reason: 6,000 changed lines took 12 s.

/** The renderer's version, stored with the HTML it made: raised when render.ts changes what it writes. */
export const RENDERER_VERSION = 2;
/**
 * How long one body may take, from its asking to its answer, waiting for the one thread included but not the thread's
 * start: the ten shipped articles take 2-12 ms each on a loaded 2-core machine.
 */
export const RENDER_BUDGET_MS = 2_000;
/**
 * How long one comparison may take, waiting included but not a thread's start: it may queue behind a body ended at
 * RENDER_BUDGET_MS, then needs 0.7 s at most for the slowest body found on a loaded machine (MAX_EDIT_LINES in
 * diff.ts), the other fields being short.
 */
export const COMPARE_BUDGET_MS = 5_000;
/**
 * How long a new worker thread may take to load its bundle (1.7 MB), and to compile the grammars a body names before
 * it is rendered (1.4 s of a core for all 16): once per thread, and no body's cost.
 */
export const START_BUDGET_MS = 30_000;
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
  /** A body's HTML, drawing each uploaded picture `pictures` gives the size of as a `<picture>`. */
  render(markdown: string, pictures?: PictureSizes): Promise<RenderOutcome>;
  /** Each field's lines that differ between two revisions' form fields (lib/articles/diff.ts), or why not; never throws. */
  compare(before: Record<string, string>, after: Record<string, string>): Promise<CompareOutcome>;
}

/** The worker's exports by name (render-worker.ts): what each takes and gives back. */
interface WorkerTasks {
  default: { task: RenderTask; made: RenderedArticle };
  compare: { task: CompareTask; made: RevisionChanges };
  /** Settles once the thread has loaded its bundle. */
  ready: { task: undefined; made: true };
  warm: { task: WarmTask; made: Grammar[] };
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
  /** The last task handed to the thread, settled or not: the next starts after it. */
  private queue: Promise<unknown> = Promise.resolve();
  /** Whether the thread running now has finished starting (a refusal past a budget ends it, and a new one starts). */
  private started = false;
  /** The grammars the thread running now has compiled (highlight.ts warmGrammars). */
  private warmed = new Set<Grammar>();
  /** Every thread start's time so far, and every grammar's compiling, added to the budget of each task that waited through it. */
  private startingMs = 0;
  private closing = false;

  constructor({ filename, budgetMs = RENDER_BUDGET_MS, compareBudgetMs = COMPARE_BUDGET_MS }: RendererOptions) {
    this.budgetMs = budgetMs;
    this.compareBudgetMs = compareBudgetMs;
    // One thread: the site's cores answer requests; a second render waits its turn, inside its own budget.
    this.pool = new Piscina({ filename, minThreads: 1, maxThreads: 1, idleTimeout: 60_000, resourceLimits: { maxOldGenerationSizeMb: HEAP_LIMIT_MB } });
    // A thread that fails while no task is running (its bundle missing or broken, say) is reported on the pool: said
    // in the log, never thrown into the process. The task that meets it is refused as 'failed' or 'budget'.
    // Once the renderer is closing, a thread start still failing is no news.
    this.pool.on('error', (error: unknown) => {
      if (!this.closing) logEvent('articles.render-worker', { file: filename, error: error instanceof Error ? error.message : String(error) }, 'error');
    });
  }

  /** The body's HTML, reading time and pictures, or why not; never throws. */
  async render(markdown: string, sizes: PictureSizes = {}): Promise<RenderOutcome> {
    const made = await this.run('default', { markdown, pictures: sizes }, this.budgetMs);
    if (!made.ok) return made;
    const { html, readingMinutes, pictures } = made.value;
    return { ok: true, rendered: { html, readingMinutes, renderer: RENDERER_VERSION }, pictures };
  }

  async compare(before: Record<string, string>, after: Record<string, string>): Promise<CompareOutcome> {
    const made = await this.run('compare', { before, after }, this.compareBudgetMs);
    return made.ok ? { ok: true, changes: made.value } : made;
  }

  /**
   * One task in the worker, by its export's name, inside the in-flight cap, after the tasks before it. Its budget runs
   * from its asking, as a visitor's wait does, less any thread start or grammar compiling it waited through
   * (START_BUDGET_MS has those):
   * bodies queued behind a slow one are refused together at their time, and a start is no body's cost.
   */
  private async run<N extends keyof WorkerTasks>(name: N, task: WorkerTasks[N]['task'], budgetMs: number): Promise<{ ok: true; value: WorkerTasks[N]['made'] } | Refusal> {
    if (this.inFlight >= RENDERS_IN_FLIGHT) return { ok: false, reason: 'busy' };
    this.inFlight += 1;
    const asked = performance.now();
    const startingBefore = this.startingMs;
    const turn = this.queue.then(async () => {
      if (!this.started) {
        const starting = performance.now();
        const ready = await this.attempt('ready', undefined, START_BUDGET_MS);
        this.startingMs += performance.now() - starting;
        if (!ready.ok) return ready;
        this.started = true;
        this.warmed = new Set();
      }
      // A grammar's first block compiles its rules: done as a task of its own first, which no body's budget counts.
      const cold = name === 'default' ? grammarsNamedIn((task as RenderTask).markdown).filter((grammar) => !this.warmed.has(grammar)) : [];
      if (cold.length > 0) {
        const warming = performance.now();
        const warmed = await this.attempt('warm', { grammars: cold }, START_BUDGET_MS);
        this.startingMs += performance.now() - warming;
        if (!warmed.ok) return warmed;
        for (const grammar of warmed.value) this.warmed.add(grammar);
      }
      const left = asked + budgetMs + (this.startingMs - startingBefore) - performance.now();
      return left > 0 ? this.attempt(name, task, left) : ({ ok: false, reason: 'budget' } as const);
    });
    this.queue = turn;
    try {
      return await turn;
    } finally {
      this.inFlight -= 1;
    }
  }

  /** The task now, within `budgetMs`; past it the thread is ended, and the next task starts a new one. Never throws. */
  private async attempt<N extends keyof WorkerTasks>(name: N, task: WorkerTasks[N]['task'], budgetMs: number): Promise<{ ok: true; value: WorkerTasks[N]['made'] } | Refusal> {
    const signal = AbortSignal.timeout(Math.ceil(budgetMs));
    try {
      // Piscina types a pool's answers as one; the export named gives back its own (WorkerTasks).
      return { ok: true, value: (await this.pool.run(task, { name, signal })) as WorkerTasks[N]['made'] };
    } catch {
      this.started = false;
      return { ok: false, reason: signal.aborted ? 'budget' : 'failed' };
    }
  }

  /** Ends the worker (tests; the process's own ends with it). */
  close(): Promise<void> {
    this.closing = true;
    return this.pool.destroy();
  }
}
