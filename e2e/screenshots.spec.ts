import { test } from '@playwright/test';
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
        const name = route === '/' ? 'home' : route.slice(1).replaceAll('/', '_');
        await page.screenshot({ path: `e2e-artifacts/screenshots/${name}-${width}.png`, fullPage: true });
      });
    }
  });
}
