import { expect, test, type Page } from './fixtures';
import { nextFrames, nextTask, watchScripts as watchAddedScripts } from './page-signals';
import { upstream } from './upstream';
import './no-js-cases';
import './form-touch-cases';

// The forms share one mock upstream whose mode is global: run them one at a time.
test.describe.configure({ mode: 'serial' });

const person = { first_name: 'José María', last_name: "O'Brien", email_address: 'jose@harbourline.example.com', mobile_no: '7700900123' };

async function fillPerson(page: Page, form: string, values = person) {
  const scope = page.locator(`form#${form}`);
  await scope.getByLabel('First name').fill(values.first_name);
  await scope.getByLabel('Last name').fill(values.last_name);
  await scope.getByLabel('Email address').fill(values.email_address);
  await scope.getByLabel('Country code').selectOption('+44');
  await scope.getByLabel('Mobile number').fill(values.mobile_no);
  return scope;
}

const expectedPerson = { ...person, mobile_country_code: '+44' };
const COMPANY = 'Harbourline Ports';

/** The whole contact form: the person, the company and `message`. */
async function fillContact(page: Page, message: string) {
  const scope = await fillPerson(page, 'contact');
  await scope.getByLabel('Company').fill(COMPANY);
  await scope.getByLabel('How can we help?').fill(message);
  return scope;
}

test.beforeEach(async () => {
  await upstream.reset();
});

test.describe('every form', () => {
  for (const [route, form, fields] of [
    ['/contact-us', 'contact', ['first_name', 'last_name', 'company_name', 'email_address', 'mobile_country_code', 'mobile_no', 'message', 'subscribe']],
    ['/bootcamp', 'bootcamp', ['first_name', 'last_name', 'email_address', 'mobile_country_code', 'mobile_no', 'interest']],
    ['/studyabroad', 'study-abroad', ['first_name', 'last_name', 'email_address', 'mobile_country_code', 'mobile_no', 'preferred_country_of_study', 'preferred_course']],
    ['/sponsorship', 'sponsorship', ['first_name', 'last_name', 'email_address', 'mobile_country_code', 'mobile_no', 'type_of_sponsorship']],
  ] as const) {
    test(`${route} names every input by its payload key, labels it and offers both country codes`, async ({ page }) => {
      await page.goto(route);
      const scope = page.locator(`form#${form}`);
      for (const name of fields) {
        const input = scope.locator(`[name="${name}"]`);
        await expect(input).toHaveCount(1);
        const id = await input.getAttribute('id');
        await expect(scope.locator(`label[for="${id}"]`)).toHaveCount(1);
      }
      await expect(scope.locator('[name="mobile_country_code"] option')).toHaveText(['India (+91)', 'United Kingdom (+44)']);
      await expect(scope.locator('[name="mobile_country_code"]')).toHaveValue('+91');
      const honeypot = scope.locator('[name="website"]');
      await expect(honeypot).not.toBeInViewport();
      await expect(honeypot).toHaveAttribute('tabindex', '-1');
      await expect(scope.locator('[aria-hidden="true"]:has([name="website"])')).toHaveCount(1);
    });
  }
});

