import { diffRevisions, type RevisionChanges } from './diff';
import { warmHighlighter } from './highlight';
import { renderArticle, type PictureSizes, type RenderedArticle } from './render';

// The renderer's thread: piscina runs this file's default export in a worker (lib/articles/renderer.ts), and `compare`
// when a task names it. No bundler knows a second entry point, so scripts/render-worker.ts bundles it, marked,
// sanitize-html and jsdiff included, into one file.

/** Two revisions' form fields, as lib/articles/editor.ts `formFields` gives them. */
export interface CompareTask {
  before: Record<string, string>;
  after: Record<string, string>;
}

/** A body, and the size of each uploaded picture it may show (lib/articles/editor.ts `shownPictureSizes`). */
export interface RenderTask {
  markdown: string;
  pictures: PictureSizes;
}

export default function render({ markdown, pictures }: RenderTask): RenderedArticle {
  return renderArticle(markdown, pictures);
}

/**
 * Answered once the thread has loaded this file and compiled the highlighter's grammars, so a body's budget never
 * counts a thread's start (START_BUDGET_MS in renderer.ts has it).
 */
export function ready(): true {
  warmHighlighter();
  return true;
}

export function compare({ before, after }: CompareTask): RevisionChanges {
  return diffRevisions(before, after);
}
