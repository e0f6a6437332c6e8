import path from 'node:path';
import { expect, test, type Page } from './fixtures';
import { audit, revealBottom, watch, weightsWithoutAFace } from './page-checks';
import { shippedRoutes } from '../lib/articles/shipped';

/**
 * Every route at 390 px and 1440 px, one visit each: its first screen against the baseline, its outline (one h1, a
 * title, a description, main and footer), its fonts, axe on the whole page, and no error on the way.
 *
 * One visit serves the three because a visit is what costs: the sweeps were three specs of their own (screenshots,
 * axe at 1280 px, the outline), 144 visits and a third of the suite's browser time. For the same reason the visits
 * share one page per worker and viewport (the sweepPage fixture, e2e/fixtures.ts), each from an empty cache.
 *
 * The baselines are in e2e/__screenshots__ (snapshotPathTemplate in playwright.config.ts). After a deliberate visual
 * change, look at the diffs in test-results, then refresh them: npx playwright test e2e/pages.spec.ts
 * --update-snapshots. Full-page screenshots for people to look at come from a running site:
 * node scripts/screenshots.mjs <dir> <route...>.
 *
 * Under reduced motion (stills, no reveals, no canvases): e2e/a11y.spec.ts runs axe on a few routes with the motion
 * on, after the reveals.
 */

const STYLE = path.join(__dirname, 'screenshots.css');

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

/** Waits for what the first screen draws with: the web fonts and every image that reaches into the viewport. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const inView = [...document.images].filter((image) => {
      const box = image.getBoundingClientRect();
      return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
    });
    await Promise.all(inView.map((image) => image.decode().catch(() => undefined)));
  });
}

for (const viewport of VIEWPORTS) {
  test.describe(`first screen at ${viewport.width} px`, () => {
    // Reduced motion stills the intro, reveals, counters, autoplay and the canvases (lib/motion.ts).
    test.use({ viewport, reducedMotion: 'reduce' });
    for (const route of shippedRoutes()) {
      test(route, async ({ sweepPage: page, baseURL }) => {
        const problems = watch(page);
        await page.context().addCookies([{ name: 'accept', value: 'false', url: baseURL! }]);
        // The faces are `font-display: optional`: a first visit whose fonts miss the first paint keeps the fallback
        // for that page. The baselines are of a returning visitor, whose fonts come from the cache at once.
        // The load event waits for the faces and pictures the first screen asked for; settle() waits for their
        // decoding. Not networkidle: the insights script comes after an idle moment and draws nothing.
        expect((await page.goto(route))?.status()).toBe(200);
        await page.reload();
        await settle(page);
        const name = route === '/' ? 'home' : route.slice(1).replaceAll('/', '_');
        await expect(page).toHaveScreenshot(`${name}-${viewport.width}.png`, {
          animations: 'disabled',
          caret: 'hide',
          // Hides what draws from time or the GPU: canvases, the demos' animated images and videos (see the file).
          stylePath: STYLE,
          // threshold is per pixel (pixelmatch's YIQ distance, 0.2 is Playwright's default): repeated runs here
          // differ by up to 15 per channel inside downscaled images and never by more. maxDiffPixels is the room
          // for a few antialiased glyph edges: a heading moved by 2 px changes 1,100 or more pixels.
          threshold: 0.2,
          maxDiffPixels: 100,
          // A 1440 px capture on a loaded machine can take seconds, and the matcher takes two to see it is stable.
          timeout: 20_000,
        });

        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.locator('h1')).not.toBeEmpty();
        expect(await page.title()).toMatch(/\S/);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
        await expect(page.locator('main#main')).toHaveCount(1);
        await expect(page.locator('footer')).toHaveCount(1);
        expect(await weightsWithoutAFace(page)).toEqual([]);

        await revealBottom(page);
        expect(await audit(page)).toEqual([]);
        expect(problems).toEqual([]);
      });
    }
  });
}
