// After `next build`: writes a .gz and a .br beside every compressible file nginx serves from disk (.next/static
// and public/), so nginx sends them as they are (gzip_static, brotli_static) instead of compressing each answer
// again: a 70 kB script gzipped per request held nginx to about 360 answers a second. Node never reads them.
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { filesUnder } from './files.mjs';

const COMPRESSIBLE = /\.(js|css|svg|json|webmanifest|txt|xml|html|map)$/;
/** Under this, a compressed copy saves less than its own headers cost (nginx's gzip_min_length too). */
const MIN_BYTES = 256;

let count = 0;
let before = 0;
let after = 0;
for (const root of [path.join('.next', 'static'), 'public']) {
  for (const file of filesUnder(root, (name) => COMPRESSIBLE.test(name))) {
    const body = readFileSync(file);
    if (body.length < MIN_BYTES) continue;
    const mtime = statSync(file).mtimeMs;
    const fresh = (copy) => (statSync(copy, { throwIfNoEntry: false })?.mtimeMs ?? -1) >= mtime;
    if (!fresh(`${file}.gz`)) writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    if (!fresh(`${file}.br`)) {
      writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
    }
    count += 1;
    before += body.length;
    after += statSync(`${file}.br`).size;
  }
}
console.log(`precompress: ${count} files, ${(before / 1024).toFixed(0)} kB → ${(after / 1024).toFixed(0)} kB as brotli (and gzip beside it)`);
