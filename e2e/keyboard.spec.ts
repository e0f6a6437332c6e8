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

/** What a visitor types into each kind of field; a select moves one option down, a checkbox is ticked. */
const TYPED: Record<string, string> = {
  first_name: 'Ana',
  last_name: 'Silva',
  company_name: 'Silva Logistics',
  email_address: 'ana@example.org',
  mobile_no: '7700900123',
  message: 'We want our delivery notes read by software rather than by hand.',
};

/**
 * Fills a form with the keyboard alone, in the order Tab reaches its fields: from the first field to the submit
 * button, every control on the way is answered (a link in a label is passed over). Focus must stay visible.
 * Returns the fields answered, in order (their ids without the form's prefix).
 */
async function fillByKeyboard(page: Page, formId: string) {
  await tabTo(page, `#${formId}-first_name`);
  const answered: string[] = [];
  for (let step = 0; step < 30; step += 1) {
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLInputElement;
      const style = getComputedStyle(element);
      return { tag: element.tagName, type: element.type, name: element.name, id: element.id, visible: style.outlineStyle !== 'none' && style.outlineWidth !== '0px' };
    });
    expect(focused.visible, `focus is visible on ${focused.id || focused.tag}`).toBe(true);
    if (focused.tag === 'BUTTON' && focused.type === 'submit') return answered;
    if (focused.tag === 'SELECT') await page.keyboard.press('ArrowDown');
    else if (focused.type === 'checkbox') await page.keyboard.press('Space');
    else if (focused.tag !== 'A') await page.keyboard.type(TYPED[focused.name] ?? '');
    if (focused.tag !== 'A') answered.push(focused.id.replace(`${formId}-`, ''));
    await page.keyboard.press('Tab');
  }
  throw new Error(`never reached the submit button of #${formId} by keyboard`);
}

test.describe('a keyboard-only journey', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      sessionStorage.setItem('quillmark:intro-seen', '1');
      document.cookie = 'accept=false; path=/';
    });
    await page.route('**/api/v1/**', (route) => route.fulfill({ status: 201, contentType: 'application/json', body: JSON.stringify({ ok: true, ref: 'QM-20261122-KEYB01' }) }));
  });

  // One journey once, split in three: on a busy machine the whole ran into its 30 s limit.
  test('the skip link, the menu and every menu link', async ({ page }) => {
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
  });

  test('a form ticked and sent from the keyboard, its popup closed with Escape', async ({ page }) => {
    await page.goto('/sponsorship');
    await fillByKeyboard(page, 'sponsorship');
    await expect(page.locator('#sponsorship-terms')).toBeChecked();
    await expect(page.locator('form#sponsorship button[type="submit"]')).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /Thanks for reaching out!/ });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.locator('form#sponsorship').getByRole('button', { name: 'Submit' })).toBeFocused();
  });

  test('the slider controls: play, pause, previous and next', async ({ page }) => {
    // The slides rotate only with the motion on; the suite's default is reduced (playwright.config.ts).
    await page.emulateMedia({ reducedMotion: 'no-preference' });
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
    // A slide that autoplay began before the pause ends first: wait until the slides hold still for ten frames.
    await page.waitForFunction(
      () => {
        const state = window as unknown as { lastX?: number; stillFrames?: number };
        const x = new DOMMatrix(getComputedStyle(document.querySelector('#project-logos-slides')!).transform).m41;
        state.stillFrames = x === state.lastX ? (state.stillFrames ?? 0) + 1 : 0;
        state.lastX = x;
        return state.stillFrames >= 10;
      },
      undefined,
      { polling: 'raf' },
    );
    const before = await position();
    await page.keyboard.press('Enter');
    await expect.poll(position).not.toBe(before);
    await page.keyboard.press('ArrowRight');
  });

  const forms = [
    { path: '/contact-us', id: 'contact', endpoint: 'contact-us', fields: ['first_name', 'last_name', 'company_name', 'email_address', 'mobile_country_code', 'mobile_no', 'message', 'subscribe'] },
    { path: '/bootcamp', id: 'bootcamp', endpoint: 'add-bootcamp', fields: ['first_name', 'last_name', 'email_address', 'mobile_country_code', 'mobile_no', 'interest', 'terms'] },
    { path: '/studyabroad', id: 'study-abroad', endpoint: 'add-study-abroad', fields: ['first_name', 'last_name', 'email_address', 'mobile_country_code', 'mobile_no', 'preferred_country_of_study', 'preferred_course', 'terms'] },
    { path: '/sponsorship', id: 'sponsorship', endpoint: 'add-sponsorship', fields: ['first_name', 'last_name', 'email_address', 'mobile_country_code', 'mobile_no', 'type_of_sponsorship', 'terms'] },
  ];
  for (const form of forms) {
    test(`the ${form.id} form: filled, sent and its popup closed with the keyboard alone`, async ({ page }) => {
      const sent: Record<string, Record<string, unknown>> = {};
      await page.route('**/api/v1/**', (route) => {
        sent[new URL(route.request().url()).pathname.replace('/api/v1/', '')] = route.request().postDataJSON();
        return route.fulfill({ status: 201, contentType: 'application/json', body: JSON.stringify({ ok: true, ref: 'QM-20261124-KEYB02' }) });
      });
      await page.goto(form.path);
      expect(await fillByKeyboard(page, form.id)).toEqual(form.fields);
      await page.keyboard.press('Enter');

      // The contact form's box asks for the newsletter: its popup takes the address, by keyboard too.
      if (form.fields.includes('subscribe')) {
        const newsletter = page.getByRole('dialog', { name: 'Subscribe to our Newsletter.' });
        await expect(newsletter).toBeVisible();
        await tabTo(page, `#${form.id}-newsletter input[type="email"]`);
        await page.keyboard.type('ana@example.org');
        await page.keyboard.press('Enter');
        await expect(newsletter.getByText('Almost there', { exact: false })).toBeVisible();
        expect(sent.newsletter).toMatchObject({ email_address: 'ana@example.org' });
        await page.keyboard.press('Escape');
        await expect(newsletter).toBeHidden();
      } else {
        const thanks = page.getByRole('dialog', { name: /Thanks for reaching out!/ });
        await expect(thanks).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(thanks).toBeHidden();
      }
      await expect(page.locator(`form#${form.id}`).getByRole('button', { name: 'Submit' })).toBeFocused();
      const payload = sent[form.endpoint]!;
      expect(payload).toMatchObject({ first_name: 'Ana', last_name: 'Silva', email_address: 'ana@example.org', mobile_country_code: '+44', mobile_no: '7700900123' });
      for (const choice of form.fields.filter((name) => !(name in TYPED) && !['mobile_country_code', 'subscribe', 'terms'].includes(name))) {
        expect(payload[choice], `${choice} was chosen with the arrow key`).toBeTruthy();
      }
    });
  }
});
