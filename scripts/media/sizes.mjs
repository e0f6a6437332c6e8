// Runs before `next build` (npm run build): writes every width the pages' srcsets can name of every page picture
// (public/media/scenes, public/media/blog), as AVIF and WebP, into public/media/sizes/, so the server encodes
// nothing and a proxy can serve them from disk. Copies newer than their picture and than this code are kept, so a
// second build costs next to nothing. node scripts/media/sizes.mjs
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { filesUnder } from '../files.mjs';

const require = createRequire(import.meta.url);
const SIZES_MODULE = fileURLToPath(new URL('../../lib/picture-sizes.cjs', import.meta.url));
const { FORMATS, SIZES_FOLDER, sizedPath, widthsFor } = require(SIZES_MODULE);

const MEDIA = fileURLToPath(new URL('../../public/media/', import.meta.url));
/** The folders StaticImage shows pictures from (lib/media.ts: sceneUrl, coverUrl). */
const SOURCE_FOLDERS = ['scenes', 'blog'];
const PICTURE = /\.(webp|jpe?g|png)$/i;

/**
 * Next's optimiser at its default q=75 (AVIF at 75 × 50/80, which it found matches the WebP's look), with more
 * effort than its AVIF 3: paid once per build, not per visitor; 6 would cost three times as long for about 5 %.
 */
const ENCODERS = {
  avif: (pipeline) => pipeline.avif({ quality: 47, effort: 4 }),
  webp: (pipeline) => pipeline.webp({ quality: 75, effort: 6 }),
};

const mtime = async (file) => (await stat(file).catch(() => null))?.mtimeMs ?? -1;

/** Every copy the pages can ask for: { picture, width, format, out }. */
async function plannedCopies() {
  const copies = [];
  for (const folder of SOURCE_FOLDERS) {
    for (const name of (await readdir(path.join(MEDIA, folder))).filter((file) => PICTURE.test(file)).sort()) {
      const picture = `${folder}/${name}`;
      const { width } = await sharp(path.join(MEDIA, picture)).metadata();
      for (const size of widthsFor(width)) for (const format of FORMATS) copies.push({ picture, width: size, format, out: path.join(MEDIA, sizedPath(picture, size, format)) });
    }
  }
  return copies;
}

/** Runs `work` over `items`, `limit` at a time. */
async function pool(items, limit, work) {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]);
  });
  await Promise.all(lanes);
}

const started = performance.now();
// One libvips thread per copy and one copy per core: the cores are shared with whatever else the build runs.
sharp.concurrency(1);
const codeChanged = Math.max(await mtime(fileURLToPath(import.meta.url)), await mtime(SIZES_MODULE));
const copies = await plannedCopies();

const stale = [];
for (const copy of copies) {
  if ((await mtime(copy.out)) < Math.max(codeChanged, await mtime(path.join(MEDIA, copy.picture)))) stale.push(copy);
}
await pool(stale, availableParallelism(), async ({ picture, width, format, out }) => {
  await mkdir(path.dirname(out), { recursive: true });
  // Written aside and renamed, so a build stopped half-way leaves no truncated copy that looks up to date.
  const partial = `${out}.partial`;
  await ENCODERS[format](sharp(path.join(MEDIA, picture)).resize(width, null, { kernel: 'lanczos3', withoutEnlargement: true })).toFile(partial);
  await rename(partial, out);
});

// Copies of pictures or widths that are gone (and any partial file) would only be uploaded and never asked for.
const wanted = new Set(copies.map((copy) => copy.out));
let removed = 0;
for (const file of filesUnder(path.join(MEDIA, SIZES_FOLDER))) {
  if (!wanted.has(file)) {
    await rm(file);
    removed += 1;
  }
}

let bytes = 0;
for (const { out } of copies) bytes += (await stat(out)).size;
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `sizes: ${copies.length} copies of ${new Set(copies.map((copy) => copy.picture)).size} pictures in public/media/${SIZES_FOLDER} ` +
    `(${stale.length} encoded, ${copies.length - stale.length} up to date${removed ? `, ${removed} stale removed` : ''}), ${(bytes / 1024).toFixed(0)} kB, ${seconds} s`,
);
