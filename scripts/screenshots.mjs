// Saves full-page screenshots of the given routes at 390 px and 1440 px: node scripts/screenshots.mjs [outDir] [route...]
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const base = process.env.BASE_URL ?? 'http://localhost:3000';
const [outDir = 'e2e-artifacts/screenshots', ...given] = process.argv.slice(2);
const routes = given.length ? given : ['/'];
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});
for (const width of [390, 1440]) {
  const page = await browser.newPage({ viewport: { width, height: width < 800 ? 844 : 900 }, reducedMotion: 'reduce' });
  for (const route of routes) {
    await page.goto(base + route, { waitUntil: 'networkidle' });
    // A full-page capture is not a scroll: draw the parts whose layout waits for the viewport (globals.css).
    await page.addStyleTag({ content: '[data-defer-layout] { content-visibility: visible !important; }' });
    const name = (route === '/' ? 'home' : route.slice(1).replaceAll('/', '_')) + `-${width}.png`;
    await page.screenshot({ path: path.join(outDir, name), fullPage: true });
    console.log(path.join(outDir, name));
  }
  await page.close();
}
await browser.close();
