import { audit } from './page-checks';
import { expect, test as base } from './site-fixture';
import { contactEnquiry } from './site-process';

// Every staff page through axe at two widths, on a production server of its own (reached as http://localhost, as
// WebAuthn needs). Apart from e2e/staff.spec.ts, whose tests run in order on one server: a width a test, each may
// run in a worker of its own, beside the others rather than after them.

const test = base.extend<object, { enquiryRef: string }>({
  /** An enquiry in the inbox, for its own page. */
  enquiryRef: [
    async ({ site }, provide) => {
      const posted = await fetch(`${site.process.origin}/api/v1/contact-us`, { method: 'POST', headers: { origin: site.origin, 'content-type': 'application/json' }, body: JSON.stringify(contactEnquiry('noor@quay.test')) });
      await provide(((await posted.json()) as { ref: string }).ref);
    },
    { scope: 'worker' },
  ],
});

test.use({ siteOptions: { staff: { ravi: { email: 'ravi@quillmark.test', role: 'admin' } } } });

for (const width of [1440, 390]) {
  test(`the staff pages are axe-clean at ${width} px, and no wider than the screen`, async ({ site, enquiryRef }) => {
    // A sweep of fourteen pages, each drawn, captured and read by axe: 25 s of Playwright's 30 on a quiet machine (ci-20).
    test.slow();
    const page = site.person('ravi');
    const pages = ['/staff', '/staff/inbox', '/staff/inbox?box=spam', '/staff/inbox?form=contact-us', `/staff/inbox/${enquiryRef}`, '/staff/subscribers', '/staff/insights', '/staff/insights?range=custom&from=2026-11-10&to=2026-11-01', '/staff/insights?range=7&channel=paid&campaign=visa-2027&device=phablet', '/staff/insights/digest', '/staff/team', '/staff/audit', '/staff/account', '/staff/no-such-page'];
    await page.setViewportSize({ width, height: 900 });
    for (const path of pages) {
      await page.goto(`${site.origin}${path}`);
      // Kept with the test's results, to be looked at whenever a staff page changes.
      await page.screenshot({ path: test.info().outputPath(`${path.slice(1).replace(/[^a-z0-9-]+/gi, '_')}-${width}.png`), fullPage: true });
      expect(await audit(page), `${path} at ${width}`).toEqual([]);
      // Nothing wider than the screen but a table in its own scrolling region.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} at ${width}`).toBeLessThanOrEqual(width);
    }
  });
}

test('the signed-out staff pages are axe-clean', async ({ browser, site }) => {
  const signedOut = await browser.newContext({ baseURL: site.origin });
  for (const path of ['/staff/sign-in', '/staff/welcome']) {
    const open = await signedOut.newPage();
    await open.goto(`${site.origin}${path}`);
    expect(await audit(open), path).toEqual([]);
    await open.close();
  }
  await signedOut.close();
});
