// After `next build`, before scripts/csp-hashes.mjs (which then hashes the loader with the page's other
// inline scripts): every prerendered page requests its framework scripts after its first frame instead of
// alongside its stylesheets and fonts (lib/server/defer-scripts.cjs says why). Rewrites the prerendered pages
// in .next/server/app and the standalone server's copies; Next fills its route cache from them when it starts
// (a route cache already on disk is rewritten too).
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { deferFrameworkScripts, hasUnrecognisedAsyncScript } = require('../lib/server/defer-scripts.cjs');

const roots = ['.next', path.join('.next', 'standalone', '.next')].flatMap((base) =>
  ['app', 'route-cache'].map((folder) => path.join(base, 'server', folder)),
);

function* htmlFiles(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* htmlFiles(full);
    else if (name.endsWith('.html')) yield full;
  }
}

let pages = 0;
let moved = 0;
const unrecognised = [];
for (const root of roots.filter((dir) => existsSync(dir))) {
  for (const file of htmlFiles(root)) {
    const { html, urls } = deferFrameworkScripts(readFileSync(file, 'utf8'));
    if (hasUnrecognisedAsyncScript(html)) unrecognised.push(file);
    if (urls.length === 0) continue;
    writeFileSync(file, html);
    pages += 1;
    moved += urls.length;
  }
}

if (unrecognised.length > 0) {
  console.error(`defer-scripts: async scripts in a shape this step does not know, in:\n  ${unrecognised.join('\n  ')}`);
  process.exit(1);
}
if (pages === 0) {
  console.error('defer-scripts: no page had framework scripts to move; has Next changed how it writes them?');
  process.exit(1);
}
console.log(`defer-scripts: ${pages} prerendered pages (with their copies) request ${moved} scripts after the first frame`);
