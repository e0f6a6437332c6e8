import type { Page } from '@playwright/test';

/**
 * Signals from inside the page that a moment has passed, for the tests that prove something does NOT happen:
 * they wait for one of these instead of a fixed time, so a busy machine only makes them slower, never wrong.
 */

/** Resolves once the page has run one more task: what a handler it just ran queued (microtasks, a render) is done. MessageChannel is left real by page.clock. */
export function nextTask(page: Page) {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

/** Resolves after `count` of the page's animation frames (not under page.clock, which fakes requestAnimationFrame). */
export function nextFrames(page: Page, count = 2) {
  return page.evaluate(
    (frames) =>
      new Promise<void>((resolve) => {
        const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
        step(frames);
      }),
    count,
  );
}

/** Resolves in the page's next idle period: the work it queued after load (effects, lazy chunks asked for at once) has run. Not under page.clock. */
export function pageIdle(page: Page) {
  return page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
}

interface ScriptState {
  src: string;
  done: boolean;
}

/**
 * Records every external script the page adds (webpack loads a lazy chunk by adding one), and whether it has
 * loaded or failed. Call before the navigation. `count()` is how many so far; `settledAfter(n)` is true once
 * more than n were added and every one of them has finished.
 */
export async function watchScripts(page: Page) {
  await page.addInitScript(() => {
    const scripts: ScriptState[] = [];
    (window as unknown as { __scripts: ScriptState[] }).__scripts = scripts;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          // A nomodule script never loads in a modern browser: it would never settle.
          if (!(node instanceof HTMLScriptElement) || !node.src || node.noModule) continue;
          const state = { src: node.src, done: false };
          scripts.push(state);
          const done = () => (state.done = true);
          node.addEventListener('load', done, { once: true });
          node.addEventListener('error', done, { once: true });
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const read = () => page.evaluate(() => (window as unknown as { __scripts: ScriptState[] }).__scripts.map((script) => ({ ...script })));
  return {
    count: async () => (await read()).length,
    /** All scripts added after the first `count` have loaded (or failed), and there is at least one. */
    settledAfter: async (count: number) => {
      const later = (await read()).slice(count);
      return later.length > 0 && later.every((script) => script.done);
    },
    /** Every script added so far has loaded (or failed). */
    allSettled: async () => (await read()).every((script) => script.done),
  };
}

/**
 * Arms a watch for the page's next scroll event; `handled()` resolves once it has been dispatched (to every
 * listener, the page's own included) and one more task has run. Works under page.clock.
 */
export async function watchNextScroll(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __nextScroll: Promise<void> }).__nextScroll = new Promise<void>((resolve) =>
      window.addEventListener(
        'scroll',
        () => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        },
        { once: true },
      ),
    );
  });
  return { handled: () => page.evaluate(() => (window as unknown as { __nextScroll: Promise<void> }).__nextScroll) };
}
