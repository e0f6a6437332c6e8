import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';
import { createMockSmtp, type MockSmtp } from './mock-smtp.cjs';
import { expect, test as base, type Page } from './site-fixture';
import type { SiteProcess } from './site-process';
import { newsletterPage } from '../content/mail';

// A production server of its own, mailing a real SMTP server (smtp-server) this file starts, with no upstream:
// the suite's mock upstream stays the forms tests' alone. The tests share the SMTP server's mode: one at a time.
const test = base.extend<object, { mailServer: { server: MockSmtp; url: string } }>({
  mailServer: [
    async ({}, provide) => {
      const server = createMockSmtp();
      await provide({ server, url: await server.listen() });
      await server.close();
    },
    { scope: 'worker' },
  ],
  siteEnv: [async ({ mailServer }, provide) => provide({ SMTP_URL: mailServer.url }), { scope: 'worker' }],
});

test.use({ siteOptions: {} });
test.describe.configure({ mode: 'serial' });

let mailServer: MockSmtp;
let site: SiteProcess | undefined;
let origin = '';

// The worker's servers (its fixtures), by the names the tests use.
test.beforeAll(({ site: worker, mailServer: smtpServer }) => {
  mailServer = smtpServer.server;
  site = worker.process;
  origin = worker.origin;
});

/** What reached the SMTP server: one enquiry's mails by the reference in their Message-ID, or one address's. */
const smtp = {
  of: (ref: string) => mailServer.received().filter((mail) => mail.messageId?.startsWith(`<${ref}.`)),
  to: (address: string) => mailServer.received().filter((mail) => mail.envelope.to.includes(address)),
};

/** The subscription's status for `email`, read from this file's server's store. */
function subscription(email: string): string | undefined {
  const db = new Database(path.join(site!.dataDir, 'enquiries.sqlite'), { readonly: true });
  try {
    return (db.prepare('SELECT status FROM subscriptions WHERE email = ?').get(email) as { status: string } | undefined)?.status;
  } finally {
    db.close();
  }
}

/** The outbox's attempts at one enquiry's mails, from this file's server's log: each kind of mail and how it went. */
function mailAttempts(ref: string): { kind: string; status: string }[] {
  return site!
    .output()
    .split('\n')
    .flatMap((line) => {
      try {
        const event = JSON.parse(line) as { event?: string; ref?: string; kind: string; status: string };
        return event.event === 'mail.sent' && event.ref === ref ? [{ kind: event.kind, status: event.status }] : [];
      } catch {
        return [];
      }
    });
}
const kindsWith = (ref: string, status: string) => new Set(mailAttempts(ref).filter((attempt) => attempt.status === status).map((attempt) => attempt.kind)).size;

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

/** The link a mail carries, on this file's server (mails name SITE_URL, which the tests do not set). */
const onSuite = (link: string) => {
  const url = new URL(link);
  return `${origin}${url.pathname}${url.search}`;
};

test.afterEach(() => {
  mailServer.setMode('up');
});

test('a submit in the browser: the reference on screen, the team’s notice and the visitor’s receipt by SMTP', async ({ page }) => {
  const email = unique('maya');
  await page.goto(`${origin}/contact-us`);
  const form = await fillContact(page, email);
  await form.getByRole('button', { name: 'Submit' }).click();
  const dialog = page.getByRole('dialog', { name: /Thanks for reaching out!/ });
  await expect(dialog.locator('[data-reference]')).toHaveText(REF);
  const ref = (await dialog.locator('[data-reference]').textContent()) ?? '';
  await expect(form.getByRole('status')).toContainText(ref);

  await expect.poll(async () => smtp.of(ref).length, { timeout: 15_000 }).toBe(2);
  const mails = smtp.of(ref);
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
  mailServer.setMode('down');
  const email = unique('noor');
  const response = await request.post(`${origin}/api/v1/add-bootcamp`, {
    headers: { origin },
    data: { first_name: 'Noor', last_name: 'Haddad', email_address: email, mobile_country_code: '+44', mobile_no: '7700900111', interest: 'data', website: '' },
  });
  expect(response.status()).toBeLessThan(300);
  const { ref } = (await response.json()) as { ref: string };
  // The outbox tries within a second; the server answers 421 and nothing arrives: both mails were tried, and queued again.
  await expect.poll(async () => (await fetch(`${origin}/api/health/ready`)).status).toBe(200);
  await expect.poll(() => kindsWith(ref, 'queued'), { timeout: 15_000 }).toBe(2);
  expect(smtp.of(ref)).toEqual([]);

  mailServer.setMode('up');
  // The first retry waits 2.5-5 s.
  await expect.poll(async () => smtp.of(ref).length, { timeout: 20_000 }).toBe(2);
  // Both are recorded as sent, so no pass of the outbox takes either again; and no attempt lost its lease (sent twice).
  await expect.poll(() => kindsWith(ref, 'sent'), { timeout: 10_000 }).toBe(2);
  expect(mailAttempts(ref).filter((attempt) => attempt.status !== 'queued')).toHaveLength(2);
  const mails = smtp.of(ref);
  expect(mails.map((mail) => mail.messageId).sort()).toEqual([`<${ref}.receipt@quillmark-tech.co.uk>`, `<${ref}.team@quillmark-tech.co.uk>`]);
  expect(mails.find((mail) => mail.envelope.to.includes('careers@quillmark-tech.co.uk'))?.subject).toBe(`New enquiry ${ref}: Job-skills bootcamp`);
});

