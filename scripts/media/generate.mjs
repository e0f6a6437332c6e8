#!/usr/bin/env node
// Quillmark media generator.
//
//   node scripts/media/generate.mjs            # everything
//   node scripts/media/generate.mjs products   # only keys/paths containing "products"
//   node scripts/media/generate.mjs svg|videos|stills|blog|logos|icons|brand/preloader ...
//
// Renders HTML/CSS/SVG scenes in Chromium (playwright-core), captures frames deterministically
// (all animations paused and seeked via the Web Animations API) and encodes them with ffmpeg.
// Writes into public/media/ and rebuilds public/media/manifest.json from what is on disk.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser, captureFrames, screenshotStill, withPage } from './lib/browser.mjs';
import { encodeWebm, encodeMp4, encodeAnimWebp, encodePoster, encodeStillWebp, encodeStillJpg, encodeDemoStill, encodeDemoStillAvif } from './lib/encode.mjs';
import { LOOP } from './lib/ui.mjs';
import { brandScenes } from './scenes/brand.mjs';
import { productScenes } from './scenes/products.mjs';
import { projectScenes } from './scenes/projects.mjs';
import { serviceScenes } from './scenes/services.mjs';
import { blogCovers } from './stills/blog.mjs';
import { stillScenes } from './stills/scenes.mjs';
import { svgFiles } from './svg/index.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../..');
const OUT = path.join(ROOT, 'public/media');
const TMP = path.join(os.tmpdir(), 'quillmark-media');

const FPS = 20;
const FRAMES = Math.round(LOOP * FPS);
const KB = 1024;

// Size targets (the encoder ladders stop at the first setting under target) and hard budgets.
export const TARGET = { webm: 200 * KB, mp4: 240 * KB, webp: 190 * KB, jpg: 56 * KB };
export const BUDGET = {
  video: 400 * KB, videoHard: 1536 * KB, preloaderVideo: 600 * KB, webp: 350 * KB, poster: 60 * KB,
  still: 120 * KB, blog: 110 * KB, total: 15 * KB * KB,
};

const args = process.argv.slice(2);
const filter = args.find((a) => !a.startsWith('-'));
const groupAlias = { svg: ['logos/', 'icons/', 'brand/logo', 'brand/mark'], videos: ['products/', 'services/', 'projects/', 'brand/preloader'], stills: ['scenes/'], blog: ['blog/'] };
function wanted(key) {
  if (!filter) return true;
  if (groupAlias[filter]) return groupAlias[filter].some((p) => key.startsWith(p));
  return key.includes(filter);
}

const log = (...m) => console.log(new Date().toISOString().slice(11, 19), ...m);

async function ensureDir(f) {
  await fs.mkdir(path.dirname(f), { recursive: true });
}

// ---------- workers ----------
async function pool(items, n, fn) {
  const queue = items.slice();
  const workers = Array.from({ length: Math.min(n, queue.length) }, async () => {
    while (queue.length) await fn(queue.shift());
  });
  await Promise.all(workers);
}

