// After `next build` (package.json): the article renderer's worker as one file, .next/render-worker.cjs, which
// lib/articles/runtime.ts hands to piscina; scripts/standalone.mjs copies it beside the server. Tests bundle it too.
import path from 'node:path';
import { buildSync } from 'esbuild';

/** lib/articles/render-worker.ts and everything it imports, as one CommonJS file at `outfile`. */
export function bundleRenderWorker(outfile: string): string {
  buildSync({
    entryPoints: [path.join(__dirname, '..', 'lib', 'articles', 'render-worker.ts')],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    outfile,
    logLevel: 'warning',
    legalComments: 'none',
    // Parsed each time the worker starts (at boot, and after a body past the budget ended the last one).
    minify: true,
  });
  return outfile;
}

if (require.main === module) {
  const outfile = bundleRenderWorker(path.join('.next', 'render-worker.cjs'));
  console.log(`render-worker: lib/articles/render-worker.ts bundled → ${outfile}`);
}