test.describe('the contact form', () => {
  test('shows the documented messages, ties them to the fields and focuses the first', async ({ page }) => {
    await page.goto('/contact-us');
    const form = page.locator('form#contact');
    await form.getByRole('button', { name: 'Submit' }).click();
    const first = form.getByLabel('First name');
    await expect(first).toBeFocused();
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    const describedBy = await first.getAttribute('aria-describedby');
    await expect(page.locator(`#${describedBy}`)).toHaveText('This field is required');
    await expect(form.getByText('This field is required')).toHaveCount(6);
    await first.fill('R2D2');
    await form.getByLabel('Email address').fill('not-an-email');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByText('Only alphabets are allowed for this field')).toBeVisible();
    await expect(form.getByText('Please enter valid email')).toBeVisible();
    expect(await upstream.received()).toEqual([]);
  });

  test('checks a field when the visitor leaves it, then as they type, and leaves untouched fields alone', async ({ page }) => {
    await page.goto('/contact-us');
    const form = page.locator('form#contact');
    const first = form.getByLabel('First name');
    const last = form.getByLabel('Last name');
    await first.fill('R2');
    // Typing alone says nothing yet: the field has not been left.
    await expect(first).not.toHaveAttribute('aria-invalid', 'true');
    await last.focus();
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Only alphabets are allowed for this field')).toBeVisible();
    // Once left, every change is checked, with no second blur.
    await first.fill('Ravi');
    await expect(first).not.toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Only alphabets are allowed for this field')).toHaveCount(0);
    await first.fill('');
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    // Going back to First name left Last name empty, so it says so too; fields never visited stay unmarked.
    await expect(last).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('This field is required')).toHaveCount(2);
    await expect(form.getByLabel('Email address')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('How can we help?')).not.toHaveAttribute('aria-invalid', 'true');
  });

  test("a mouse click on Submit lands even when leaving a field shows that field's error above the button", async ({ page }) => {
    const scripts = await watchAddedScripts(page);
    await page.goto('/contact-us');
    // Instant scrolling, so the button is where it was measured when the mouse goes down.
    await page.addStyleTag({ content: 'html { scroll-behavior: auto !important; }' });
    const form = page.locator('form#contact');
    const submit = form.getByRole('button', { name: 'Submit' });
    await submit.scrollIntoViewIfNeeded();
    // Focusing the form fetches its checks: once they are in, leaving a field shows its error at once, and so
    // would move the button under a press if the press took focus (the case this test guards).
    const before = await scripts.count();
    await form.getByLabel('How can we help?').click();
    await expect.poll(() => scripts.settledAfter(before)).toBe(true);
    const box = (await submit.boundingBox())!;
    // A person's click: press, hold while the page renders whatever the press set off, release at the same spot.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    // A blur's check resolves in a task and its error paints in the next frames: all of that happens before release.
    await nextTask(page);
    await nextFrames(page, 3);
    await page.mouse.up();
    await expect(form.getByText('This field is required')).toHaveCount(6);
    await expect(form.getByLabel('First name')).toBeFocused();
  });

  test('sends exactly the payload, resets, toasts and opens the thank-you popup', async ({ page }) => {
    await page.goto('/contact-us');
    const form = await fillContact(page, 'A demo of call analytics for 40 agents, please.');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Thank you for choosing us.').first()).toBeVisible();
    const dialog = page.getByRole('dialog', { name: /Thanks for reaching out!/ });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Sit tight, and we’ll get back to you in a jiffy!');
    const [delivery] = await upstream.received();
    expect(delivery).toMatchObject({
      endpoint: 'contact-us',
      body: { ...expectedPerson, company_name: COMPANY, message: 'A demo of call analytics for 40 agents, please.', subscribe: [] },
      idempotencyKey: expect.stringMatching(/^QM-/),
    });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(form.getByRole('button', { name: 'Submit' })).toBeFocused();
    await expect(form.getByLabel('First name')).toHaveValue('');
  });

  test('with subscribe ticked opens the newsletter popup, whose Send subscribes', async ({ page }) => {
    await page.goto('/contact-us');
    const form = await fillContact(page, 'Please keep me posted.');
    await form.getByLabel(/newsletter/).check();
    await form.getByRole('button', { name: 'Submit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Subscribe to our Newsletter.' });
    await expect(dialog).toBeVisible();
    await expect((await upstream.received())[0]?.body).toMatchObject({ subscribe: ['1'] });
    const email = dialog.getByPlaceholder('Enter your email');
    await email.fill('ana@example');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText('Please enter a valid email')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await email.fill('ana@example.org');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText('Almost there')).toBeVisible();
    expect((await upstream.received()).map((delivery) => delivery.endpoint)).toEqual(['contact-us', 'newsletter']);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(form.getByLabel(/newsletter/)).not.toBeChecked();
  });

  test('keeps every value and says so when the network fails', async ({ page }) => {
    await page.goto('/contact-us');
    await page.route('**/api/v1/**', (route) => route.abort('internetdisconnected'));
    const form = await fillContact(page, 'Still here after a failure?');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Something went wrong', { exact: true })).toBeVisible();
    await expect(form.getByRole('status')).toContainText('Your answers are still here');
    await expect(form.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await expect(form.getByLabel('How can we help?')).toHaveValue('Still here after a failure?');
    await expect(form.getByLabel('First name')).toHaveValue(person.first_name);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('reuses the idempotency key when the same attempt is retried', async ({ page }) => {
    await page.goto('/contact-us');
    const keys: string[] = [];
    let fail = true;
    await page.route('**/api/v1/contact-us', async (route) => {
      keys.push((await route.request().headerValue('idempotency-key')) ?? '');
      if (fail) {
        fail = false;
        await route.abort('connectionreset');
      } else {
        await route.continue();
      }
    });
    const form = await fillContact(page, 'Retry me.');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('status')).toContainText('Your answers are still here');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('dialog', { name: /Thanks for reaching out!/ })).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  test('shows a loading, disabled button while sending', async ({ page }) => {
    await page.goto('/contact-us');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/v1/contact-us', async (route) => {
      await held;
      await route.continue();
    });
    const form = await fillContact(page, 'Hold on.');
    await form.getByRole('button', { name: 'Submit' }).click();
    const busy = form.getByRole('button', { name: 'Sending…' });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(form.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });
});

