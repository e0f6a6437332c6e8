import { randomUUID } from 'node:crypto';
import { newsletterPage } from '../content/mail';
import { expect, test, type Page } from './fixtures';
import { smtp } from './smtp';

// The mail tests share the SMTP server's mode: one at a time.
test.describe.configure({ mode: 'serial' });

const unique = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.org`;
const REF = /QM-\d{8}-[0-9A-Z]{6}/;

async function fillContact(page: Page, email: string) {
  const form = page.locator('form#contact');
  await form.getByLabel('First name').fill('Maya');
  await form.getByLabel('Last name').fill('Okafor');
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Country code').selectOption('+44');
  await form.getByLabel('Mobile number').fill('7700900789');
  await form.getByLabel('Company').fill('Okafor Logistics');
  await form.getByLabel('How can we help?').fill('We need route planning for 30 vans.');
  return form;
}

/** The link a mail carries, on the suite's own origin (mails name SITE_URL, which the suite does not set). */
const onSuite = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

test.afterEach(async () => {
  await smtp.mode('up');
});

test('a submit in the browser: the reference on screen, the team’s notice and the visitor’s receipt by SMTP', async ({ page }) => {
  const email = unique('maya');
  await page.goto('/contact-us');
  const form = await fillContact(page, email);
  await form.getByRole('button', { name: 'Submit' }).click();
  const dialog = page.getByRole('dialog', { name: /Thanks for reaching out!/ });
  await expect(dialog.locator('[data-reference]')).toHaveText(REF);
  const ref = (await dialog.locator('[data-reference]').textContent()) ?? '';
  await expect(form.getByRole('status')).toContainText(ref);

  await expect.poll(async () => (await smtp.of(ref)).length, { timeout: 15_000 }).toBe(2);
  const mails = await smtp.of(ref);
  const team = mails.find((mail) => mail.messageId === `<${ref}.team@quillmark-tech.co.uk>`);
  const receipt = mails.find((mail) => mail.messageId === `<${ref}.receipt@quillmark-tech.co.uk>`);
  expect(team).toMatchObject({ envelope: { to: ['sales@quillmark-tech.co.uk'] }, replyTo: [{ address: email }], subject: `New enquiry ${ref}: Contact us` });
  expect(team!.text).toContain('How can we help?: We need route planning for 30 vans.');
  expect(team!.from).toEqual([{ address: 'no-reply@quillmark-tech.co.uk', name: 'Quillmark' }]);
  expect(receipt).toMatchObject({ envelope: { to: [email] }, replyTo: [], subject: `We have your enquiry (${ref})` });
  expect(receipt!.text).toContain(`Your reference is ${ref}.`);
  expect(receipt!.text).not.toContain('route planning');
});

test('SMTP down, then up: both mails arrive, once each', async ({ request }) => {
  await smtp.mode('down');
  const email = unique('noor');
  const response = await request.post('/api/v1/add-bootcamp', {
    headers: { origin: new URL(test.info().project.use.baseURL!).origin },
    data: { first_name: 'Noor', last_name: 'Haddad', email_address: email, mobile_country_code: '+44', mobile_no: '7700900111', interest: 'data', website: '' },
  });
  expect(response.status()).toBeLessThan(300);
  const { ref } = (await response.json()) as { ref: string };
  // The outbox tries within a second; the server answers 421 and nothing arrives.
  await expect.poll(async () => (await fetch(new URL('/api/health/ready', test.info().project.use.baseURL!))).status).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, 2_500));
  expect(await smtp.of(ref)).toEqual([]);

  await smtp.mode('up');
  // The first retry waits 2.5-5 s.
  await expect.poll(async () => (await smtp.of(ref)).length, { timeout: 20_000 }).toBe(2);
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const mails = await smtp.of(ref);
  expect(mails.map((mail) => mail.messageId).sort()).toEqual([`<${ref}.receipt@quillmark-tech.co.uk>`, `<${ref}.team@quillmark-tech.co.uk>`]);
  expect(mails.find((mail) => mail.envelope.to.includes('careers@quillmark-tech.co.uk'))?.subject).toBe(`New enquiry ${ref}: Job-skills bootcamp`);
});

test('the newsletter, double opt-in: sign up in the browser, confirm from the mail without JavaScript, leave with one click', async ({ page, browser, request }) => {
  const email = unique('lena');
  await page.goto('/contact-us');
  const form = await fillContact(page, unique('lena-contact'));
  await form.getByLabel(/newsletter/).check();
  await form.getByRole('button', { name: 'Submit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscribe to our Newsletter.' });
  await dialog.getByPlaceholder('Enter your email').fill(email);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Almost there')).toBeVisible();

  await expect.poll(async () => (await smtp.to(email)).length, { timeout: 15_000 }).toBe(1);
  const [confirm] = await smtp.to(email);
  expect(confirm!.subject).toBe('Confirm your Quillmark newsletter subscription');
  expect(confirm!.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');
  const confirmLink = /https?:\/\/\S+\/api\/newsletter\/confirm\?token=\S+/.exec(confirm!.text)?.[0] ?? '';
  const unsubscribeLink = /https?:\/\/\S+\/api\/newsletter\/unsubscribe\?token=\S+/.exec(confirm!.text)?.[0] ?? '';
  expect(confirm!.text).not.toContain(email);

  // The link works in a browser without JavaScript: the server confirms, then shows the page that says so.
  const plain = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL! });
  const noScript = await plain.newPage();
  await noScript.goto(onSuite(confirmLink));
  await expect(noScript).toHaveURL(/\/newsletter\?state=confirmed$/);
  await expect(noScript.getByRole('heading', { level: 1 })).toHaveText(newsletterPage.confirmed.title);

  // A mail program's own button: one POST, no page.
  const oneClick = await request.post(onSuite(unsubscribeLink), { form: { 'List-Unsubscribe': 'One-Click' } });
  expect([oneClick.status(), await oneClick.text()]).toEqual([200, 'unsubscribed']);
  // The old confirmation link does not bring the subscription back.
  await noScript.goto(onSuite(confirmLink));
  await expect(noScript.getByRole('heading', { level: 1 })).toHaveText(newsletterPage.unsubscribed.title);
  // The link in the mail, opened: one click, and the page says so.
  await noScript.goto(onSuite(unsubscribeLink));
  await expect(noScript.getByRole('heading', { level: 1 })).toHaveText(newsletterPage.unsubscribed.title);
  // A damaged link says so.
  await noScript.goto(onSuite(confirmLink).slice(0, -3));
  await expect(noScript.getByRole('heading', { level: 1 })).toHaveText(newsletterPage.invalid.title);
  await plain.close();
});
