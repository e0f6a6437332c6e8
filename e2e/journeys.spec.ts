import type { Browser, BrowserContext } from '@playwright/test';
import { audit, heldToAWidth } from './page-checks';
import { expect, test, type Page } from './site-fixture';
import { type SiteProcess } from './site-process';
import { acceptInvite, inviteLink, staffCli } from './staff-auth';
import { thisWeek } from '../lib/digest-schedule';

// Which visits become work, walked end to end on a server of its own: three visits from one paid LinkedIn campaign.
// The first phones (a tel: click), the second starts the contact form, is refused on a field by the page's own
// checks and gives up, the third sends an enquiry that the team later marks won at £12,500. Each is then found on
// the insights, filtered to the campaign, per channel and campaign, and in this week's digest.

// Headless Chromium names itself HeadlessChrome, which isbot rightly counts as a bot: visitors use a phone's browser.
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const CAMPAIGN = 'visa-2027';
const LANDING = `/contact-us?utm_source=linkedin&utm_medium=paid-social&utm_campaign=${CAMPAIGN}`;
const LINKEDIN = 'https://www.linkedin.com/feed/';

let site: SiteProcess;
let origin: string;
/** What the walk leaves for the look at its pages: the staff member's session and the pages it checked. */
let walked: { state: Awaited<ReturnType<BrowserContext['storageState']>>; pages: [name: string, path: string][] } | undefined;

test.use({ siteOptions: { commands: true } });

// The worker's site (e2e/site-fixture.ts), by the names the tests use.
test.beforeAll(({ site: worker }) => {
  site = worker.process;
  origin = worker.origin;
});

// The second test looks at the pages the first one filled.
test.describe.configure({ mode: 'serial' });

/** A phone of its own on the campaign's network: each context names its address (the site trusts the loopback proxy). */
async function visitor(browser: Browser, address: string): Promise<{ context: BrowserContext; page: Page; beacons: () => number }> {
  const context = await browser.newContext({ userAgent: PHONE, viewport: { width: 390, height: 844 }, extraHTTPHeaders: { 'x-forwarded-for': address } });
  // Accepted on an earlier visit: a visitor who has not answered the banner is counted only once they accept.
  await context.addCookies([{ name: 'accept', value: 'true', url: origin }]);
  const page = await context.newPage();
  let answered = 0;
  page.on('response', (response) => {
    if (response.url().endsWith('/api/insights') && response.status() === 204) answered += 1;
  });
  return { context, page, beacons: () => answered };
}

/** Lands on the campaign's link from LinkedIn and waits for the page view's beacon to be answered. */
async function land(page: Page) {
  const counted = page.waitForResponse((response) => response.url().endsWith('/api/insights') && response.status() === 204);
  await page.goto(`${origin}${LANDING}`, { referer: LINKEDIN });
  await counted;
}

async function fillContact(page: Page, email: string) {
  const form = page.locator('form#contact');
  await form.getByLabel('First name').fill('Tomasz');
  await form.getByLabel('Last name').fill('Wilk');
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Country code').selectOption('+44');
  await form.getByLabel('Mobile number').fill('7700900321');
  await form.getByLabel('Company').fill('Harbour Care Homes');
  await form.getByLabel('How can we help?').fill('Sponsoring two senior carers from Kerala: what the licence asks of us.');
  return form;
}

