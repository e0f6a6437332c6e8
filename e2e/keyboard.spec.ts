import { expect, test, type Page } from './fixtures';

/** Presses Tab until the focused element matches the selector, asserting focus is always visible on the way. */
async function tabTo(page: Page, selector: string, limit = 120) {
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press('Tab');
    const state = await page.evaluate((wanted) => {
      const element = document.activeElement;
      if (!element || element === document.body) return { hit: false, visible: true };
      const style = getComputedStyle(element);
      return { hit: element.matches(wanted), visible: style.outlineStyle !== 'none' && style.outlineWidth !== '0px' };
    }, selector);
    expect(state.visible, `focus is visible at step ${step}`).toBe(true);
    if (state.hit) return;
  }
  throw new Error(`never reached ${selector} by keyboard`);
}

test.describe('a keyboard-only journey', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      sessionStorage.setItem('quillmark:intro-seen', '1');
      document.cookie = 'accept=false; path=/';
    });
    await page.route('**/api/v1/**', (route) => route.fulfill({ status: 201, contentType: 'application/json', body: JSON.stringify({ ok: true, ref: 'QM-20261122-KEYB01' }) }));
  });

  test('skip link, menu, every menu link, a form with its popup, and the slider controls', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);

    await page.goto('/');
    await tabTo(page, '[aria-controls="site-menu"]');
    await page.keyboard.press('Enter');
    const links = page.locator('#site-menu a');
    await expect(links.first()).toBeFocused();
    for (let index = 1; index < (await links.count()); index += 1) {
      await page.keyboard.press('Tab');
      await expect(links.nth(index)).toBeFocused();
    }
    await page.keyboard.press('Escape');
    await expect(page.locator('#site-menu')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.locator('#site-menu a[href="/services"]')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/services$/);

    await page.goto('/sponsorship');
    await tabTo(page, '#sponsorship-first_name');
    await page.keyboard.type('Ana');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Silva');
    await page.keyboard.press('Tab');
    await page.keyboard.type('ana@example.org');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('7700900123');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(page.locator('#sponsorship-terms')).toBeChecked();
    await tabTo(page, 'form#sponsorship button[type="submit"]');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /Thanks for reaching out!/ });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.locator('form#sponsorship').getByRole('button', { name: 'Submit' })).toBeFocused();

    await page.goto('/services/software-development');
    await tabTo(page, '#project-logos button');
    // Focus inside the carousel stops the rotation (W3C pattern), so the control now offers Play.
    const control = page.locator('#project-logos button').first();
    await expect(control).toBeFocused();
    await expect(control).toHaveAttribute('aria-label', 'Play the slides');
    await page.keyboard.press('Enter');
    await expect(control).toHaveAttribute('aria-label', 'Pause the slides');
    await page.keyboard.press('Enter');
    await expect(control).toHaveAttribute('aria-label', 'Play the slides');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Previous slide' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Next slide' })).toBeFocused();
    const position = () => page.locator('#project-logos-slides').evaluate((element) => Math.round(new DOMMatrix(getComputedStyle(element).transform).m41));
    await page.waitForTimeout(1_200);
    const before = await position();
    await page.keyboard.press('Enter');
    await expect.poll(position).not.toBe(before);
    await page.keyboard.press('ArrowRight');
  });
});
