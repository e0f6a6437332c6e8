import { diffRevisions, type RevisionChanges } from './diff';
import { renderArticle, type RenderedArticle } from './render';

// The renderer's thread: piscina runs this file's default export in a worker (lib/articles/renderer.ts), and `compare`
// when a task names it. No bundler knows a second entry point, so scripts/render-worker.ts bundles it, marked,
// sanitize-html and jsdiff included, into one file.

/** Two revisions' form fields, as lib/articles/editor.ts `formFields` gives them. */
export interface CompareTask {
  before: Record<string, string>;
  after: Record<string, string>;
}

export default function render(markdown: string): RenderedArticle {
  return renderArticle(markdown);
}

export function compare({ before, after }: CompareTask): RevisionChanges {
  return diffRevisions(before, after);
}
