import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { allRoutes } from '../lib/routes';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Runs axe on the page as it is now; every violation of any impact fails, listed by rule and target. */
async function audit(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations.map((violation) => `${violation.impact} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/**
 * Content below the fold starts transparent and slides in when it scrolls into view: jump to the bottom and wait
 * until nothing on screen is still waiting to reveal and no CSS transition is still running.
 */
async function revealBottom(page: Page) {
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

async function settle(page: Page) {
  await page.addInitScript(() => {
    sessionStorage.setItem('quillmark:intro-seen', '1');
    document.cookie = 'accept=false; path=/';
  });
}

test.describe('axe on every route', () => {
  for (const route of allRoutes()) {
    test(`${route} has no violations`, async ({ page }) => {
      await settle(page);
      await page.goto(route, { waitUntil: 'networkidle' });
      await revealBottom(page);
      expect(await audit(page)).toEqual([]);
    });
  }
});

test.describe('axe with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  for (const route of ['/', '/services/web-development', '/studyabroad', '/contact-us']) {
    test(`${route} has no violations`, async ({ page }) => {
      await page.addInitScript(() => {
        document.cookie = 'accept=true; path=/';
      });
      await page.goto(route, { waitUntil: 'networkidle' });
      expect(await audit(page)).toEqual([]);
    });
  }
});

test.describe('axe in each state', () => {
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
