#!/usr/bin/env node
// Dev check: is every video loop seamless? Renders all frames (at half resolution), measures the
// mean pixel difference between consecutive frames, and compares the wrap-around step
// (last frame -> first frame) with the steps inside the loop.
//   node scripts/media/loopcheck.mjs [filter]
import { launchBrowser } from './lib/browser.mjs';
import { LOOP } from './lib/ui.mjs';
import { brandScenes } from './scenes/brand.mjs';
import { productScenes } from './scenes/products.mjs';
import { projectScenes } from './scenes/projects.mjs';
import { serviceScenes } from './scenes/services.mjs';

const FPS = 20;
const N = Math.round(LOOP * FPS);
const filter = process.argv[2] || '';
const scenes = [...brandScenes, ...productScenes, ...serviceScenes, ...projectScenes].filter((s) => s.key.includes(filter));
const browser = await launchBrowser();
const cmp = await browser.newPage();
await cmp.setContent('<canvas id="a"></canvas>');
let worst = 0;
for (const s of scenes) {
  const ctx = await browser.newContext({ viewport: { width: 800, height: 500 }, deviceScaleFactor: 0.5 });
  const page = await ctx.newPage();
  await page.setContent(s.html(), { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  const shots = [];
  for (let i = 0; i <= N; i++) {
    await page.evaluate((t) => document.getAnimations().forEach((a) => { a.pause(); a.currentTime = t; }), (i * 1000) / FPS);
    shots.push((await page.screenshot({ type: 'png' })).toString('base64'));
  }
  await ctx.close();
  const diffs = await cmp.evaluate(async (shots) => {
    const load = (b) => new Promise((r) => { const im = new Image(); im.onload = () => r(im); im.src = `data:image/png;base64,${b}`; });
    const c = document.getElementById('a');
    const g = c.getContext('2d', { willReadFrequently: true });
    const data = [];
    for (const b of shots) {
      const im = await load(b);
      c.width = im.width; c.height = im.height;
      g.drawImage(im, 0, 0);
      data.push(g.getImageData(0, 0, im.width, im.height).data);
    }
    const d = (x, y) => { let s = 0; for (let i = 0; i < x.length; i += 4) s += Math.abs(x[i] - y[i]) + Math.abs(x[i + 1] - y[i + 1]) + Math.abs(x[i + 2] - y[i + 2]); return s / (x.length / 4) / 3; };
    const steps = [];
    for (let i = 0; i < data.length - 1; i++) steps.push(d(data[i], data[i + 1]));
    return { steps, identity: d(data[0], data[data.length - 1]) };
  }, shots);
  // steps[N-1] is frame N-1 -> frame N (== frame 0 of the next loop)
  const inner = diffs.steps.slice(0, N - 1);
  const wrap = diffs.steps[N - 1];
  const max = Math.max(...inner);
  const ratio = wrap / Math.max(max, 0.01);
  worst = Math.max(worst, ratio);
  console.log(`${s.key.padEnd(38)} t0==tN: ${diffs.identity.toFixed(3)}  wrap step ${wrap.toFixed(3)}  max inner step ${max.toFixed(3)}  ${ratio > 1.05 ? 'JUMP?' : 'ok'}`);
}
await browser.close();
