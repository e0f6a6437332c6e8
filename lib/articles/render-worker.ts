import { diffRevisions, type RevisionChanges } from './diff';
import type { Grammar } from './fence-languages';
import { warmGrammars } from './highlight';
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

/** Nothing to do: answered once the thread has loaded this file, so a body's budget never counts a thread's start. */
export function ready(): true {
  return true;
}

/** Grammars a body names, compiled before it is rendered (renderer.ts), so its budget counts none of their compiling. */
export interface WarmTask {
  grammars: Grammar[];
}

export function warm({ grammars }: WarmTask): Grammar[] {
  return warmGrammars(grammars);
}

export function compare({ before, after }: CompareTask): RevisionChanges {
  return diffRevisions(before, after);
}