async function doVideo(browser, scene) {
  const dir = path.join(TMP, scene.key.replace(/\//g, '__'));
  await fs.rm(dir, { recursive: true, force: true });
  const scale = scene.scale || 1;
  const t0 = Date.now();
  await captureFrames(browser, scene.html(), { width: 800, height: 500, scale, fps: FPS, frames: FRAMES, dir });
  const base = path.join(OUT, scene.key);
  await ensureDir(base);
  const isPre = scene.key === 'brand/preloader';
  const vt = isPre ? { webm: 380 * KB, mp4: 420 * KB } : TARGET;
  const r = {};
  r.webm = await encodeWebm(dir, FPS, `${base}.webm`, vt.webm);
  r.mp4 = await encodeMp4(dir, FPS, `${base}.mp4`, vt.mp4);
  r.webp = await encodeAnimWebp(dir, FPS, `${base}.webp`, TARGET.webp, { width: 480, height: 300, outFps: 10 });
  r.jpg = await encodePoster(dir, `${base}.jpg`, TARGET.jpg);
  // The preloader has its own still; every demo gets the small one its page shows before the motion.
  if (!isPre) {
    r.still = await encodeDemoStill(base);
    r.avif = await encodeDemoStillAvif(base);
  }
  await fs.rm(dir, { recursive: true, force: true });
  log(`video ${scene.key.padEnd(36)} ${((Date.now() - t0) / 1000).toFixed(1)}s`,
    Object.entries(r).map(([k, v]) => `${k} ${(v.bytes / KB).toFixed(0)}K@${v.setting}`).join('  '));
}

async function doStill(browser, item, { width, height, ext }) {
  const file = path.join(OUT, `${item.key}.${ext}`);
  await ensureDir(file);
  const png = path.join(TMP, `${item.key.replace(/\//g, '__')}.png`);
  await fs.mkdir(TMP, { recursive: true });
  await screenshotStill(browser, item.html(), { width, height, file: png });
  const r = ext === 'webp'
    ? await encodeStillWebp(png, file, BUDGET.still - 8 * KB)
    : await encodeStillJpg(png, file, BUDGET.blog - 8 * KB);
  await fs.rm(png, { force: true });
  log(`still ${item.key.padEnd(36)} ${(r.bytes / KB).toFixed(0)}K@q${r.setting}`);
}

// ---------- manifest + report ----------
async function walk(dir) {
  const out = [];
  for (const e of await fs.readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    // The build's sized copies (sizes.mjs) are not sources: the manifest lists what this generator owns.
    if (e.isDirectory() && p === path.join(OUT, 'sizes')) continue;
    if (e.isDirectory()) out.push(...(await walk(p)));
    else out.push(p);
  }
  return out;
}

function budgetFor(rel) {
  if (rel.startsWith('blog/')) return BUDGET.blog;
  if (rel.startsWith('scenes/')) return BUDGET.still;
  if (/\.(webm|mp4)$/.test(rel)) return rel.startsWith('brand/preloader') ? BUDGET.preloaderVideo : BUDGET.video;
  if (rel.endsWith('.webp')) return BUDGET.webp;
  if (rel.endsWith('.jpg')) return BUDGET.poster;
  return Infinity;
}

async function writeManifest() {
  const files = (await walk(OUT)).map((f) => path.relative(OUT, f).split(path.sep).join('/')).filter((f) => f !== 'manifest.json').sort();
  const entries = [];
  for (const f of files) entries.push({ path: `/media/${f}`, bytes: (await fs.stat(path.join(OUT, f))).size });
  const total = entries.reduce((s, e) => s + e.bytes, 0);
  const manifest = { generatedBy: 'scripts/media/generate.mjs', count: entries.length, totalBytes: total, files: entries };
  await fs.writeFile(path.join(OUT, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
  const mbytes = (await fs.stat(path.join(OUT, 'manifest.json'))).size;

  // summary table grouped by folder
  const groups = new Map();
  for (const e of entries) {
    const g = e.path.split('/').slice(2, 3)[0];
    const cur = groups.get(g) || { n: 0, bytes: 0 };
    cur.n++;
    cur.bytes += e.bytes;
    groups.set(g, cur);
  }
  console.log('\nGroup            Files        Size');
  console.log('---------------  -----  ----------');
  for (const [g, v] of groups) console.log(`${g.padEnd(15)}  ${String(v.n).padStart(5)}  ${(v.bytes / KB).toFixed(1).padStart(8)} KB`);
  console.log('---------------  -----  ----------');
  const grand = total + mbytes;
  console.log(`${'TOTAL'.padEnd(15)}  ${String(entries.length + 1).padStart(5)}  ${(grand / KB / KB).toFixed(2).padStart(8)} MB`);

  console.log('\nLargest files:');
  for (const e of [...entries].sort((a, b) => b.bytes - a.bytes).slice(0, 8)) console.log(`  ${(e.bytes / KB).toFixed(1).padStart(7)} KB  ${e.path}`);

  const over = entries.filter((e) => e.bytes > budgetFor(e.path.slice(7)));
  if (over.length) {
    console.log('\nOVER BUDGET:');
    for (const e of over) console.log(`  ${e.path} ${(e.bytes / KB).toFixed(1)} KB > ${(budgetFor(e.path.slice(7)) / KB).toFixed(0)} KB`);
  }
  if (grand > BUDGET.total) console.log(`\nTOTAL OVER BUDGET: ${(grand / KB / KB).toFixed(2)} MB > 15 MB`);
  if (!over.length && grand <= BUDGET.total) console.log('\nAll files within budget.');
  return { over, grand };
}

// ---------- main ----------
async function main() {
  await fs.mkdir(OUT, { recursive: true });
  const t0 = Date.now();

  const videos = [...brandScenes, ...productScenes, ...serviceScenes, ...projectScenes].filter((s) => wanted(s.key));
  const stills = stillScenes.filter((s) => wanted(s.key));
  const blogs = blogCovers.filter((s) => wanted(s.key));

  const browser = await launchBrowser();
  try {
    // 1. SVGs (hand-written text; Chromium is only used to measure DejaVu text widths)
    await withPage(browser, async (page) => {
      const measure = (text, size, weight, spacing) => page.evaluate(({ text, size, weight, spacing }) => {
        const ctx = (window.__c ||= document.createElement('canvas').getContext('2d'));
        ctx.font = `${weight} ${size}px "DejaVu Sans"`;
        return ctx.measureText(text).width + spacing * text.length;
      }, { text, size, weight, spacing });
      await page.evaluate(() => document.fonts.load('700 16px "DejaVu Sans"'));
      const svgs = (await svgFiles(measure)).filter((f) => wanted(f.key));
      for (const f of svgs) {
        const file = path.join(OUT, f.key);
        await ensureDir(file);
        await fs.writeFile(file, f.svg);
      }
      if (svgs.length) log(`svg: wrote ${svgs.length} files`);
    });

    // 2. stills, 3. blog covers, 4. videos
    await pool(stills, 2, (s) => doStill(browser, s, { width: 1200, height: 800, ext: 'webp' }));
    await pool(blogs, 2, (s) => doStill(browser, s, { width: 1200, height: 630, ext: 'jpg' }));
    await pool(videos, 2, (s) => doVideo(browser, s));
  } finally {
    await browser.close();
  }

  const { over, grand } = await writeManifest();
  log(`done in ${((Date.now() - t0) / 1000).toFixed(0)}s`);
  if (over.length || grand > BUDGET.total) process.exitCode = 1;
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
