import { expect, test, waitForHydration, type Page } from './fixtures';
import { nextFrames, nextTask, watchScripts } from './page-signals';

// A form never fights the visitor: no message on a form just accepted, and a message shown as a field is left never
// moves the control the visitor is reaching for. Imported by forms.spec.ts, with whose tests these share the mock
// upstream and so run one at a time.

type Scope = ReturnType<Page['locator']>;

interface FormCase {
  route: string;
  form: string;
  /** Selects past the country code, by label. */
  choices: [label: string, value: string][];
  /** The text field a visitor types last before sending, and what they type. */
  last: [label: string, value: string];
  /** The box below the phone number, which a thumb reaches for next. */
  box: RegExp;
}

const forms: FormCase[] = [
  { route: '/contact-us', form: 'contact', choices: [], last: ['How can we help?', 'A quote for reading our delivery notes.'], box: /newsletter/ },
  { route: '/bootcamp', form: 'bootcamp', choices: [['Track you are interested in', 'ai']], last: ['Mobile number', '7700900456'], box: /terms and conditions/ },
  { route: '/studyabroad', form: 'study-abroad', choices: [['Preferred country of study', 'uk'], ['Preferred course', 'it']], last: ['Mobile number', '7700900456'], box: /terms and conditions/ },
  { route: '/sponsorship', form: 'sponsorship', choices: [['Type of sponsorship', 'care']], last: ['Mobile number', '7700900456'], box: /terms and conditions/ },
];

/** Every field valid, the case's last field typed last (it keeps focus). */
async function fill({ form, choices, last }: FormCase, scope: Scope) {
  await scope.getByLabel('First name').fill('Priya');
  await scope.getByLabel('Last name').fill('Raman');
  if (form === 'contact') await scope.getByLabel('Company').fill('Harbourline Ports');
  await scope.getByLabel('Email address').fill('priya@harbourline.example.com');
  await scope.getByLabel('Country code').selectOption('+44');
  await scope.getByLabel('Mobile number').fill('7700900456');
  for (const [label, value] of choices) await scope.getByLabel(label).selectOption(value);
  await scope.getByLabel(last[0]).fill(last[1]);
}

/** What a visitor would read as a complaint: a field marked invalid, or any words under one. */
async function expectNoMessage(scope: Scope) {
  await expect(scope.locator('[aria-invalid="true"]')).toHaveCount(0);
  await expect(scope.locator('[id$="-error"], [role="alert"]').filter({ hasText: /\S/ })).toHaveCount(0);
}

/** An element's bounding box on the page, not the viewport, read in one go: a scroll, smooth or not, is not a move. */
function placeOf(target: Scope) {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return { x: box.x + window.scrollX, y: box.y + window.scrollY, width: box.width, height: box.height };
  });
}

/** Past the cookie choice and the intro, which would lie over a thumb's target at 390 px. */
async function skipIntro(page: Page) {
  await page.addInitScript(() => {
    sessionStorage.setItem('quillmark:intro-seen', '1');
    document.cookie = 'accept=false; path=/';
  });
}

test.describe('a form just accepted', () => {
  for (const formCase of forms) {
    test(`${formCase.route}: a mouse click on Submit straight after typing leaves no message on the reset form`, async ({ page }) => {
      await page.goto(formCase.route);
      const scope = page.locator(`form#${formCase.form}`);
      await fill(formCase, scope);
      await expect(scope.getByLabel(formCase.last[0])).toBeFocused();
      await scope.getByRole('button', { name: 'Submit' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      // Opening the dialog blurred the field typed last: its check has run and painted by now.
      await nextTask(page);
      await nextFrames(page, 3);
      await expect(scope.getByLabel('First name')).toHaveValue('');
      await expectNoMessage(scope);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
      await nextTask(page);
      await expectNoMessage(scope);
    });
  }

  test('a form refused without its scripts, then sent with them, shows none of the refusal once reset', async ({ page }) => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/_next/static/**/*.js', async (route) => {
      await released;
      await route.continue().catch(() => undefined);
    });
    const [formCase] = forms;
    await page.goto(formCase!.route, { waitUntil: 'commit' });
    const scope = page.locator(`form#${formCase!.form}`);
    await fill(formCase!, scope);
    await scope.getByLabel('Last name').fill('');
    await scope.getByRole('button', { name: 'Submit' }).click();
    await page.waitForLoadState('domcontentloaded');
    await expect(scope.locator(`#${formCase!.form}-last_name-error`)).toHaveText('This field is required');
    release();
    await waitForHydration(page);
    await scope.getByLabel('Last name').fill('Raman');
    await scope.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await nextTask(page);
    await expectNoMessage(scope);
  });
});

