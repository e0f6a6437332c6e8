import { renderArticle, type RenderedArticle } from './render';

// The renderer's thread: piscina runs this file's default export in a worker (lib/articles/renderer.ts). No bundler
// knows a second entry point, so scripts/render-worker.ts bundles it, marked and sanitize-html included, into one file.

export default function render(markdown: string): RenderedArticle {
  return renderArticle(markdown);
}
