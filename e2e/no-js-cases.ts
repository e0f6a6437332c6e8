import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, waitForHydration, type Page } from './fixtures';
import { newsletterDialog } from '../content/forms';
import { newsletterConsent } from '../content/mail';

// Every form posts as plain HTML when its scripts are not running: switched off, or not yet arrived. Imported by
// forms.spec.ts, whose tests share the mock upstream with these and so run one at a time with them.

const STORE = path.resolve('test-results/data/enquiries.sqlite');

interface FormCase {
  route: string;
  form: string;
  endpoint: string;
  /** Text fields past the person's, by label. */
  texts?: (tag: string) => [label: string, value: string][];
  /** Selects past the country code, by label. */
  choices?: [label: string, value: string][];
}

type Scope = ReturnType<Page['locator']>;

const forms: FormCase[] = [
  { route: '/contact-us', form: 'contact', endpoint: 'contact-us', texts: (tag) => [['Company', 'Harbourline Ports'], ['How can we help?', `A quote for a customs integration, case ${tag}.`]] },
  { route: '/bootcamp', form: 'bootcamp', endpoint: 'add-bootcamp', choices: [['Track you are interested in', 'ai']] },
  { route: '/studyabroad', form: 'study-abroad', endpoint: 'add-study-abroad', choices: [['Preferred country of study', 'uk'], ['Preferred course', 'it']] },
  { route: '/sponsorship', form: 'sponsorship', endpoint: 'add-sponsorship', choices: [['Type of sponsorship', 'care']] },
];

/** Every field of one form, valid, with an email address of its own. */
async function fill({ texts, choices = [] }: FormCase, scope: Scope, tag: string) {
  await scope.getByLabel('First name').fill('Priya');
  await scope.getByLabel('Last name').fill('Raman');
  await scope.getByLabel('Email address').fill(`priya.${tag}@harbourline.example.com`);
  await scope.getByLabel('Country code').selectOption('+44');
  await scope.getByLabel('Mobile number').fill('7700900456');
  for (const [label, value] of texts?.(tag) ?? []) await scope.getByLabel(label).fill(value);
  for (const [label, value] of choices) await scope.getByLabel(label).selectOption(value);
}

function storedRows(email: string): { ref: string; endpoint: string; payload: string }[] {
  const db = new Database(STORE, { readonly: true });
  try {
    return db.prepare('SELECT ref, endpoint, payload FROM enquiries WHERE payload LIKE ?').all(`%${email}%`) as { ref: string; endpoint: string; payload: string }[];
  } finally {
    db.close();
  }
}

function storedSubscription(email: string): { source: string; consent_text: string } | undefined {
  const db = new Database(STORE, { readonly: true });
  try {
    return db.prepare('SELECT source, consent_text FROM subscriptions WHERE email = ?').get(email) as { source: string; consent_text: string } | undefined;
  } finally {
    db.close();
  }
}

/** Every address the browser asked for, so a test can prove no typed value reached one. */
function recordUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

const expectNoValueInUrls = (urls: string[], values: string[]) => {
  for (const url of urls) for (const value of values) expect(decodeURIComponent(url)).not.toContain(value);
};

/** Holds the framework's scripts back until `release`: the page is plain HTML meanwhile, as on a slow phone. */
async function holdScripts(page: Page) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/_next/static/**/*.js', async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return () => release();
}

