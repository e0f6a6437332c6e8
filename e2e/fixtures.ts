import { test as base, type Browser, type BrowserContextOptions, type Page, type Response } from '@playwright/test';
import { reportFrames } from './frame-report';

export { expect, type Page } from '@playwright/test';

/** The app router marks the history entry it owns when its first render commits: from then on a click reaches React. */
export function waitForHydration(page: Page) {
  return page.waitForFunction(() => (window.history.state as { __NA?: boolean } | null)?.__NA === true, undefined, { polling: 50 });
}

const isPage = (response: Response | null) => response !== null && (response.headers()['content-type'] ?? '').startsWith('text/html');

/**
 * The framework's scripts are async, so the load event does not mean React has taken over. A navigation made
 * here therefore also waits for the app router's first commit, unless it asks to stop at 'commit' (the tests that
 * look at the page before anything has run) or the page runs no script at all.
 */
function waitingForHydration(page: Page) {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit' && isPage(response)) await waitForHydration(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== 'commit' && isPage(response)) await waitForHydration(page);
    return response;
  };
  return page;
}

type SweepOptions = Pick<BrowserContextOptions, 'viewport' | 'reducedMotion' | 'baseURL'>;

/** One page for each set of options, made on first use and kept for the worker's life. */
function sweepPages(browser: Browser) {
  const pages = new Map<string, Page>();
  const open = async (options: SweepOptions) => {
    const key = JSON.stringify(options);
    const kept = pages.get(key);
    if (kept && !kept.isClosed()) return kept;
    const page = waitingForHydration(await (await browser.newContext(options)).newPage());
    pages.set(key, page);
    return page;
  };
  const close = () => Promise.all([...pages.values()].map((page) => page.context().close()));
  return { open, close };
}

export const test = base.extend<{ sweepPage: Page }, { sweepPages: ReturnType<typeof sweepPages> }>({
  page: async ({ page, javaScriptEnabled }, provide, testInfo) => {
    await provide(javaScriptEnabled === false ? page : waitingForHydration(page));
    await reportFrames(page, testInfo);
  },
  sweepPages: [
    async ({ browser }, provide) => {
      const pages = sweepPages(browser);
      await provide(pages);
      await pages.close();
    },
    { scope: 'worker' },
  ],
  /**
   * For a sweep of many routes that only reads them (e2e/pages.spec.ts): a page that the worker's tests with the same
   * viewport and motion take turns on, its HTTP cache emptied before each, so each test is still a first visit. A new
   * context for each of 72 visits cost more than the visits (pages.spec: 186 CPU s, against 103 with one page per
   * worker and viewport); a new page in one context, 126. What a test listens for (page-checks.ts: watch) ends with it.
   */
  sweepPage: async ({ sweepPages: pages, viewport, reducedMotion, baseURL }, provide) => {
    const page = await pages.open({ viewport, reducedMotion, ...(baseURL ? { baseURL } : {}) });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    await provide(page);
    for (const event of ['console', 'pageerror', 'response'] as const) page.removeAllListeners(event);
  },
});
