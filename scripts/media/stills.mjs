// Makes the small stills (WebP and AVIF) of every demo video from its poster, without re-rendering the scenes:
// node scripts/media/stills.mjs, then `node scripts/media/generate.mjs manifest` to list them. `npm run media`
// makes them too, as part of each video.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { encodeDemoStill, encodeDemoStillAvif } from './lib/encode.mjs';

const OUT = path.resolve('public/media');

function* videoBases(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* videoBases(full);
    // The preloader has its own still; only the demos need one.
    else if (name.endsWith('.webm') && full !== path.join(OUT, 'brand', 'preloader.webm')) yield full.slice(0, -'.webm'.length);
  }
}

let total = 0;
for (const base of videoBases(OUT)) {
  for (const [extension, encode] of [['webp', encodeDemoStill], ['avif', encodeDemoStillAvif]]) {
    const { bytes, setting } = await encode(base);
    total += bytes;
    console.log(`${path.relative(OUT, base)}-still.${extension} ${(bytes / 1024).toFixed(1)} kB @q${setting}`);
  }
}
console.log(`stills: ${(total / 1024).toFixed(0)} kB in all`);
