// Chromium (playwright-core) helpers: deterministic frame capture and still screenshots.
import fs from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';

export const LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export async function launchBrowser() {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: LAUNCH_ARGS });
}

async function preparePage(browser, html, { width, height, scale = 1 }) {
  const context = await browser.newContext({
    viewport: { width, height },
    deviceScaleFactor: scale,
    reducedMotion: 'no-preference',
  });
  // Block any accidental network access: scenes must be self-contained.
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith('data:') || url === 'about:blank') return route.continue();
    return route.abort();
  });
  const page = await context.newPage();
  await page.setContent(html, { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  return { context, page };
}

/** Seek every animation in the page (CSS + WAAPI) to time t (ms), paused. */
async function seek(page, t) {
  await page.evaluate((time) => {
    document.getAnimations().forEach((a) => {
      a.pause();
      a.currentTime = time;
    });
    if (typeof window.__seek === 'function') window.__seek(time);
  }, t);
}

/**
 * Capture `frames` PNG frames at `fps` into dir (f_0000.png ...).
 * Frame i shows time i/fps; frame `frames` would equal frame 0 (seamless loop).
 */
export async function captureFrames(browser, html, { width, height, scale = 1, fps, frames, dir }) {
  await fs.mkdir(dir, { recursive: true });
  const { context, page } = await preparePage(browser, html, { width, height, scale });
  try {
    for (let i = 0; i < frames; i++) {
      await seek(page, (i * 1000) / fps);
      await page.screenshot({
        path: path.join(dir, `f_${String(i).padStart(4, '0')}.png`),
        type: 'png',
        animations: 'allow',
        caret: 'initial',
      });
    }
  } finally {
    await context.close();
  }
}

/** Screenshot a static page (animations seeked to `at` ms) as PNG or JPEG. */
export async function screenshotStill(browser, html, { width, height, scale = 1, file, type = 'png', quality, at = 0 }) {
  const { context, page } = await preparePage(browser, html, { width, height, scale });
  try {
    await seek(page, at);
    const opts = { path: file, type, animations: 'allow' };
    if (type === 'jpeg' && quality) opts.quality = quality;
    await page.screenshot(opts);
  } finally {
    await context.close();
  }
}

/** Evaluate a function in a blank page with DejaVu fonts (used to measure SVG text). */
export async function withPage(browser, fn) {
  const context = await browser.newContext({ viewport: { width: 800, height: 600 } });
  const page = await context.newPage();
  await page.setContent('<!doctype html><html><body></body></html>');
  try {
    return await fn(page);
  } finally {
    await context.close();
  }
}