test.describe('progressive loading', () => {
  // Markers of what a visitor who never touches a form should never download: react-hook-form, zod, our schemas, sonner.
  const FORM_LIBRARY = 'shouldUnregister';
  const ZOD = 'ZodError';
  const SCHEMA = 'Only alphabets are allowed for this field';
  const SONNER = 'data-sonner-toaster';

  function watchScripts(page: Page) {
    const bodies: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
    });
    return async (marker: string) => (await Promise.all(bodies)).some((body) => body.includes(marker));
  }

  /** Holds back the script chunk containing `marker` until the returned function is called. */
  async function holdScript(page: Page, marker: string) {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes(marker)) await held;
      await route.fulfill({ response, body });
    });
    return () => release();
  }

  test('validation and toasts load on the first interaction, not with the page', async ({ page }) => {
    const fetched = watchScripts(page);
    await page.goto('/contact-us', { waitUntil: 'networkidle' });
    // No form library at all: the fields are native and a small hook of ours checks them (12 kB gzip less per form page).
    expect(await fetched(FORM_LIBRARY)).toBe(false);
    expect(await fetched(ZOD)).toBe(false);
    expect(await fetched(SCHEMA)).toBe(false);
    expect(await fetched(SONNER)).toBe(false);
    await expect(page.locator('section[aria-live="polite"]')).toHaveCount(0);

    const form = page.locator('form#contact');
    await form.getByLabel('First name').focus();
    // The schema and zod are two chunks fetched side by side: either may arrive first.
    await expect.poll(() => fetched(SCHEMA)).toBe(true);
    await expect.poll(() => fetched(ZOD)).toBe(true);
    // The toast region is live before the first toast, so the toast is announced.
    await expect(page.locator('section[aria-live="polite"][aria-label^="Notifications"]')).toHaveCount(1);

    await form.getByLabel('First name').press('Enter');
    await expect(form.getByLabel('First name')).toBeFocused();
    await expect(form.getByText('This field is required')).toHaveCount(6);
    expect(await upstream.received()).toEqual([]);
  });

  test('a submit before validation has arrived waits for it and never sends unvalidated values', async ({ page }) => {
    const release = await holdScript(page, ZOD);
    await page.goto('/contact-us');
    const form = page.locator('form#contact');
    await form.getByLabel('First name').fill('R2D2');
    // The first touch mounts the toasts: the form's own handlers are live, so the submit below is the script's, not
    // one React would replay as a plain form post after a late hydration (a busy machine hydrates late).
    await expect(page.locator('section[aria-live="polite"][aria-label^="Notifications"]')).toHaveCount(1);
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.locator('button[type="submit"]')).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(form.getByText('Only alphabets are allowed for this field')).toBeVisible();
    await expect(form.getByLabel('First name')).toBeFocused();
    await expect(form.getByLabel('First name')).toHaveValue('R2D2');
    expect(await upstream.received()).toEqual([]);
  });

  test('when validation cannot be fetched, nothing is sent, every answer stays, and the next submit recovers', async ({ page }) => {
    let refuse = true;
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (refuse && body.includes(ZOD)) return route.abort('internetdisconnected');
      return route.fulfill({ response, body });
    });
    await page.goto('/bootcamp');
    const scope = await fillPerson(page, 'bootcamp');
    await scope.getByLabel('Track you are interested in').selectOption('ai');
    await scope.getByRole('button', { name: 'Submit' }).click();
    await expect(scope.getByRole('status')).toContainText('Your answers are still here');
    await expect(scope.getByLabel('First name')).toHaveValue(person.first_name);
    expect(await upstream.received()).toEqual([]);
    refuse = false;
    await scope.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('dialog', { name: /Thanks for reaching out!/ })).toBeVisible();
    expect((await upstream.received())[0]?.body).toEqual({ ...expectedPerson, interest: 'ai' });
  });
});

