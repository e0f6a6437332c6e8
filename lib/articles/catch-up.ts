import type { Store } from '@/lib/db/store';
import { shownPictureSizes } from './editor';
import { RENDERER_VERSION, type Renderer } from './renderer';

/** Revisions read a page at a time: a store of many revisions is never held in memory at once. */
const PAGE = 25;

export interface CatchUp {
  rendered: number;
  /** Revisions whose bodies the renderer refused (past its budget): the site leaves them out until saved again. */
  refused: number[];
}

/**
 * Renders, in the worker, each revision that has no HTML from this renderer: those saved before HTML was stored (the
 * shipped articles among them) and those an older renderer made. `skip` holds the ones refused already.
 */
export async function renderUnrendered(store: Store, renderer: Renderer, skip: ReadonlySet<number> = new Set()): Promise<CatchUp> {
  const result: CatchUp = { rendered: 0, refused: [] };
  for (let after = 0; ; ) {
    const rows = await store.articles.unrendered(RENDERER_VERSION, PAGE, after);
    if (rows.length === 0) return result;
    for (const row of rows) {
      after = row.id;
      if (skip.has(row.id)) continue;
      const outcome = await renderer.render(row.body, await shownPictureSizes(store, row.body));
      if (!outcome.ok) result.refused.push(row.id);
      else if (await store.articles.setRendered(row.id, outcome.rendered)) result.rendered += 1;
    }
  }
}
