import { contactEnquiry, freePort, startSite, type SiteProcess } from './site-process';
import { acceptInvite, addAuthenticator, inviteLink, sessionCookie, staffCli } from './staff-auth';
import { expect, test } from './fixtures';

// The staff area on a production server of its own, reached as http://localhost (WebAuthn accepts no IP address as
// the relying party): the CLI's invite, a passkey registered and used, the inbox worked through, roles and revocation.

let site: SiteProcess;
let origin: string;

test.beforeAll(async () => {
  const port = await freePort();
  origin = `http://localhost:${port}`;
  site = await startSite({ SITE_URL: origin, RATE_LIMIT_PER_MINUTE: '1000' }, { port });
});

test.afterAll(async () => {
  await site?.stop();
});

test.describe.configure({ mode: 'serial' });

test('the first admin: invite from the CLI, register a passkey, sign out, sign in again', async ({ page, context }) => {
  const link = inviteLink(staffCli(site, origin, 'invite', 'ana@quillmark.test', '--role', 'admin', '--name', 'Ana Ruiz'));
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
  const link = inviteLink(staffCli(site, origin, 'invite', 'lee@quillmark.test'));
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
  await acceptInvite(adminPage, inviteLink(staffCli(site, origin, 'invite', 'sam@quillmark.test', '--role', 'admin')));

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

test('an enquiry from the public form reaches the inbox', async ({ request }) => {
  const response = await request.post(`${origin}/api/v1/contact-us`, { data: contactEnquiry('priya@harbour.test'), headers: { origin } });
  expect(response.status()).toBe(201);
});
