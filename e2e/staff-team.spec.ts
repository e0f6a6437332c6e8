import { expect, test, waitForHydration } from './site-fixture';
import { type SiteProcess } from './site-process';
import { acceptInvite, inviteLink, staffCli } from './staff-auth';

// The team's credentials end to end, on a production server of its own: a removed person's passkey stays dead when
// they are invited again, a passkey is revoked by its owner (never their last) or by an admin, and an admin invited
// again from the team page stays an admin.

let site: SiteProcess;
let origin: string;

test.use({ siteOptions: { commands: true } });

// The worker's site (e2e/site-fixture.ts), by the names the tests use.
test.beforeAll(({ site: worker }) => {
  site = worker.process;
  origin = worker.origin;
});

test.describe.configure({ mode: 'serial' });

test('a removed person’s old passkey does not come back when they are invited again', async ({ browser }) => {
  const admin = await browser.newContext({ baseURL: origin });
  const adminPage = await admin.newPage();
  await acceptInvite(adminPage, inviteLink(await staffCli(site, origin, 'invite', 'ana@quillmark.test', '--role', 'admin')));
  const person = await browser.newContext({ baseURL: origin });
  const personPage = await person.newPage();
  await acceptInvite(personPage, inviteLink(await staffCli(site, origin, 'invite', 'pia@quillmark.test', '--role', 'viewer')), 'Old laptop');

  await adminPage.goto(`${origin}/staff/team`);
  const row = adminPage.locator('tr[data-email="pia@quillmark.test"]');
  await row.getByRole('button', { name: 'Remove' }).click();
  await expect(adminPage.getByRole('status').filter({ hasText: 'Removed:' })).toBeVisible();
  await expect(row).toContainText('Removed');
  await expect(row).toContainText('None');

  await personPage.goto(`${origin}/staff`);
  await expect(personPage).toHaveURL(`${origin}/staff/sign-in`);
  await waitForHydration(personPage);
  // Invited again, the link not yet used: the passkey still on their old device signs nobody in.
  const link = inviteLink(await staffCli(site, origin, 'invite', 'pia@quillmark.test'));
  await personPage.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(personPage.getByRole('alert').filter({ hasText: 'That did not sign you in' })).toBeVisible();
  await expect(personPage).toHaveURL(`${origin}/staff/sign-in`);

  // The new link still works, for a new passkey only.
  const fresh = await browser.newContext({ baseURL: origin });
  await acceptInvite(await fresh.newPage(), link, 'New laptop');
  await adminPage.goto(`${origin}/staff/team`);
  await expect(row).toContainText('Active');
  await row.getByText('1 passkey').click();
  await expect(row.getByRole('button', { name: 'Revoke New laptop' })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Revoke Old laptop' })).toHaveCount(0);
  await Promise.all([admin.close(), person.close(), fresh.close()]);
});

test('a passkey is revoked by its owner, never their last, and by an admin', async ({ browser }) => {
  const laptop = await browser.newContext({ baseURL: origin });
  const laptopPage = await laptop.newPage();
  await acceptInvite(laptopPage, inviteLink(await staffCli(site, origin, 'invite', 'kai@quillmark.test', '--role', 'viewer')), 'Work laptop');
  const phone = await browser.newContext({ baseURL: origin });
  const phonePage = await phone.newPage();
  await acceptInvite(phonePage, inviteLink(await staffCli(site, origin, 'invite', 'kai@quillmark.test')), 'Phone');

  await laptopPage.goto(`${origin}/staff/account`);
  const passkeys = laptopPage.getByRole('region', { name: 'Your passkeys' });
  await expect(passkeys.getByRole('row')).toHaveCount(3);
  await passkeys.getByRole('button', { name: 'Revoke Phone' }).click();
  await expect(laptopPage.getByRole('status').filter({ hasText: 'Passkey revoked' })).toBeVisible();
  await expect(passkeys.getByRole('row')).toHaveCount(2);
  // Revoking a passkey ends no session: the phone is still signed in.
  await phonePage.goto(`${origin}/staff`);
  await expect(phonePage).toHaveURL(`${origin}/staff`);

  // Their last passkey, with no password and authenticator app beside it, stays.
  await passkeys.getByRole('button', { name: 'Revoke Work laptop' }).click();
  await expect(laptopPage.getByRole('alert').filter({ hasText: 'this is your only passkey' })).toBeVisible();
  await expect(passkeys.getByRole('button', { name: 'Revoke Work laptop' })).toBeVisible();

  // An admin may revoke it: for a lost laptop.
  const admin = await browser.newContext({ baseURL: origin });
  const adminPage = await admin.newPage();
  await acceptInvite(adminPage, inviteLink(await staffCli(site, origin, 'invite', 'rui@quillmark.test', '--role', 'admin')));
  await adminPage.goto(`${origin}/staff/team`);
  const row = adminPage.locator('tr[data-email="kai@quillmark.test"]');
  await row.getByText('1 passkey').click();
  await row.getByRole('button', { name: 'Revoke Work laptop' }).click();
  await expect(adminPage.getByRole('status').filter({ hasText: 'Passkey revoked' })).toBeVisible();
  await expect(row).toContainText('None');

  await adminPage.goto(`${origin}/staff/audit`);
  await expect(adminPage.getByRole('cell', { name: 'Revoked a passkey' })).toHaveCount(2);
  await Promise.all([laptop.close(), phone.close(), admin.close()]);
});

test('an admin invited again from the team page stays an admin unless another role is picked', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  await acceptInvite(page, inviteLink(await staffCli(site, origin, 'invite', 'eva@quillmark.test', '--role', 'admin')));
  await staffCli(site, origin, 'invite', 'bo@quillmark.test', '--role', 'admin');

  await page.goto(`${origin}/staff/team`);
  await expect(page.getByLabel('Role')).toHaveValue('');
  await page.getByLabel('Work email').fill('bo@quillmark.test');
  await page.getByRole('button', { name: 'Create invite link' }).click();
  await expect(page.locator('[data-invite-link]')).toContainText('/staff/welcome#');
  await page.reload();
  await expect(page.locator('tr[data-email="bo@quillmark.test"]').getByRole('cell').first()).toHaveText('Admin');

  await page.getByLabel('Work email').fill('bo@quillmark.test');
  await page.getByLabel('Role').selectOption('viewer');
  await page.getByRole('button', { name: 'Create invite link' }).click();
  await expect(page.locator('[data-invite-link]')).toContainText('/staff/welcome#');
  await page.reload();
  await expect(page.locator('tr[data-email="bo@quillmark.test"]').getByRole('cell').first()).toHaveText('Viewer');
  await context.close();
});
