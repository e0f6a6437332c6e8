// First-load JavaScript: the gzip bytes of the scripts a browser fetches before the page is idle.
import { chromium } from 'playwright-core';
import { CHROME_FLAGS } from './lighthouse.mjs';

export async function firstLoadJs(urls) {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')) });
  const result = {};
  for (const url of urls) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, extraHTTPHeaders: { 'accept-encoding': 'gzip' } });
    // The intro is a once-per-session overlay; measure the page people see after it.
    await context.addInitScript(() => sessionStorage.setItem('quillmark:intro-seen', '1'));
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(undefined), { timeout: 3000 })));
    result[url] = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.initiatorType === 'script' || /\.js(\?|$)/.test(entry.name))
        .reduce((sum, entry) => sum + entry.encodedBodySize, 0),
    );
    await context.close();
  }
  await browser.close();
  return result;
}
