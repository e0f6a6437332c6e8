import { audit, heldToAWidth } from './page-checks';
import { expect, test as base } from './site-fixture';
import { contactEnquiry } from './site-process';

// Every staff page through axe at two widths, on a production server of its own (reached as http://localhost, as
// WebAuthn needs), apart from e2e/staff.spec.ts, whose tests run in order on another.

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
// In order, on one worker: one server and one passkey sign-up for the whole file, not one a worker.
test.describe.configure({ mode: 'default' });

/** Every signed-in staff page, and a few states of the busiest ones. */
const PAGES = (ref: string) => [
  '/staff',
  '/staff/inbox',
  '/staff/inbox?box=spam',
  '/staff/inbox?form=contact-us',
  `/staff/inbox/${ref}`,
  '/staff/subscribers',
  '/staff/insights',
  '/staff/insights?range=custom&from=2026-11-10&to=2026-11-01',
  '/staff/insights?range=7&channel=paid&campaign=visa-2027&device=phablet',
  '/staff/insights/digest',
  '/staff/team',
  '/staff/audit',
  '/staff/account',
  '/staff/authors',
  '/staff/no-such-page',
];

// A page and a width a test, in order on the worker's one server: each is drawn, captured and read by axe within a
// test's own time, where the sweep of all of them took 25 s of Playwright's 30 on a quiet machine (ci-20).
test.describe('the staff pages are axe-clean, and no wider than the screen', () => {
  for (const width of [1440, 390]) {
    for (const [index, named] of PAGES('[ref]').entries()) {
      test(`${named} at ${width} px`, async ({ site, enquiryRef }) => {
        const path = PAGES(enquiryRef)[index]!;
        const page = site.person('ravi');
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${site.origin}${path}`);
        await heldToAWidth(page, path, width);
      });
    }
  }
});

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
