#!/usr/bin/env node
// Dev helper: render a contact sheet of frames for one or more scenes without encoding.
//   node scripts/media/preview.mjs products/crm [t1 t2 ...]   (times in seconds)
// Writes /tmp/preview/<key>.png (2 columns of full-size frames).
import fs from 'node:fs/promises';
import path from 'node:path';
import { launchBrowser } from './lib/browser.mjs';
import { brandScenes } from './scenes/brand.mjs';
import { productScenes } from './scenes/products.mjs';
import { projectScenes } from './scenes/projects.mjs';
import { serviceScenes } from './scenes/services.mjs';
import { blogCovers } from './stills/blog.mjs';
import { stillScenes } from './stills/scenes.mjs';

const [filter, ...ts] = process.argv.slice(2);
const times = ts.length ? ts.map(Number) : [0, 1.2, 2.4, 3.6];
const all = [...brandScenes, ...productScenes, ...serviceScenes, ...projectScenes].map((s) => ({ ...s, w: 800, h: 500 }))
  .concat(stillScenes.map((s) => ({ ...s, w: 1200, h: 800, still: true })), blogCovers.map((s) => ({ ...s, w: 1200, h: 630, still: true })));
const items = all.filter((s) => s.key.includes(filter || ''));
await fs.mkdir('/tmp/preview', { recursive: true });
const browser = await launchBrowser();
for (const s of items) {
  const ctx = await browser.newContext({ viewport: { width: s.w, height: s.h } });
  const page = await ctx.newPage();
  await page.setContent(s.html(), { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  const tt = s.still ? [0] : times;
  const shots = [];
  for (const t of tt) {
    await page.evaluate((time) => document.getAnimations().forEach((a) => { a.pause(); a.currentTime = time; }), t * 1000);
    shots.push((await page.screenshot({ type: 'png' })).toString('base64'));
  }
  const cols = Math.min(2, shots.length);
  const rows = Math.ceil(shots.length / cols);
  const sheet = await browser.newPage({ viewport: { width: s.w * cols + (cols - 1) * 6, height: s.h * rows + (rows - 1) * 6 } });
  await sheet.setContent(`<body style="margin:0;background:#fff;display:grid;grid-template-columns:repeat(${cols},${s.w}px);gap:6px">${shots.map((b) => `<img src="data:image/png;base64,${b}">`).join('')}</body>`);
  const out = path.join('/tmp/preview', s.key.replace(/\//g, '__') + '.png');
  await sheet.screenshot({ path: out });
  await sheet.close();
  await ctx.close();
  console.log(out);
}
await browser.close();
