import { writeFile } from 'node:fs/promises';
import type { Page, TestInfo } from '@playwright/test';

// Twice (ci-58, ci-61) a /contact-us action waited its whole 60 s on "visible, enabled and stable" while the page still
// answered every DOM query, and the failure screenshot was never written. Playwright's stable check counts animation
// frames, so both fit a page that stopped producing frames. When a test times out, this records what the browser
// says about frames: in the page, in a new page of the same context, and in the browser's own processes.

const PROBE_MS = 1_000;

/** Frames, visibility and running animations of one page, over one second of its own timers. */
function probe(page: Page) {
  return page.evaluate(
    (ms) =>
      new Promise((resolve) => {
        let frames = 0;
        const tick = () => {
          frames += 1;
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
        setTimeout(() => {
          const describe = (node: unknown) => (node instanceof Element ? `${node.localName}${node.id ? `#${node.id}` : ''}.${[...node.classList].join('.')}` : String(node));
          resolve({
            frames,
            visibility: document.visibilityState,
            focused: document.hasFocus(),
            readyState: document.readyState,
            fonts: document.fonts.status,
            scroll: [window.scrollX, window.scrollY],
            animations: document.getAnimations().slice(0, 20).map((animation) => ({
              kind: animation.constructor.name,
              name: 'animationName' in animation ? animation.animationName : 'transitionProperty' in animation ? animation.transitionProperty : animation.id,
              state: animation.playState,
              target: describe((animation.effect as KeyframeEffect | null)?.target),
            })),
          });
        }, ms);
      }),
    PROBE_MS,
  );
}

const bounded = <T>(work: Promise<T>, ms: number): Promise<T | string> =>
  Promise.race([work, new Promise<string>((resolve) => setTimeout(() => resolve(`no answer in ${ms} ms`), ms))]).catch((error: unknown) => `failed: ${String(error).split('\n')[0]}`);

/** Writes `frames.json` beside a timed-out test's trace: every probe is bounded, so a wedged browser cannot hold the teardown. */
export async function reportFrames(page: Page, testInfo: TestInfo) {
  if (testInfo.status !== 'timedOut' || page.isClosed()) return;
  const report: Record<string, unknown> = { url: page.url() };
  report.page = await bounded(probe(page), 3 * PROBE_MS);
  report.screenshot = await bounded(page.screenshot({ timeout: 3 * PROBE_MS }).then((png) => `${png.length} bytes`), 4 * PROBE_MS);
  const fresh = await bounded(page.context().newPage(), 3 * PROBE_MS);
  if (typeof fresh !== 'string') {
    report.freshPage = await bounded(probe(fresh), 3 * PROBE_MS);
    await fresh.close().catch(() => undefined);
  }
  const browser = page.context().browser();
  if (browser) {
    const cdp = await bounded(browser.newBrowserCDPSession(), 3 * PROBE_MS);
    if (typeof cdp !== 'string') {
      const processes = () => bounded(cdp.send('SystemInfo.getProcessInfo').then(({ processInfo }) => processInfo.map(({ type, id, cpuTime }) => ({ type, id, cpuTime }))), 3 * PROBE_MS);
      const before = await processes();
      await new Promise((resolve) => setTimeout(resolve, PROBE_MS));
      report.processes = { before, after: await processes() };
      await cdp.detach().catch(() => undefined);
    }
  }
  const file = testInfo.outputPath('frames.json');
  await writeFile(file, JSON.stringify(report, null, 2));
  await testInfo.attach('frames', { path: file, contentType: 'application/json' });
}