test('a call, a form given up on a field and an enquiry won are found per channel, campaign and in the digest', async ({ browser }) => {
  // Three visitors' browsers, a sign-in and five staff pages in one walk: 17 s alone, past 30 s once with both cores
  // busy elsewhere and three workers beside it. Playwright's own mark for a test known to be long: three times the bound.
  test.slow();
  // 1. Phones from the contact page.
  const caller = await visitor(browser, '198.51.100.21');
  await land(caller.page);
  const before = caller.beacons();
  await caller.page.getByRole('main').locator('a[href^="tel:"]').first().click();
  await expect.poll(caller.beacons).toBeGreaterThan(before);
  await caller.context.close();

  // 2. Starts the form, is refused on the email address by the page's own checks, and leaves.
  const quitter = await visitor(browser, '198.51.100.22');
  await land(quitter.page);
  const form = await fillContact(quitter.page, 'tomasz.wilk@harbour');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
  // The form's view, start, submit and refusal have each been answered.
  await expect.poll(quitter.beacons).toBeGreaterThanOrEqual(5);
  await quitter.context.close();

  // 3. Sends an enquiry.
  const client = await visitor(browser, '198.51.100.23');
  await land(client.page);
  await (await fillContact(client.page, 'tomasz@harbourcare.example.com')).getByRole('button', { name: 'Submit' }).click();
  const status = client.page.getByRole('status').filter({ hasText: /QM-\d{8}-[A-Z0-9]{6}/ });
  await expect(status).toBeVisible();
  const ref = /QM-\d{8}-[A-Z0-9]{6}/.exec((await status.textContent()) ?? '')![0];
  await client.context.close();

  // The team marks it won, with its value.
  const staff = await browser.newContext({ baseURL: origin });
  const page = await staff.newPage();
  await acceptInvite(page, inviteLink(await staffCli(site, origin, 'invite', 'aisha@quillmark.test', '--role', 'viewer')));
  await page.goto(`${origin}/staff/inbox/${ref}`);
  // Joined to its visit by the page view its form named: the campaign and the channel come from there.
  await expect(page.getByRole('region', { name: /Where it came from/ })).toContainText(CAMPAIGN);
  await page.getByLabel('What became of it').selectOption('won');
  await page.getByLabel('Value, if won').fill('12,500');
  await page.getByLabel('Currency').selectOption('GBP');
  await page.getByRole('button', { name: 'Save outcome' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Outcome saved.' })).toBeVisible();

  // The insights, filtered to the campaign through the page's own form: the filter travels in the address.
  await page.goto(`${origin}/staff/insights?range=7`);
  await page.getByLabel('Campaign', { exact: true }).fill(CAMPAIGN);
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]campaign=${CAMPAIGN}`));
  const filtered = page.url();
  const main = page.getByRole('main');

  const work = main.getByRole('region', { name: 'Where work comes from', exact: true });
  const byChannel = work.getByRole('region', { name: 'By channel', exact: true });
  await expect(byChannel.getByRole('row').filter({ hasText: 'Paid' })).toContainText('£12,500.00');
  await expect(byChannel.getByRole('row').filter({ hasText: 'Paid' }).getByRole('cell').first()).toHaveText('3');
  await expect(work.getByRole('region', { name: 'By campaign', exact: true }).getByRole('row').filter({ hasText: CAMPAIGN })).toContainText('£12,500.00');

  const intents = main.getByRole('region', { name: 'Contact intents', exact: true });
  const intentRow = intents.getByRole('region', { name: 'Intents by campaign', exact: true }).getByRole('row').filter({ hasText: CAMPAIGN });
  await expect(intentRow).toBeVisible();
  await expect(intents.getByRole('region', { name: 'Intents by channel', exact: true }).getByRole('row').filter({ hasText: 'Paid' })).toBeVisible();

  const forms = main.getByRole('region', { name: 'Enquiry forms', exact: true });
  await expect(forms).toContainText('The field whose error most often ended a visit: Email address (1 visit).');
  await expect(forms.getByRole('row').filter({ hasText: 'Paid' }).first()).toBeVisible();

  // The same view for a colleague: the address alone brings it back.
  await page.goto(filtered);
  await expect(main.getByRole('region', { name: 'Where work comes from', exact: true })).toContainText('£12,500.00');

  // This week's digest, as the Monday email will tell it.
  const week = thisWeek(Date.now());
  await page.goto(`${origin}/staff/insights/digest?week=${week.week}`);
  const digest = page.getByRole('main');
  await expect(digest.getByRole('region', { name: 'Best channels', exact: true })).toContainText('Paid');
  await expect(digest.getByRole('region', { name: 'Best campaigns', exact: true })).toContainText(CAMPAIGN);
  await expect(digest.getByRole('region', { name: 'The week at a glance', exact: true }).getByRole('row').filter({ hasText: 'Won value' })).toContainText('£12,500.00');
  await expect(digest.getByRole('region', { name: 'Contact intents', exact: true }).getByRole('row').filter({ hasText: 'Phone number' })).toContainText('1');

  walked = { state: await staff.storageState(), pages: [['insights-filtered', filtered.replace(origin, '')], ['digest', `/staff/insights/digest?week=${week.week}`], ['enquiry', `/staff/inbox/${ref}`]] };
  await staff.close();
});

test('the walk’s pages, full of its data, are axe-clean and no wider than the screen at 1440 and 390 px', async ({ browser }) => {
  // Three pages at two widths, each captured and read by axe, then the phone's tables opened: 26 s with both cores busy (ci-22).
  test.slow();
  expect(walked, 'the walk above ran first').toBeDefined();
  const staff = await browser.newContext({ baseURL: origin, storageState: walked!.state });
  const page = await staff.newPage();
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [name, path] of walked!.pages) {
      await page.goto(`${origin}${path}`);
      // With data in every table, as e2e/staff-pages.spec.ts cannot have it.
      await heldToAWidth(page, path, width, { picture: name });
      // Nor cut at a card's edge: a card is no wider than its box (a table that scrolls does so in a region of its own).
      const cut = await page.locator('main section').evaluateAll((cards) => cards.filter((card) => card.scrollWidth > card.clientWidth + 1).map((card) => card.querySelector('h2, h3')?.textContent ?? card.id));
      expect(cut, `${path} at ${width}`).toEqual([]);
      if (name === 'insights-filtered' && width === 390) {
        // On a phone no insights table scrolls sideways, those folded away included: each row stacks (ScrollTable).
        await page.locator('main details').evaluateAll((folds) => folds.forEach((fold) => ((fold as HTMLDetailsElement).open = true)));
        const tables = page.locator('main [role="region"]:has(> table)');
        expect(await tables.count()).toBeGreaterThanOrEqual(20);
        const sideways = await tables.evaluateAll((boxes) => boxes.filter((box) => box.scrollWidth > box.clientWidth + 1).map((box) => box.getAttribute('aria-label')));
        expect(sideways).toEqual([]);
        await page.screenshot({ path: test.info().outputPath(`${name}-${width}-open.png`), fullPage: true });
        // Stacked, a table is still a table to a screen reader, its figures named by their column alone.
        const channels = page.getByRole('table', { name: /channel/i }).first();
        await expect(channels.getByRole('columnheader').first()).toBeAttached();
        // Its sort links show above its rows, for a finger as for a keyboard.
        const sortLink = channels.getByRole('columnheader', { name: /^Visits/ }).getByRole('link');
        await sortLink.scrollIntoViewIfNeeded();
        expect((await sortLink.boundingBox())!.width).toBeGreaterThan(20);
        await expect(sortLink).toBeVisible();
        await page.screenshot({ path: test.info().outputPath(`${name}-${width}-sort-links.png`) });
        const figure = channels.getByRole('cell').first();
        await expect(figure).toHaveAccessibleName((await figure.textContent())!.trim());
        expect(await audit(page), `${path} at ${width}, opened`).toEqual([]);
        // On a phone's width it sorts as on a desk: the link is there to be pressed, and the page comes back sorted.
        await sortLink.click();
        await expect(page).toHaveURL(/[?&]sort=[a-z-]+\.\d+\.desc#[a-z-]+$/);
      }
    }
  }
  // A column's heading sorts its table, and the page comes back at that table, sorted, saying which way.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${origin}${walked!.pages[0]![1]}`);
  const visits = () => page.getByRole('table', { name: /^Pages: the top/ }).getByRole('columnheader', { name: /^Visits/ });
  await visits().getByRole('link').click();
  await expect(page).toHaveURL(/[?&]sort=insights-top-page\.1\.desc#insights-top-page$/);
  await expect(visits()).toHaveAttribute('aria-sort', 'descending');
  await expect(page.locator('#insights-top-page')).toBeInViewport();
  await staff.close();
});
