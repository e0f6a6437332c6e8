import { readFile } from 'node:fs/promises';
import { expect, test } from './site-fixture';
import { contactEnquiry, type SiteProcess } from './site-process';
import { acceptInvite, addAuthenticator, inviteLink, sessionCookie, staffCli, staffCliProcess, totp, visitorAddress } from './staff-auth';

// The staff area on a production server of its own, reached as http://localhost (WebAuthn accepts no IP address as
// the relying party): the CLI's invite, a passkey registered and used, the inbox worked through, roles and revocation.

let site: SiteProcess;
let origin: string;

test.use({ siteOptions: { commands: true } });

// The worker's site (e2e/site-fixture.ts), by the names the tests use.
  // Behind a proxy on this host, as in production: each test's people arrive from addresses of their own.
test.beforeAll(({ site: worker }) => {
  site = worker.process;
  origin = worker.origin;
});

test.describe.configure({ mode: 'serial' });

test('the first admin: invite from the CLI, register a passkey, sign out, sign in again', async ({ page, context }) => {
  // The command as an operator runs it, a process of its own; the other tests run the same commands in one.
  const link = inviteLink(staffCliProcess(site, origin, 'invite', 'ana@quillmark.test', '--role', 'admin', '--name', 'Ana Ruiz'));
  expect(link).toContain(`${origin}/staff/welcome#`);
  const device = await acceptInvite(page, link);
  expect(await device.credentials()).toHaveLength(1);
  // The token left the address bar as soon as the page read it.
  const cookie = await sessionCookie(context);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

  // The link works once.
  const again = await context.newPage();
  await addAuthenticator(again);
  await again.goto(link);
  await again.getByRole('button', { name: 'Register a passkey' }).click();
  await expect(again.getByText('This invite link has expired or has already been used')).toBeVisible();
  await again.close();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL('**/staff/sign-in');
  expect(await sessionCookie(context)).toBeUndefined();
  await page.goto(`${origin}/staff/inbox`);
  await expect(page).toHaveURL(`${origin}/staff/sign-in`);

  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await page.waitForURL((url) => url.pathname === '/staff');
});

test('a passkey that does not check the person is refused', async ({ page }) => {
  const link = inviteLink(await staffCli(site, origin, 'invite', 'lee@quillmark.test'));
  const device = await addAuthenticator(page);
  await device.verifies(false);
  await page.goto(link);
  await page.getByRole('button', { name: 'Register a passkey' }).click();
  await expect(page.getByRole('status')).toContainText(/could not be registered|expired/);
  expect(page.url()).toContain('/staff/welcome');
});

test('a viewer cannot manage the team, and an admin can sign them out everywhere', async ({ browser }) => {
  const admin = await browser.newContext({ baseURL: origin });
  const adminPage = await admin.newPage();
  await acceptInvite(adminPage, inviteLink(await staffCli(site, origin, 'invite', 'sam@quillmark.test', '--role', 'admin')));

  // The admin invites a viewer from the team page; the link is shown once.
  await adminPage.goto(`${origin}/staff/team`);
  await adminPage.getByLabel('Work email').fill('omar@quillmark.test');
  await adminPage.getByLabel('Role').selectOption('viewer');
  await adminPage.getByRole('button', { name: 'Create invite link' }).click();
  const link = (await adminPage.locator('[data-invite-link]').textContent()) ?? '';
  expect(link).toContain('/staff/welcome#');

  const viewer = await browser.newContext({ baseURL: origin });
  const viewerPage = await viewer.newPage();
  await acceptInvite(viewerPage, link.trim());
  for (const path of ['/staff/team', '/staff/audit']) {
    const response = await viewerPage.goto(`${origin}${path}`);
    expect(response?.status(), path).toBe(404);
  }

  await adminPage.reload();
  await adminPage.locator('tr[data-email="omar@quillmark.test"]').getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(adminPage.locator('tr[data-email="omar@quillmark.test"]')).toContainText('0 devices');
  await viewerPage.goto(`${origin}/staff`);
  await expect(viewerPage).toHaveURL(`${origin}/staff/sign-in`);
  await admin.close();
  await viewer.close();
});