test.describe('a tap after leaving a field, at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test.beforeEach(async ({ page }) => {
    await skipIntro(page);
  });

  for (const { route, form, box } of forms) {
    test(`${route}: the box below a wrong phone number stays put and takes the tap`, async ({ page }) => {
      const scripts = await watchScripts(page);
      await page.goto(route);
      // Instant scrolling, so the box is where it was measured when the finger comes down.
      await page.addStyleTag({ content: 'html { scroll-behavior: auto !important; }' });
      const scope = page.locator(`form#${form}`);
      const phone = scope.getByLabel('Mobile number');
      // The first touch fetches the checks; once they are in, leaving the field shows its message at once.
      const before = await scripts.count();
      await phone.tap();
      await expect.poll(() => scripts.settledAfter(before)).toBe(true);
      await page.keyboard.type('98765');
      const checkbox = scope.getByRole('checkbox', { name: box });
      await checkbox.scrollIntoViewIfNeeded();
      const unmoved = await placeOf(checkbox);
      await checkbox.tap();
      await expect(phone).toHaveAttribute('aria-invalid', 'true');
      await expect(scope.getByText('Please enter a phone number of 6 to 15 digits')).toBeVisible();
      expect(await placeOf(checkbox)).toEqual(unmoved);
      await expect(checkbox).toBeChecked();
    });
  }

  test('in the fallback face, as when the web font missed the first paint, the box under the phone stays put', async ({ page }) => {
    // The faces never arrive: the page keeps the system's, wider than the site's on this machine (DejaVu Sans).
    await page.route('**/*.woff2', (route) => route.abort());
    await page.goto('/studyabroad');
    const scope = page.locator('form#study-abroad');
    const phone = scope.getByLabel('Mobile number');
    await phone.tap();
    await page.keyboard.type('98765');
    const checkbox = scope.getByRole('checkbox', { name: /terms and conditions/ });
    await checkbox.scrollIntoViewIfNeeded();
    const unmoved = await placeOf(checkbox);
    await checkbox.tap();
    await expect(scope.getByText('Please enter a phone number of 6 to 15 digits')).toBeVisible();
    expect(await placeOf(checkbox)).toEqual(unmoved);
    await expect(checkbox).toBeChecked();
  });

  test("the newsletter popup's Close stays put when its address is refused on leaving it", async ({ page }) => {
    await page.goto('/contact-us');
    const scope = page.locator('form#contact');
    await fill(forms[0]!, scope);
    await scope.getByRole('checkbox', { name: /newsletter/ }).tap();
    await scope.getByRole('button', { name: 'Submit' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Subscribe to our Newsletter.' });
    await expect(dialog).toBeVisible();
    const email = dialog.getByPlaceholder('Enter your email');
    const close = dialog.getByRole('button', { name: 'Close' });
    await email.tap();
    await page.keyboard.type('ana@example');
    const unmoved = await placeOf(close);
    await dialog.getByRole('heading').tap();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText('Please enter a valid email')).toBeVisible();
    expect(await placeOf(close)).toEqual(unmoved);
    await close.tap();
    await expect(dialog).toBeHidden();
  });
});

/** The widths a message must fit at: the smallest phone, common phones, a tablet, a laptop, a desktop. */
const WIDTHS = [320, 360, 390, 768, 1024, 1440];

test.describe('every message on the line kept for it', () => {
  for (const { route, form, box } of forms) {
    test(`${route}: the longest messages, all at once, move nothing below them from 320 to 1440 px`, async ({ page }) => {
      await skipIntro(page);
      await page.goto(route);
      const scope = page.locator(`form#${form}`);
      const below = [scope.getByRole('checkbox', { name: box }), scope.getByRole('button', { name: 'Submit' })];
      // Where a control sits in its form: what the page holds above the form (a slider, a counter) may settle by a
      // fraction of a pixel between two measures, and is not the messages' doing.
      const formElement = await scope.elementHandle();
      const inForm = (target: Scope) =>
        target.evaluate(
          (element, frame) => {
            const box = element.getBoundingClientRect();
            const outer = frame!.getBoundingClientRect();
            return { x: box.x - outer.x, y: box.y - outer.y, width: box.width, height: box.height };
          },
          formElement,
        );
      // One visit: where the controls sit at each width, then the messages, then the same widths again. A page the
      // viewport resizes lays out as one loaded at that width, and a visit was most of this test's time.
      const unmoved = [];
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        unmoved.push(await Promise.all(below.map(inForm)));
      }
      await scope.getByLabel('First name').fill('R2');
      await scope.getByLabel('Last name').fill('x'.repeat(101));
      await scope.getByLabel('Email address').fill('x@y');
      await scope.getByLabel('Mobile number').fill('98765');
      await scope.getByRole('button', { name: 'Submit' }).click();
      await expect(scope.getByText('Please keep this under 101 characters')).toBeVisible();
      await expect(scope.getByText('Please enter a phone number of 6 to 15 digits')).toBeVisible();
      for (const [index, width] of WIDTHS.entries()) {
        await page.setViewportSize({ width, height: 900 });
        await expect(scope.getByText('Please enter a phone number of 6 to 15 digits')).toBeVisible();
        expect(await Promise.all(below.map(inForm)), `at ${width} px`).toEqual(unmoved[index]);
      }
    });
  }
});

test.describe('an accepted post without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const formCase of forms) {
    test(`${formCase.route}: the answer page shows no message`, async ({ page }) => {
      await page.goto(formCase.route);
      const scope = page.locator(`form#${formCase.form}`);
      await fill(formCase, scope);
      if (formCase.form === 'contact') await scope.getByRole('checkbox', { name: /newsletter/ }).check();
      await scope.getByRole('button', { name: 'Submit' }).click();
      await page.waitForURL(/\/thank-you\?/);
      await expect(page.locator('[data-reference]')).toHaveText(/^QM-/);
      await expectNoMessage(page.locator('main'));
      if (formCase.form !== 'contact') return;
      // The sign-up the contact form asked for, sent from that page: its answer too.
      await page.getByRole('textbox', { name: 'Email address' }).fill(`priya.${Date.now()}@harbourline.example.com`);
      await page.getByRole('button', { name: 'Send' }).click();
      await page.waitForURL(/\/thank-you\?form=newsletter/);
      await expectNoMessage(page.locator('main'));
    });
  }
});
