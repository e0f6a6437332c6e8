import { test as base, type Page, type Response } from '@playwright/test';

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
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
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
    }
    await provide(page);
  },
});