test('the newsletter, double opt-in: sign up in the browser; the mail’s links open a page whose button acts, without JavaScript', async ({ page, browser, request }) => {
  // A long journey by nature (a browser sign-up, two mails, pages in a second browser): 15 s on a quiet machine, over 30 s on a busy one.
  test.slow();
  const email = unique('lena');
  await page.goto(`${origin}/contact-us`);
  const form = await fillContact(page, unique('lena-contact'));
  await form.getByLabel(/newsletter/).check();
  await form.getByRole('button', { name: 'Submit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscribe to our Newsletter.' });
  await dialog.getByPlaceholder('Enter your email').fill(email);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Almost there')).toBeVisible();

  await expect.poll(async () => smtp.to(email).length, { timeout: 15_000 }).toBe(1);
  const [confirm] = smtp.to(email);
  expect(confirm!.subject).toBe('Confirm your Quillmark newsletter subscription');
  expect(confirm!.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');
  const confirmLink = onSuite(/https?:\/\/\S+\/newsletter\/confirm\?token=\S+/.exec(confirm!.text)?.[0] ?? '');
  const unsubscribeLink = onSuite(/https?:\/\/\S+\/newsletter\/unsubscribe\?token=\S+/.exec(confirm!.text)?.[0] ?? '');
  const oneClickLink = onSuite(/^<(.+)>$/.exec(confirm!.listUnsubscribe ?? '')?.[1] ?? '');
  expect(new URL(confirmLink).pathname).toBe('/newsletter/confirm');
  expect(new URL(oneClickLink).pathname).toBe('/api/newsletter/unsubscribe');
  expect(confirm!.text).not.toContain(email);

  // Opening a link, as a mail scanner or a link preview does, changes nothing: GET and HEAD, the page or the API.
  const oldConfirmLink = confirmLink.replace('/newsletter/', '/api/newsletter/');
  for (const link of [confirmLink, oldConfirmLink, unsubscribeLink, oneClickLink]) {
    expect((await request.head(link, { maxRedirects: 0 })).status(), link).toBeLessThan(400);
    expect((await request.get(link)).status(), link).toBe(200);
  }
  expect((await request.get(oldConfirmLink, { maxRedirects: 0 })).headers().location).toBe(new URL(confirmLink).pathname + new URL(confirmLink).search);
  expect(subscription(email)).toBe('pending');

  // The link opens a page whose one button confirms, in a browser without JavaScript.
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await plain.newPage();
  await noScript.goto(confirmLink);
  await expect(noScript.getByRole('heading', { level: 1 })).toHaveText(newsletterPage.prompt.confirm.title);
  expect(subscription(email)).toBe('pending');
  await noScript.getByRole('button', { name: newsletterPage.prompt.confirm.action }).click();
  await expect(noScript).toHaveURL(`${origin}/newsletter?state=confirmed`);
  await expect(noScript.getByRole('heading', { level: 1 })).toHaveText(newsletterPage.confirmed.title);
  expect(subscription(email)).toBe('confirmed');

  // The button's post from another site is refused.
  const token = new URL(confirmLink).searchParams.get('token')!;
  expect((await request.post(`${origin}/api/newsletter/unsubscribe`, { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }, form: { token } })).status()).toBe(403);
  expect(subscription(email)).toBe('confirmed');

  // A mail program's own button: one POST to the List-Unsubscribe address, no page.
  const oneClick = await request.post(oneClickLink, { form: { 'List-Unsubscribe': 'One-Click' } });
  expect([oneClick.status(), await oneClick.text()]).toEqual([200, 'unsubscribed']);
  expect(subscription(email)).toBe('unsubscribed');
  // The old confirmation link does not bring the subscription back.
  await noScript.goto(confirmLink);
  await noScript.getByRole('button', { name: newsletterPage.prompt.confirm.action }).click();
  await expect(noScript.getByRole('heading', { level: 1 })).toHaveText(newsletterPage.unsubscribed.title);
  expect(subscription(email)).toBe('unsubscribed');
  // The unsubscribe link in the mail: its page's button, and the page says so.
  await noScript.goto(unsubscribeLink);
  await noScript.getByRole('button', { name: newsletterPage.prompt.unsubscribe.action }).click();
  await expect(noScript.getByRole('heading', { level: 1 })).toHaveText(newsletterPage.unsubscribed.title);
  // A damaged link says so, with no button to press.
  await noScript.goto(confirmLink.slice(0, -3));
  await expect(noScript.getByRole('heading', { level: 1 })).toHaveText(newsletterPage.invalid.title);
  await expect(noScript.getByRole('button', { name: newsletterPage.prompt.confirm.action })).toHaveCount(0);
  await plain.close();
});
