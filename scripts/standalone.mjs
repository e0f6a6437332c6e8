// After `next build`: completes .next/standalone as Next's self-hosting guide says (the standalone output leaves
// out public/ and .next/static, which a CDN or nginx would usually serve), plus the CSP hash map proxy.ts reads.
// Next's generated server.js is left exactly as the build wrote it.
import { cpSync, existsSync } from 'node:fs';
import path from 'node:path';

const target = path.join('.next', 'standalone');
if (!existsSync(target)) {
  console.error('standalone: .next/standalone is missing; is output: "standalone" set in next.config.ts?');
  process.exit(1);
}
// Not the .gz and .br copies scripts/precompress.mjs makes for nginx: Next compresses its own answers.
const forNode = (source) => !/\.(gz|br)$/.test(source);
cpSync('public', path.join(target, 'public'), { recursive: true, filter: forNode });
cpSync(path.join('.next', 'static'), path.join(target, '.next', 'static'), { recursive: true, filter: forNode });
cpSync(path.join('.next', 'csp-hashes.json'), path.join(target, '.next', 'csp-hashes.json'));
// The article renderer's worker (scripts/render-worker.ts), which lib/articles/runtime.ts hands to piscina.
cpSync(path.join('.next', 'render-worker.cjs'), path.join(target, '.next', 'render-worker.cjs'));
console.log('standalone: public/, .next/static, csp-hashes.json and render-worker.cjs copied beside Next\'s server.js');
