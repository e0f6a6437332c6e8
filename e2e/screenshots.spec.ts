import { test } from './fixtures';
import { allRoutes } from '../lib/routes';

// Saves every route at 390 px and 1440 px as a CI artifact (e2e-artifacts/screenshots).
for (const width of [390, 1440]) {
  test.describe(`screenshots at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 800 ? 844 : 900 }, reducedMotion: 'reduce' });
    for (const route of allRoutes()) {
      test(`${route}`, async ({ page }) => {
        await page.addInitScript(() => {
          document.cookie = 'accept=false; path=/';
        });
        await page.goto(route, { waitUntil: 'networkidle' });
        // Walk down the page so lazy images load, then come back to the top.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 60));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForLoadState('networkidle');
        // A full-page capture is not a scroll: draw the parts whose layout waits for the viewport (globals.css).
        await page.addStyleTag({ content: '[data-defer-layout] { content-visibility: visible !important; }' });
        const name = route === '/' ? 'home' : route.slice(1).replaceAll('/', '_');
        await page.screenshot({ path: `e2e-artifacts/screenshots/${name}-${width}.png`, fullPage: true });
      });
    }
  });
}
