import { CHROMIUM_ARGS, CHROMIUM_SHELL_PATH } from './chromium';
import { expect, test } from './fixtures';
import { watchScripts } from './page-signals';

// A browser with WebGL switched off: the deformation must fall back to the plain media, silently.
test.use({ reducedMotion: 'no-preference', launchOptions: { executablePath: CHROMIUM_SHELL_PATH, args: [...CHROMIUM_ARGS, '--disable-webgl', '--disable-3d-apis'] } });

test('without WebGL the plain media stays, with no message and no error', async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('quillmark:intro-seen', '1'));
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const added = await watchScripts(page);
  // The deformation's 2.5 s delay runs on page.clock: moved past, not waited out.
  await page.clock.install();
  await page.goto('/products');
  await page.clock.runFor(3_000);
  const before = await added.count();
  await page.mouse.wheel(0, 500);
  // The scroll started the deformation: its chunk was fetched and has run, and found no WebGL.
  await expect.poll(() => added.settledAfter(before)).toBe(true);
  await expect(page.locator('canvas[data-gl-canvas]')).toHaveCount(0);
  await expect(page.locator('[data-gl-live]')).toHaveCount(0);
  await expect(page.locator('main [data-gl-media] :is(img, video)').first()).toBeVisible();
  expect(errors).toEqual([]);
});
