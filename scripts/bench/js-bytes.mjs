// First-load JavaScript: the gzip bytes of the scripts a browser fetches before the page is idle.
import { launchBrowser } from './chromium.mjs';

/** One cold load of a page at 390 px: the scripts fetched until the first idle moment, with their gzip bytes. */
async function loadOnce(browser, url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, extraHTTPHeaders: { 'accept-encoding': 'gzip' } });
  // The intro is a once-per-session overlay; measure the page people see after it.
  await context.addInitScript(() => sessionStorage.setItem('quillmark:intro-seen', '1'));
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  // The site asks for its scripts after the first paint, so the load event can come first: wait until the app
  // router has taken over (it marks the history entry it owns when its first render commits), on both pages.
  await page.waitForFunction(() => window.history.state?.__NA === true, undefined, { timeout: 15_000, polling: 50 });
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(undefined), { timeout: 3000 })));
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.initiatorType === 'script' || /\.js(\?|$)/.test(entry.name))
      .map((entry) => ({ url: new URL(entry.name).pathname, bytes: entry.encodedBodySize })),
  );
  await context.close();
  return { bytes: scripts.reduce((sum, script) => sum + script.bytes, 0), scripts };
}

/**
 * Per URL, the median of three loads when two disagree (a chunk fetched on a timer can land either side of
 * the idle moment), and the scripts of that load, so a figure can be traced to its chunks.
 */
export async function firstLoadJs(urls) {
  const browser = await launchBrowser();
  const result = {};
  for (const url of urls) {
    const loads = [await loadOnce(browser, url), await loadOnce(browser, url)];
    if (loads[0].bytes !== loads[1].bytes) loads.push(await loadOnce(browser, url));
    loads.sort((a, b) => a.bytes - b.bytes);
    result[url] = loads[Math.floor((loads.length - 1) / 2)];
  }
  await browser.close();
  return result;
}