test('an enquiry from the public form: triaged, noted, assigned, exported, then erased', async ({ browser, request }) => {
  const posted = await request.post(`${origin}/api/v1/contact-us`, { data: contactEnquiry('priya@harbour.test'), headers: { origin } });
  expect(posted.status()).toBe(201);
  const { ref } = (await posted.json()) as { ref: string };

  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  await acceptInvite(page, inviteLink(await staffCli(site, origin, 'invite', 'maya@quillmark.test', '--role', 'admin', '--name', 'Maya Chen')));

  // In the inbox, new, and found by what the visitor wrote.
  await page.goto(`${origin}/staff/inbox?q=harbour`);
  const row = page.getByRole('row').filter({ hasText: ref });
  await expect(row).toContainText('New');
  await page.goto(`${origin}/staff/inbox?q=no-such-company`);
  await expect(page.getByRole('row').filter({ hasText: ref })).toHaveCount(0);

  // Opening it marks it read; then the team replies, notes and assigns it.
  await page.goto(`${origin}/staff/inbox/${ref}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(ref);
  await expect(page.getByLabel('State', { exact: true })).toHaveValue('read');
  await page.getByLabel('State', { exact: true }).selectOption('replied');
  await page.getByRole('button', { name: 'Save state' }).click();
  await expect(page.getByLabel('State', { exact: true })).toHaveValue('replied');
  await page.getByLabel('Add a note').fill('Called Priya: sending a quote for the reporting move on Friday.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Called Priya: sending a quote')).toBeVisible();
  await page.getByLabel('Assignee', { exact: true }).selectOption({ label: 'Maya Chen' });
  await page.getByRole('button', { name: 'Save assignee' }).click();
  await expect(page.getByLabel('Assignee', { exact: true })).toHaveValue(/.+/);

  // What became of it: won, with what it was worth; a won enquiry without a value is refused and nothing is saved.
  await page.getByLabel('What became of it').selectOption('won');
  await page.getByRole('button', { name: 'Save outcome' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'a won enquiry needs its value' })).toBeVisible();
  await expect(page.getByLabel('What became of it')).toHaveValue('open');
  await page.getByLabel('What became of it').selectOption('won');
  await page.getByLabel('Value, if won').fill('12,500');
  await page.getByLabel('Currency').selectOption('GBP');
  await page.getByRole('button', { name: 'Save outcome' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Outcome saved.' })).toBeVisible();
  await expect(page.getByLabel('What became of it')).toHaveValue('won');
  await expect(page.getByLabel('Value, if won')).toHaveValue('12500');
  await expect(page.getByText(/Marked by Maya Chen/)).toBeVisible();
  // The inbox filters by it, in its address.
  await page.goto(`${origin}/staff/inbox`);
  await page.getByLabel('Outcome', { exact: true }).selectOption('won');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/[?&]outcome=won/);
  await expect(page.getByRole('row').filter({ hasText: ref })).toHaveCount(1);
  await page.goto(`${origin}/staff/inbox?outcome=lost`);
  await expect(page.getByRole('row').filter({ hasText: ref })).toHaveCount(0);

  // The filtered view as CSV, with the fields as the form names them.
  await page.goto(`${origin}/staff/inbox?form=contact-us&box=replied`);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv).toContain(ref);
  expect(csv).toContain('Harbour Analytics');
  expect(csv.trimEnd().split('\r\n').map((line) => line.split(',')[0])).toEqual(['\uFEFF"ref"', `"${ref}"`]);
  // Handed on to finance: "Export won work" is every won enquiry, whatever the filters, with its value and currency.
  const [won] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export won work' }).click()]);
  expect(won.suggestedFilename()).toMatch(/^quillmark-won-work-\d{4}-\d{2}-\d{2}\.csv$/);
  const wonLines = (await readFile((await won.path())!, 'utf8')).trimEnd().split('\r\n');
  expect(wonLines[0]).toContain('"outcome","value","currency","lost_reason","channel","source","medium","campaign","entry_page"');
  expect(wonLines.slice(1).map((line) => line.split(',').slice(0, 1).concat(line.split(',').slice(6, 9)))).toEqual([[`"${ref}"`, '"won"', '"12500.00"', '"GBP"']]);

  // Erased, with its mails and notes: the page is gone, and the audit trail says who did what.
  await page.goto(`${origin}/staff/inbox/${ref}`);
  const erase = page.locator('form').filter({ has: page.getByRole('button', { name: 'Erase this enquiry' }) });
  await erase.getByLabel('I understand this cannot be undone').check();
  await erase.getByRole('button', { name: 'Erase this enquiry' }).click();
  await page.waitForURL((url) => url.pathname === '/staff/inbox');
  expect((await page.goto(`${origin}/staff/inbox/${ref}`))?.status()).toBe(404);
  await page.goto(`${origin}/staff/audit`);
  for (const action of ['Erased', 'Exported enquiries', 'Marked an outcome', 'Added a note', 'Changed state', 'Viewed an enquiry', 'Signed in']) await expect(page.getByRole('cell', { name: action }).first()).toBeVisible();
  await context.close();
});

test('a password works only with an authenticator app beside it', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  await acceptInvite(page, inviteLink(await staffCli(site, origin, 'invite', 'kofi@quillmark.test', '--role', 'viewer')));
  const password = 'correct horse battery staple';
  await page.goto(`${origin}/staff/account`);
  await page.getByLabel('New password (12 characters or more)').fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Password set.')).toBeVisible();
  // Until TOTP is set up, the account page is all there is, and the password alone signs nobody in.
  await page.goto(`${origin}/staff/inbox`);
  await expect(page).toHaveURL(`${origin}/staff/account`);
  const stranger = await browser.newContext({ baseURL: origin });
  const guess = await stranger.request.post(`${origin}/api/staff/auth/sign-in/email`, { data: { email: 'kofi@quillmark.test', password }, headers: { origin } });
  expect(guess.status()).toBe(401);
  await stranger.close();

  await page.getByLabel('Your password').fill(password);
  await page.getByRole('button', { name: 'Set up authenticator app' }).click();
  const secret = (await page.locator('[data-totp-secret]').textContent()) ?? '';
  await page.getByLabel('Six-digit code').fill(totp(secret));
  await page.getByRole('button', { name: 'Confirm code' }).click();
  await expect(page.getByText('Your authenticator app is set up')).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL('**/staff/sign-in');
  await page.getByText('Sign in with a password').click();
  await page.getByLabel('Work email').fill('kofi@quillmark.test');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Six-digit code').fill(totp(secret));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/staff');
  await context.close();
});

test('a post from another site is refused before it reaches a staff action or Better Auth', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  await acceptInvite(page, inviteLink(await staffCli(site, origin, 'invite', 'ines@quillmark.test', '--role', 'admin')));
  const cookie = (await context.cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');
  // Even with the session's cookie (a browser would not send a SameSite=Lax cookie on such a post at all).
  for (const headers of [
    { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    { 'sec-fetch-site': 'cross-site' },
    { origin: 'https://evil.example' },
    {},
  ]) {
    const action = await context.request.post(`${origin}/staff/team`, { headers: { ...headers, cookie, 'next-action': '0'.repeat(42) }, multipart: { userId: 'x' } });
    expect(action.status(), JSON.stringify(headers)).toBe(403);
    const form = await context.request.post(`${origin}/staff/team`, { headers: { ...headers, cookie }, form: { $ACTION_ID_x: '', userId: 'x' } });
    expect(form.status(), JSON.stringify(headers)).toBe(403);
    const signOut = await context.request.post(`${origin}/api/staff/auth/sign-out`, { headers: { ...headers, cookie }, data: {} });
    expect(signOut.status(), JSON.stringify(headers)).toBe(403);
  }
  // Still signed in: nothing above reached the session.
  await page.goto(`${origin}/staff/team`);
  await expect(page).toHaveURL(`${origin}/staff/team`);
  // Better Auth's admin endpoints are not served over HTTP at all.
  for (const path of ['/admin/impersonate-user', '/admin/set-role', '/admin/create-user', '/passkey/delete-passkey'])
    expect((await context.request.post(`${origin}/api/staff/auth${path}`, { headers: { origin, cookie }, data: {} })).status(), path).toBe(404);
  await context.close();
});

test('no staff code reaches a public page', async ({ context }) => {
  /**
   * The text of every script a page fetched, each path in a page of its own, until the last one a public page loads:
   * the insights chunk, after the load event and an idle moment (<html data-insights> says when). Before, the test
   * stopped at its own idle moment, and that chunk could answer after the next navigation began, its body gone by the
   * time it was read (a CI failure: "navigated away from").
   */
  const scriptsOf = async (path: string, last: 'insights' | 'idle') => {
    const target = await context.newPage();
    const texts: Promise<string>[] = [];
    const collect = (response: import('@playwright/test').Response) => {
      if (response.request().resourceType() === 'script') texts.push(response.text());
    };
    target.on('response', collect);
    await target.goto(`${origin}${path}`);
    await target.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
    if (last === 'insights') await expect(target.locator('html')).toHaveAttribute('data-insights', /^(on|held|off)$/);
    target.off('response', collect);
    const read = await Promise.all(texts);
    await target.close();
    return read;
  };
  // Better Auth's client, SimpleWebAuthn and our staff components each carry one of these.
  const markers = ['/api/staff', 'startRegistration', 'navigator.credentials', 'Quillmark staff'];
  for (const path of ['/', '/contact-us', '/studyabroad', '/blog', '/about-us']) {
    const scripts = await scriptsOf(path, 'insights');
    expect(scripts.length, path).toBeGreaterThan(3);
    for (const marker of markers) expect(scripts.filter((text) => text.includes(marker)).length, `${path}: ${marker}`).toBe(0);
  }
  // The staff pages do carry them, so the markers are the right ones.
  const staff = await scriptsOf('/staff/sign-in', 'idle');
  for (const marker of ['/api/staff', 'startRegistration']) expect(staff.some((text) => text.includes(marker)), marker).toBe(true);
});

/** What the public root layout puts in a document: the header's and menu's and banner's classes, its islands. */
const PUBLIC_CHROME = ['site-header_', 'site-menu_', 'cookie-banner_', 'SiteMenu', 'CookieBanner', 'RevealOnScroll'];

test('the staff area is an app of its own: no public chrome, its own 404, and the public 404 everywhere else', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await acceptInvite(page, inviteLink(await staffCli(site, origin, 'invite', 'ines@quillmark.test', '--role', 'viewer')));
  for (const path of ['/staff', '/staff/inbox', '/staff/account']) {
    scripts.length = 0;
    const html = await (await page.goto(`${origin}${path}`))!.text();
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
    // None of the public header, menu, cookie banner or reveals, in the markup or as a script.
    for (const marker of PUBLIC_CHROME) expect(html, `${path}: ${marker}`).not.toContain(marker);
    expect(scripts.filter((script) => script.includes('/app/(public)/')), path).toEqual([]);
    expect(scripts.some((script) => script.includes('/app/(staff)/')), path).toBe(true);
  }
  // An address under /staff that no page answers: the staff area's 404, in its own frame.
  const missing = await page.goto(`${origin}/staff/inbox/extra/segments`);
  expect(missing!.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No such page in the staff area');
  await expect(page.getByRole('link', { name: 'Go to the overview' })).toHaveAttribute('href', '/staff');
  await expect(page.getByRole('banner')).toHaveCount(0);
  // Anywhere else, the public site's 404 with its header and footer, whoever asks.
  const publicMissing = await page.goto(`${origin}/no-such-page`);
  expect(publicMissing!.status()).toBe(404);
  // The markers are the right ones: the public 404 carries each of them.
  const publicHtml = await publicMissing!.text();
  for (const marker of PUBLIC_CHROME) expect(publicHtml, marker).toContain(marker);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page does not exist');
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
  expect(await page.locator('meta[name="robots"]').count()).toBe(1);
  await context.close();
});

test('spam waits in its own box until someone says it is not, then arrives like any enquiry', async ({ browser, request }) => {
  const spam = await request.post(`${origin}/api/v1/contact-us`, { data: { ...contactEnquiry('dara@lighthouse.test'), company_name: 'Lighthouse Freight', website: 'https://lighthouse.test' }, headers: { origin } });
  expect(spam.status()).toBe(201);
  const { ref } = (await spam.json()) as { ref: string };
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  await acceptInvite(page, inviteLink(await staffCli(site, origin, 'invite', 'leon@quillmark.test', '--role', 'viewer')));

  await page.goto(`${origin}/staff/inbox`);
  await expect(page.getByRole('row').filter({ hasText: ref })).toHaveCount(0);
  await page.goto(`${origin}/staff/inbox?box=spam`);
  await page.getByRole('link', { name: ref }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(ref);
  // A viewer may release spam, but erasing is an admin's.
  await expect(page.getByRole('button', { name: 'Erase this enquiry' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Not spam' }).click();
  await expect(page.getByText('Marked not spam')).toBeVisible();
  // Its mails are composed now, as for any new enquiry (held here: no SMTP), and it has left the spam box.
  await expect(page.getByText('Team notification')).toBeVisible();
  await page.goto(`${origin}/staff/inbox?box=spam`);
  await expect(page.getByRole('row').filter({ hasText: ref })).toHaveCount(0);
  await page.goto(`${origin}/staff/inbox`);
  await expect(page.getByRole('row').filter({ hasText: ref })).toContainText('dara@lighthouse.test');
  await context.close();
});

test('the inbox works from the keyboard', async ({ browser, request }) => {
  const posted = await request.post(`${origin}/api/v1/contact-us`, { data: contactEnquiry('sara@keel.test'), headers: { origin } });
  const { ref } = (await posted.json()) as { ref: string };
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  await acceptInvite(page, inviteLink(await staffCli(site, origin, 'invite', 'jon@quillmark.test', '--role', 'viewer')));
  // The skip link to the content, then the enquiry's link, opened with Enter.
  await page.goto(`${origin}/staff/inbox`);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: /skip/i })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  const link = page.getByRole('link', { name: ref });
  for (let presses = 0; presses < 40 && !(await link.evaluate((element) => element === document.activeElement)); presses += 1) await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === `/staff/inbox/${ref}`);
  await context.close();
});

test('sign-in attempts are limited per address and per account', async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: origin });
  // Per address: twenty passkey challenges a minute, then 429, while another address is still served.
  const one = visitorAddress();
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 21; attempt += 1) statuses.push((await api.get('/api/staff/auth/passkey/generate-authenticate-options', { headers: { 'x-forwarded-for': one } })).status());
  expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
  expect(statuses[20]).toBe(429);
  expect((await api.get('/api/staff/auth/passkey/generate-authenticate-options', { headers: { 'x-forwarded-for': visitorAddress() } })).status()).toBe(200);
  // Per account: eight password attempts at one address in a quarter of an hour, from as many addresses.
  const attempts: number[] = [];
  for (let attempt = 0; attempt < 9; attempt += 1)
    attempts.push((await api.post('/api/staff/auth/sign-in/email', { headers: { origin, 'x-forwarded-for': visitorAddress() }, data: { email: 'target@quillmark.test', password: `guess number ${attempt}` } })).status());
  expect(attempts.slice(0, 8)).toEqual(Array(8).fill(401));
  expect(attempts[8]).toBe(429);
  await api.dispose();
});
