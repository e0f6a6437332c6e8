import type { Store } from '@/lib/db/store';
import { logEvent } from '@/lib/log';
import { shownPictureSizes } from './editor';
import { RENDERER_VERSION, type Renderer } from './renderer';

/** Revisions read a page at a time: a store of many revisions is never held in memory at once. */
const PAGE = 25;
/** How often a pass is tried again while the store cannot be read. */
export const STORE_RETRY_MS = 5_000;
/**
 * After a pass the renderer refused revisions in, the next passes: a minute on, past a boot that had every core busy,
 * then five. A revision refused in each of them is left off the site until it is saved again or the process restarts,
 * so a body built to be slow costs three budgets of the worker's thread per process, never one per pass.
 */
export const TRY_AGAIN_MS = [60_000, 300_000] as const;

export interface CatchUp {
  rendered: number;
  /** Revisions the renderer refused in this pass. */
  refused: number[];
  /** Those of them refused for the last time: left off the site until saved again (or the process restarts). */
  leftOut: number[];
}

type Later = (run: () => void, ms: number) => void;
const unrefTimer: Later = (run, ms) => setTimeout(run, ms).unref();

/**
 * The revisions without HTML from this renderer: those saved before HTML was stored (the shipped articles among them)
 * and those an older renderer made. Each pass renders them in the worker, never on a request's thread, and is followed
 * by another while the store cannot be read or a refused revision has tries left.
 */
export class Backlog {
  /** Refusals that spent the worker's time (past the budget, or the thread broke) per revision; 'busy' spent none and counts none. */
  private readonly tries = new Map<number, number>();
  private running: Promise<CatchUp> | undefined;
  private booted = false;

  constructor(
    private readonly deps: () => { store: Store; renderer: Renderer },
    private readonly later: Later = unrefTimer,
  ) {}

  /** The pass running now, if any: a page that met a revision without HTML may wait for it. */
  get current(): Promise<CatchUp> | undefined {
    return this.running;
  }

  /** Whether the renderer refused this revision for the last time in this process. */
  leftOut(id: number): boolean {
    return (this.tries.get(id) ?? 0) > TRY_AGAIN_MS.length;
  }

  /** The first pass, once per process (at boot): false when it had been started already. */
  boot(): boolean {
    if (this.booted) return false;
    this.booted = true;
    this.start();
    return true;
  }

  /** A pass, and those owed after it: while the store cannot be read, and while refused revisions have tries left. */
  private start(): void {
    this.pass().then(
      (pass) => this.scheduleAfter(pass),
      () => this.later(() => this.start(), STORE_RETRY_MS),
    );
  }

  /** One pass over the revisions without HTML; a pass already running is joined, not doubled. */
  pass(): Promise<CatchUp> {
    this.running ??= this.renderAll().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async renderAll(): Promise<CatchUp> {
    const { store, renderer } = this.deps();
    const result: CatchUp = { rendered: 0, refused: [], leftOut: [] };
    for (let after = 0; ; ) {
      const rows = await store.articles.unrendered(RENDERER_VERSION, PAGE, after);
      if (rows.length === 0) break;
      for (const row of rows) {
        after = row.id;
        if (this.leftOut(row.id)) continue;
        const outcome = await renderer.render(row.body, await shownPictureSizes(store, row.body));
        if (outcome.ok) {
          if (await store.articles.setRendered(row.id, outcome.rendered)) result.rendered += 1;
          continue;
        }
        result.refused.push(row.id);
        if (outcome.reason !== 'busy') this.tries.set(row.id, (this.tries.get(row.id) ?? 0) + 1);
        if (this.leftOut(row.id)) result.leftOut.push(row.id);
      }
    }
    const { rendered, refused, leftOut } = result;
    if (rendered > 0 || refused.length > 0) {
      const notes = refused.length === 0 ? {} : { revisions: refused.join(' '), ...(leftOut.length > 0 ? { leftOut: leftOut.join(' ') } : {}), note: leftOut.length > 0 ? 'refused by the renderer for the last time: left off the site until saved again' : 'refused by the renderer: tried again later' };
      logEvent('articles.rendered', { rendered, refused: refused.length, ...notes }, refused.length ? 'warn' : 'info');
    }
    return result;
  }

  /** Another pass after one that left refused revisions with tries left: later as they have been tried more. */
  private scheduleAfter({ refused, leftOut }: CatchUp): void {
    const owed = refused.filter((id) => !leftOut.includes(id));
    if (owed.length === 0) return;
    const tried = Math.min(...owed.map((id) => this.tries.get(id) ?? 0));
    this.later(() => this.start(), TRY_AGAIN_MS[Math.min(Math.max(tried - 1, 0), TRY_AGAIN_MS.length - 1)]!);
  }
}