for (const mode of ['JavaScript off', 'scripts held back'] as const) {
  test.describe(`forms with ${mode}`, () => {
    if (mode === 'JavaScript off') test.use({ javaScriptEnabled: false });

    for (const formCase of forms) {
      const { route, form, endpoint } = formCase;
      test(`${route}: a valid post is stored once and its reference shown`, async ({ page }, testInfo) => {
        const tag = `${form}-${mode === 'JavaScript off' ? 'off' : 'held'}-${testInfo.repeatEachIndex}-${Date.now()}`;
        const urls = recordUrls(page);
        const release = mode === 'scripts held back' ? await holdScripts(page) : () => undefined;
        await page.goto(route, { waitUntil: 'commit' });
        const scope = page.locator(`form#${form}`);
        await fill(formCase, scope, tag);
        await scope.getByRole('button', { name: 'Submit' }).click();
        await page.waitForURL(/\/thank-you\?/, { waitUntil: 'commit' });
        release();
        const reference = await page.locator('[data-reference]').textContent();
        expect(reference).toMatch(/^QM-\d{8}-[0-9A-Z]{6}$/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thanks for reaching out! We’re excited to get in touch with you.');
        const rows = storedRows(`priya.${tag}@`);
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({ ref: reference, endpoint });
        expectNoValueInUrls(urls, ['Priya', 'Raman', `priya.${tag}`, '7700900456']);
      });

      test(`${route}: an invalid post shows the messages and keeps every value`, async ({ page }) => {
        const urls = recordUrls(page);
        const release = mode === 'scripts held back' ? await holdScripts(page) : () => undefined;
        await page.goto(route, { waitUntil: 'commit' });
        const scope = page.locator(`form#${form}`);
        await fill(formCase, scope, 'invalid');
        await scope.getByLabel('Email address').fill('priya.invalid@harbourline');
        await scope.getByLabel('Last name').fill('');
        await scope.getByRole('button', { name: 'Submit' }).click();
        await page.waitForLoadState('domcontentloaded');
        release();
        const again = page.locator(`form#${form}`);
        await expect(again.getByLabel('First name')).toHaveValue('Priya');
        await expect(again.getByLabel('Email address')).toHaveValue('priya.invalid@harbourline');
        await expect(again.getByLabel('Country code')).toHaveValue('+44');
        await expect(again.getByLabel('Last name')).toHaveAttribute('aria-invalid', 'true');
        await expect(again.locator(`#${form}-last_name-error`)).toHaveText('This field is required');
        await expect(again.locator(`#${form}-email_address-error`)).not.toBeEmpty();
        await expect(again.getByRole('status')).toHaveText('Please correct the highlighted fields.');
        expect(storedRows('priya.invalid@')).toHaveLength(0);
        expectNoValueInUrls(urls, ['Priya', 'priya.invalid', '7700900456']);
        // The page rendered for the post carries a nonce for its scripts: once they arrive, it is a live form again.
        if (mode === 'scripts held back') await waitForHydration(page);
      });
    }

    test('the contact form with the newsletter ticked offers the sign-up, which is stored too', async ({ page }) => {
      const tag = `news-${mode === 'JavaScript off' ? 'off' : 'held'}-${Date.now()}`;
      const urls = recordUrls(page);
      const release = mode === 'scripts held back' ? await holdScripts(page) : () => undefined;
      await page.goto('/contact-us', { waitUntil: 'commit' });
      const scope = page.locator('form#contact');
      await fill(forms[0]!, scope, tag);
      await scope.getByLabel(/Send me the Quillmark newsletter/).check();
      await scope.getByRole('button', { name: 'Submit' }).click();
      await page.waitForURL(/\/thank-you\?.*next=newsletter/, { waitUntil: 'commit' });
      await page.getByRole('textbox', { name: 'Email address' }).fill(`news.${tag}@harbourline`);
      await page.getByRole('button', { name: 'Send' }).click();
      await expect(page.getByRole('alert')).toHaveText('Please enter a valid email');
      await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveValue(`news.${tag}@harbourline`);
      await page.getByRole('textbox', { name: 'Email address' }).fill(`news.${tag}@harbourline.example.com`);
      await page.getByRole('button', { name: 'Send' }).click();
      await page.waitForURL(/\/thank-you\?form=newsletter/, { waitUntil: 'commit' });
      release();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(newsletterDialog.success);
      const rows = storedRows(`news.${tag}@harbourline.example.com`);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ endpoint: 'newsletter', ref: await page.locator('[data-reference]').textContent() });
      // The consent receipt names the words this visitor saw: the thank-you page's, not the popup's.
      expect(storedSubscription(`news.${tag}@harbourline.example.com`)).toEqual({ source: 'thank-you', consent_text: newsletterConsent.words['thank-you'] });
      expectNoValueInUrls(urls, [`news.${tag}`, 'Priya']);
    });
  });
}

test.describe("the thank-you page's sign-up with JavaScript running", () => {
  test('calls its server action from the page, which the post guard lets through', async ({ page }) => {
    const email = `news.js-${Date.now()}@harbourline.example.com`;
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.headers()['next-action']) calls.push(request.url());
    });
    await page.goto('/thank-you?form=contact&ref=QM-20261124-ABCDEF&next=newsletter');
    await waitForHydration(page);
    await page.getByRole('textbox', { name: 'Email address' }).fill(email);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newsletterDialog.success);
    expect(calls).toHaveLength(1);
    expect(storedSubscription(email)).toEqual({ source: 'thank-you', consent_text: newsletterConsent.words['thank-you'] });
  });
});

test.describe('a form post from elsewhere', () => {
  test('is refused with a 403 page unless the browser says it came from this site', async ({ request, baseURL }) => {
    const attempts: Record<string, string>[] = [{ origin: 'https://attacker.example' }, { 'sec-fetch-site': 'cross-site' }, {}];
    for (const headers of attempts) {
      const response = await request.post('/contact-us', { headers, multipart: { first_name: 'Priya' }, maxRedirects: 0 });
      expect(response.status()).toBe(403);
      expect(await response.text()).toContain('can only be sent from a page of the Quillmark website');
    }
    const own = await request.post('/contact-us', { headers: { origin: baseURL ?? '' }, multipart: { first_name: 'Priya' }, maxRedirects: 0 });
    expect(own.status()).toBeLessThan(500);
  });
});
