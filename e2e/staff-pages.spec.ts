import { expect, test } from './fixtures';
import { audit } from './page-checks';
import { contactEnquiry, freePort, startSite, type SiteProcess } from './site-process';
import { acceptInvite, inviteLink, staffCli } from './staff-auth';

// Every staff page through axe at two widths, on a production server of its own (reached as http://localhost, as
// WebAuthn needs). Apart from e2e/staff.spec.ts, whose tests run in order on one server: this one test is the
// longest of the suite, and on its own it runs beside them rather than after them.

let site: SiteProcess;
let origin: string;

test.beforeAll(async () => {
  const port = await freePort();
  origin = `http://localhost:${port}`;
  site = await startSite({ SITE_URL: origin, RATE_LIMIT_PER_MINUTE: '1000', TRUST_PROXY: 'loopback' }, { port });
});

test.afterAll(async () => {
  await site?.stop();
});

test('the staff pages are axe-clean at 1440 and 390 px, and no wider than the screen', async ({ browser, request }) => {
  // The signed-in pages below at two widths, and two open ones, through axe.
  test.slow();
  const posted = await request.post(`${origin}/api/v1/contact-us`, { data: contactEnquiry('noor@quay.test'), headers: { origin } });
  const { ref } = (await posted.json()) as { ref: string };
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  await acceptInvite(page, inviteLink(await staffCli(site, origin, 'invite', 'ravi@quillmark.test', '--role', 'admin')));
  const pages = ['/staff', '/staff/inbox', '/staff/inbox?box=spam', '/staff/inbox?form=contact-us', `/staff/inbox/${ref}`, '/staff/subscribers', '/staff/insights', '/staff/insights?range=custom&from=2026-11-10&to=2026-11-01', '/staff/insights?range=7&channel=paid&campaign=visa-2027&device=phablet', '/staff/insights/digest', '/staff/team', '/staff/audit', '/staff/account', '/staff/no-such-page'];
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of pages) {
      await page.goto(`${origin}${path}`);
      // Kept with the test's results, to be looked at whenever a staff page changes.
      await page.screenshot({ path: test.info().outputPath(`${path.slice(1).replace(/[^a-z0-9-]+/gi, '_')}-${width}.png`), fullPage: true });
      expect(await audit(page), `${path} at ${width}`).toEqual([]);
      // Nothing wider than the screen but a table in its own scrolling region.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} at ${width}`).toBeLessThanOrEqual(width);
    }
  }
  const signedOut = await browser.newContext({ baseURL: origin });
  for (const path of ['/staff/sign-in', '/staff/welcome']) {
    const open = await signedOut.newPage();
    await open.goto(`${origin}${path}`);
    expect(await audit(open), path).toEqual([]);
    await open.close();
  }
  await signedOut.close();
  await context.close();
});
