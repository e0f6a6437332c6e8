import { expect, test, type Page } from './fixtures';
import { audit, revealBottom } from './page-checks';

async function settle(page: Page) {
  await page.addInitScript(() => {
    sessionStorage.setItem('quillmark:intro-seen', '1');
    document.cookie = 'accept=false; path=/';
  });
}

// Every route is swept at 390 and 1440 px under reduced motion in e2e/pages.spec.ts. Here a few, one of each kind of
// page, with the motion on: the intro seen, the cookie choice made, each reveal run to its end. So is every state below.
test.describe('axe with the motion on', () => {
  test.use({ reducedMotion: 'no-preference' });
  for (const route of ['/', '/services/web-development', '/studyabroad', '/contact-us', '/blog/cloud-cost-control-for-growing-teams']) {
    test(`${route} has no violations`, async ({ page }) => {
      await settle(page);
      await page.goto(route, { waitUntil: 'networkidle' });
      await revealBottom(page);
      expect(await audit(page)).toEqual([]);
    });
  }
});

test('axe finds what it forbids, in the page and in a frame of the site', async ({ page }) => {
  await settle(page);
  await page.goto('/contact-us');
  await page.evaluate(() => {
    const main = document.querySelector('main')!;
    main.insertAdjacentHTML('afterbegin', '<img src="/icon.svg"><button></button><p style="color:#eee;background:#fff">Faint words</p>');
    const frame = document.createElement('iframe');
    frame.title = 'A planted frame';
    frame.srcdoc = '<html lang="en"><title>Frame</title><body><input type="text"></body></html>';
    main.prepend(frame);
    return new Promise((resolve) => frame.addEventListener('load', resolve));
  });
  const found = (await audit(page)).map((line) => line.split(':')[0]);
  expect(found).toEqual(expect.arrayContaining(['critical image-alt', 'critical button-name', 'serious color-contrast', 'critical label']));
});

test.describe('axe in each state', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('with the menu open', async ({ page }) => {
    await settle(page);
    await page.goto('/services');
    await page.getByRole('button', { name: 'Open menu' }).click();
    // The opening (gsap, loaded on first use) has ended when the last link is fully shown.
    await expect.poll(() => page.locator('#site-menu li').last().evaluate((item) => item.style.opacity), { timeout: 10_000 }).toBe('1');
    expect(await audit(page)).toEqual([]);
  });

  test('with a popup open', async ({ page }) => {
    await settle(page);
    await page.route('**/api/v1/**', (route) => route.fulfill({ status: 201, contentType: 'application/json', body: JSON.stringify({ ok: true, ref: 'QM-20261122-TEST01' }) }));
    await page.goto('/bootcamp');
    const form = page.locator('form#bootcamp');
    await form.getByLabel('First name').fill('Ana');
    await form.getByLabel('Last name').fill('Silva');
    await form.getByLabel('Email address').fill('ana@example.org');
    await form.getByLabel('Mobile number').fill('7700900123');
    await form.getByLabel('Track you are interested in').selectOption('data');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await audit(page)).toEqual([]);
  });

  test('with the cookie banner shown and the preloader playing', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Cookie choice' })).toBeVisible();
    // As in the route sweep, let content below the fold reveal itself first (it starts transparent).
    await revealBottom(page);
    expect(await audit(page)).toEqual([]);
  });

  test('with form errors shown', async ({ page }) => {
    await settle(page);
    await page.goto('/contact-us');
    await page.locator('form#contact').getByRole('button', { name: 'Submit' }).click();
    await expect(page.locator('form#contact [aria-invalid="true"]').first()).toBeVisible();
    expect(await audit(page)).toEqual([]);
  });
});
