// After `next build`: hashes every inline script of every prerendered page, so the proxy can serve each page a
// script-src without 'unsafe-inline' while the page itself stays static. Writes .next/csp-hashes.json.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { filesUnder } from './files.mjs';

const appDir = path.join('.next', 'server', 'app');
const out = path.join('.next', 'csp-hashes.json');

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const executable = (attributes) => {
  if (/\bsrc\s*=/i.test(attributes)) return false;
  const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
  return !type || type === 'text/javascript' || type === 'module' || type === 'application/javascript';
};

const map = {};
let total = 0;
for (const file of filesUnder(appDir, (name) => name.endsWith('.html'))) {
  const relative = path.relative(appDir, file).replace(/\\/g, '/').replace(/\.html$/, '');
  const route = relative === 'index' ? '/' : `/${relative}`;
  const html = readFileSync(file, 'utf8');
  const hashes = new Set();
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (!executable(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  map[route] = [...hashes];
  total += hashes.size;
}

writeFileSync(out, JSON.stringify(map, null, 1));
console.log(`csp-hashes: ${Object.keys(map).length} pages, ${total} inline scripts hashed → ${out}`);
