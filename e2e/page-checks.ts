// What the route sweep (e2e/pages.spec.ts) and the specs of one page or state check on a page.
import AxeBuilder from '@axe-core/playwright';
import { test } from '@playwright/test';
import axe from 'axe-core';
import { expect, type Page } from './fixtures';

/** Collects console errors and failed same-origin requests while a page is used. */
export function watch(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.hostname === '127.0.0.1' && response.status() >= 400) problems.push(`${response.status()} ${url.pathname}`);
  });
  return problems;
}

/**
 * Text set in one of the site's own fonts at a weight none of its files has (the browser would thicken the
 * nearest one itself): "family weight: the text", once per pair.
 */
export function weightsWithoutAFace(page: Page) {
  return page.evaluate(() => {
    const faces = [...document.fonts].map((face) => {
      const [min, max = min] = face.weight.split(' ').map(Number);
      return { family: face.family.replace(/^["']|["']$/g, ''), min: min!, max: max! };
    });
    const missing = new Map<string, string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const text = walker.currentNode.textContent!.trim();
      if (!text) continue;
      const style = getComputedStyle(walker.currentNode.parentElement!);
      const family = style.fontFamily.split(',')[0]!.trim().replace(/^["']|["']$/g, '');
      const weight = Number(style.fontWeight);
      const own = faces.filter((face) => face.family === family);
      if (own.length && !own.some((face) => weight >= face.min && weight <= face.max)) missing.set(`${family} ${weight}`, text.slice(0, 40));
    }
    return [...missing].map(([pair, text]) => `${pair}: ${text}`);
  });
}

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Runs axe on the page as it is now; every violation of any impact fails, listed by rule and target.
 *
 * In legacy mode axe runs whole in the page (axe.run). The default runs a part in each frame and joins the parts in a
 * blank page it opens for each call: a new page, axe's 550 kB injected twice more and every result copied across,
 * for pages that have no frames. Only the violations are described node by node; the passes would be too and are
 * never read. Together: 0.75 CPU s less per call, a hundred calls a run. a11y.spec plants violations to prove axe
 * still finds them.
 */
export async function audit(page: Page, { exclude }: { exclude?: string | undefined } = {}) {
  // axe in a frame answers only messages branded as its own (axe's getSource: branding and version). AxeBuilder
  // brands each frame with axe.configure after putting axe in it, but gives up on a frame whose injection takes over
  // 1 s, without a word, and skips its configure: the page and the frame then ignore each other. Seen beside CI's Jest
  // (the planted frame of a11y.spec waited out the test; with axe's 500 ms ping it was left out, ci-52) and
  // reproduced here with both cores taken, 2 of 6. So axe goes into every frame here first, branded as AxeBuilder
  // brands it, each step awaited for as long as it takes, and AxeBuilder's own source only checks axe is in place.
  // No ping (pingWaitTime 0): every frame is asked for its results.
  for (const frame of page.frames()) {
    if (await frame.evaluate(AXE_MISSING)) await frame.evaluate(axe.source);
    await frame.evaluate(AXE_BRANDING);
  }
  const builder = new AxeBuilder({ page, axeSource: AXE_IN_PLACE })
    .withTags(TAGS)
    .options({ resultTypes: ['violations'], pingWaitTime: 0 })
    .setLegacyMode();
  const results = await (exclude ? builder.exclude(exclude) : builder).analyze();
  return results.violations.map((violation) => `${violation.impact} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/**
 * What a staff page is held to at a width: pictured whole beside the test's results (`picture`, or the path with its
 * separators as underscores, then the width), to be looked at whenever it changes; axe-clean; and no wider than the
 * screen but for a table in a scrolling region of its own.
 */
export async function heldToAWidth(page: Page, path: string, width: number, { picture, exclude }: { picture?: string; exclude?: string } = {}) {
  await page.screenshot({ path: test.info().outputPath(`${picture ?? path.slice(1).replace(/[^a-z0-9-]+/gi, '_')}-${width}.png`), fullPage: true });
  const where = `${picture ? `${picture}: ` : ''}${path} at ${width}`;
  expect(await audit(page, { exclude }), where).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(width);
}

const AXE_MISSING = "typeof window.axe === 'undefined'";
const AXE_IN_PLACE = `if (${AXE_MISSING}) throw new Error('axe was not put into this frame before the audit');`;
// What @axe-core/playwright's axeConfigure() runs in legacy mode. Should it brand differently, the planted frame of
// a11y.spec goes unanswered and that test fails.
const AXE_BRANDING = "axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });";

/**
 * Content below the fold starts transparent and slides in when it scrolls into view: jump to the bottom and wait
 * until nothing on screen is still waiting to reveal and no CSS transition is still running.
 */
export async function revealBottom(page: Page) {
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
  await expect
    .poll(() =>
      page.evaluate(() => {
        const waiting = [...document.querySelectorAll('[data-armed]')].some((element) => {
          const rect = element.getBoundingClientRect();
          return rect.bottom > 0 && rect.top < window.innerHeight;
        });
        const moving = document.getAnimations().some((animation) => animation instanceof CSSTransition && animation.playState === 'running');
        return !waiting && !moving;
      }),
    )
    .toBe(true);
}