test.describe('the enquiry forms', () => {
  for (const [route, form, choose, extra] of [
    ['/bootcamp', 'bootcamp', { 'Track you are interested in': 'devops' }, { interest: 'devops' }],
    ['/studyabroad', 'study-abroad', { 'Preferred country of study': 'usa', 'Preferred course': 'care' }, { preferred_country_of_study: 'usa', preferred_course: 'care' }],
    ['/sponsorship', 'sponsorship', { 'Type of sponsorship': 'it' }, { type_of_sponsorship: 'it' }],
  ] as const) {
    test(`${route}: required choice, then success with the popup, terms unticked and never sent`, async ({ page }) => {
      await page.goto(route);
      const scope = await fillPerson(page, form);
      await scope.getByRole('button', { name: 'Submit' }).click();
      const [firstChoice] = Object.keys(choose);
      await expect(scope.getByLabel(firstChoice!)).toBeFocused();
      await expect(scope.getByText('This field is required').first()).toBeVisible();
      for (const [label, value] of Object.entries(choose)) await scope.getByLabel(label).selectOption(value);
      await scope.getByLabel('Email address').fill('jose@localhost');
      await scope.getByRole('button', { name: 'Submit' }).click();
      await expect(scope.getByText('Please enter a valid email')).toBeVisible();
      await scope.getByLabel('Email address').fill(person.email_address);
      const terms = scope.getByRole('checkbox', { name: /terms and conditions/ });
      await terms.check();
      await scope.getByRole('button', { name: 'Submit' }).click();
      const dialog = page.getByRole('dialog', { name: /Thanks for reaching out!/ });
      await expect(dialog).toBeVisible();
      await expect(page.getByText('Thank you for choosing us.').first()).toBeVisible();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
      await expect(terms).not.toBeChecked();
      const [delivery] = await upstream.received();
      expect(delivery?.body).toEqual({ ...expectedPerson, ...extra });
    });
  }

  test('upstream down: the visitor still succeeds, and the enquiry is delivered after recovery', async ({ page }) => {
    await upstream.mode('down');
    await page.goto('/bootcamp');
    const scope = await fillPerson(page, 'bootcamp');
    await scope.getByLabel('Track you are interested in').selectOption('qa');
    await scope.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('dialog', { name: /Thanks for reaching out!/ })).toBeVisible();
    await expect(scope.getByRole('status')).toContainText('saved and will reach our team shortly');
    expect(await upstream.received()).toEqual([]);
    await upstream.mode('ok');
    await expect.poll(async () => (await upstream.received()).length, { timeout: 15_000 }).toBe(1);
    expect((await upstream.received())[0]?.body).toMatchObject({ interest: 'qa' });
  });

  test('an upstream refusal naming a field shows under that field', async ({ page }) => {
    await upstream.mode('refuse');
    await page.goto('/sponsorship');
    const scope = await fillPerson(page, 'sponsorship');
    await scope.getByLabel('Type of sponsorship').selectOption('care');
    await scope.getByRole('button', { name: 'Submit' }).click();
    const email = scope.getByLabel('Email address');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(scope.getByText('This address is blocked by our CRM')).toBeVisible();
    await expect(email).toBeFocused();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
