import { expect, test, type Page } from './site-fixture';
import { LIVE_EVERY_MS } from '../components/staff/insights/live-count';
import { consentCopy } from '../content/consent';
import { enquiryCopy } from '../content/staff-inbox';

// First-party insights on a server of its own: a visit from a campaign that ends in an enquiry shows on the insights
// page and on the enquiry's page; Decline, Global Privacy Control, a bot and the staff area leave nothing; nothing is
// sent before the banner is answered, and a Decline then leaves nothing either; and no visit leaves anything on the
// device but the consent choice (and the intro's documented session flag).

// Headless Chromium names itself HeadlessChrome, which isbot rightly counts as a bot: visitors use a phone's browser.
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const INTRO_FLAG = /intro/i;

let origin: string;
let person: (key: string) => Page;

test.use({ siteOptions: { staff: Object.fromEntries(['lena', 'omar', 'nadia', 'tariq'].map((name) => [name, { email: `${name}@quillmark.test`, role: 'viewer' as const }])) } });

// The worker's site (e2e/site-fixture.ts), by the names the tests use.
test.beforeAll(({ site: worker }) => {
  origin = worker.origin;
  person = worker.person;
});

test.describe.configure({ mode: 'serial' });

/**
 * A page view is sent after load, when the browser is idle: wait for the server's answer to its beacon. (A beacon's
 * body is not shown to Playwright; vitals go only when the page is hidden, so this one is the page view.)
 */
async function view(page: Page, path: string, options: { referer?: string } = {}) {
  const beacon = page.waitForResponse((response) => response.url().endsWith('/api/insights') && response.status() === 204, { timeout: 15_000 });
  await page.goto(`${origin}${path}`, options);
  return beacon;
}

/** A phone whose owner accepted on an earlier visit: counted from the first page. */
async function acceptedBefore(browser: import('@playwright/test').Browser, options: import('@playwright/test').BrowserContextOptions = {}) {
  const context = await browser.newContext({ userAgent: PHONE, viewport: { width: 390, height: 844 }, ...options });
  await context.addCookies([{ name: 'accept', value: 'true', url: origin }]);
  return context;
}

/** Every request the page makes to the beacon endpoint. */
function beaconsOf(page: Page) {
  const sent: string[] = [];
  page.on('request', (request) => request.url().endsWith('/api/insights') && sent.push(request.url()));
  return sent;
}

/** Nothing the site keeps on the device but the consent cookie and the intro's session flag. */
async function expectNothingStored(page: Page) {
  const cookies = await page.context().cookies(origin);
  expect(cookies.map((cookie) => cookie.name).filter((name) => name !== 'accept')).toEqual([]);
  const storage = await page.evaluate(() => ({ local: Object.keys(localStorage), session: Object.keys(sessionStorage) }));
  expect(storage.local).toEqual([]);
  expect(storage.session.filter((key) => !INTRO_FLAG.test(key))).toEqual([]);
}

/** Every row of these tables over the last 7 days, as the staff export gives them: the page shows only the top few. */
async function exported(page: Page, tables: readonly string[]) {
  const texts: string[] = [];
  for (const table of tables) {
    const csv = await page.request.get(`${origin}/api/staff/export/insights?table=${table}&range=7`);
    expect(csv.status(), table).toBe(200);
    texts.push(await csv.text());
  }
  return texts.join('\n');
}

/** Sends the contact form on the page it is on; its reference. */
async function sendContact(page: Page): Promise<string> {
  const form = page.locator('form#contact');
  await form.getByLabel('First name').fill('Amara');
  await form.getByLabel('Last name').fill('Okonjo');
  await form.getByLabel('Email address').fill('amara@tidewater.example.com');
  await form.getByLabel('Country code').selectOption('+44');
  await form.getByLabel('Mobile number').fill('7700900456');
  await form.getByLabel('Company').fill('Tidewater Freight');
  await form.getByLabel('How can we help?').fill('An audit of where AI could take over our manual document checks.');
  await form.getByRole('button', { name: 'Submit' }).click();
  const status = page.getByRole('status').filter({ hasText: /QM-\d{8}-[A-Z0-9]{6}/ });
  await expect(status).toBeVisible();
  return /QM-\d{8}-[A-Z0-9]{6}/.exec((await status.textContent()) ?? '')![0];
}

test('a campaign visit of three pages that ends in an enquiry is counted, converted and attributed', async ({ browser }) => {
  const context = await acceptedBefore(browser);
  const page = await context.newPage();
  await view(page, '/?utm_source=newsletter&utm_medium=email&utm_campaign=autumn-ai-audit', { referer: 'https://www.linkedin.com/feed/' });
  await view(page, '/services');
  await view(page, '/contact-us');
  const ref = await sendContact(page);
  await expectNothingStored(page);
  await context.close();

  const staff = { page: person('lena') };
  await staff.page.goto(`${origin}/staff/insights?range=7`);
  const main = staff.page.getByRole('main');
  await expect(main).toContainText('autumn-ai-audit');
  await expect(main).toContainText('www.linkedin.com');
  await expect(main.getByRole('row').filter({ hasText: 'autumn-ai-audit' }).first()).toContainText('1');
  await staff.page.goto(`${origin}/staff/inbox/${ref}`);
  const source = staff.page.getByRole('region', { name: /Where it came from/ });
  await expect(source).toContainText('www.linkedin.com');
  await expect(source).toContainText('autumn-ai-audit');
  await expect(source).toContainText('newsletter');
  await expect(source).toContainText(enquiryCopy.source.matched.view);
  // Kept with the test's results, to be looked at whenever these pages change: with data, at both widths.
  for (const width of [1440, 390]) {
    await staff.page.setViewportSize({ width, height: 900 });
    for (const [name, path] of [['insights', '/staff/insights?range=7'], ['enquiry', `/staff/inbox/${ref}`]] as const) {
      await staff.page.goto(`${origin}${path}`);
      await staff.page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
      expect(await staff.page.evaluate(() => document.documentElement.scrollWidth), `${path} at ${width}`).toBeLessThanOrEqual(width);
    }
  }
  await staff.page.goto(`${origin}/staff/inbox?campaign=autumn-ai-audit`);
  await expect(staff.page.getByRole('row').filter({ hasText: ref })).toHaveCount(1);
});

test('a visit from Google that opens the newsletter mid-visit is Google’s by first touch and the newsletter’s by last', async ({ browser }) => {
  // An address of its own (the site trusts the loopback proxy): the other tests' visitors share the loopback's, and
  // within 30 minutes their visit would be this one's.
  const context = await acceptedBefore(browser, { extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.77' } });
  const page = await context.newPage();
  await view(page, '/services', { referer: 'https://www.google.com/' });
  await view(page, '/blog?utm_source=newsletter&utm_medium=email&utm_campaign=winter-last-touch');
  await view(page, '/contact-us');
  const ref = await sendContact(page);
  await context.close();

  const staff = { page: person('omar') };
  await staff.page.goto(`${origin}/staff/inbox/${ref}`);
  const source = staff.page.getByRole('region', { name: /Where it came from/ });
  await expect(source).toContainText('www.google.com');
  await expect(source).toContainText(enquiryCopy.source.lastTouch);
  await expect(source).toContainText('winter-last-touch');
  await expect(source).not.toContainText(enquiryCopy.source.sameAsFirst);
  await staff.page.screenshot({ path: test.info().outputPath('enquiry-touches-1440.png'), fullPage: true });
  // The outcomes credited to the last touch: the newsletter's campaign has the enquiry; the page still fits a phone.
  await staff.page.setViewportSize({ width: 390, height: 844 });
  await staff.page.reload();
  await staff.page.screenshot({ path: test.info().outputPath('enquiry-touches-390.png'), fullPage: true });
  await staff.page.goto(`${origin}/staff/insights?range=7`);
  await staff.page.getByRole('navigation', { name: 'Credited to' }).getByRole('link', { name: 'Last touch' }).click();
  await expect(staff.page).toHaveURL(/credit=last/);
  const campaigns = staff.page.getByRole('region', { name: /Where work comes from, by campaign/ });
  await expect(campaigns.getByRole('row').filter({ hasText: 'winter-last-touch' })).toContainText('1');
  expect(await staff.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await campaigns.screenshot({ path: test.info().outputPath('last-touch-campaigns-390.png') });
  await staff.page.setViewportSize({ width: 1440, height: 900 });
  await campaigns.screenshot({ path: test.info().outputPath('last-touch-campaigns-1440.png') });
});

test('a neighbour on the same /24 with the same phone cannot give a visitor’s enquiry their campaign', async ({ browser }) => {
  // The site trusts the loopback proxy (TRUST_PROXY), so each context names its own address: two phones of one model
  // on one carrier's /24. The neighbour comes first, with a campaign of theirs; the visitor arrives directly after.
  const phone = (address: string) => acceptedBefore(browser, { extraHTTPHeaders: { 'x-forwarded-for': address } });
  const neighbour = await phone('198.51.100.23');
  await view(await neighbour.newPage(), '/services?utm_source=forged&utm_campaign=borrowed-credit', { referer: 'https://forged.example/' });
  const visitor = await phone('198.51.100.187');
  const page = await visitor.newPage();
  await view(page, '/contact-us');
  const form = page.locator('form#contact');
  await form.getByLabel('First name').fill('Priya');
  await form.getByLabel('Last name').fill('Raman');
  await form.getByLabel('Email address').fill('priya@lanternworks.example.com');
  await form.getByLabel('Country code').selectOption('+44');
  await form.getByLabel('Mobile number').fill('7700900789');
  await form.getByLabel('Company').fill('Lantern Works');
  await form.getByLabel('How can we help?').fill('A second opinion on our data warehouse costs before renewal.');
  await form.getByRole('button', { name: 'Submit' }).click();
  const status = page.getByRole('status').filter({ hasText: /QM-\d{8}-[A-Z0-9]{6}/ });
  await expect(status).toBeVisible();
  const ref = /QM-\d{8}-[A-Z0-9]{6}/.exec((await status.textContent()) ?? '')![0];
  await Promise.all([neighbour.close(), visitor.close()]);

  const staff = { page: person('omar') };
  await staff.page.goto(`${origin}/staff/inbox/${ref}`);
  const source = staff.page.getByRole('region', { name: /Where it came from/ });
  await expect(source).toContainText('/contact-us');
  await expect(source).toContainText(enquiryCopy.source.direct);
  await expect(source).toContainText(enquiryCopy.source.matched.view);
  await expect(source).not.toContainText('borrowed-credit');
});

test('Decline, Global Privacy Control, a bot and the staff area are not counted at all', async ({ browser }) => {
  const declined = await browser.newContext({ userAgent: PHONE });
  await declined.addCookies([{ name: 'accept', value: 'false', url: origin }]);
  const gpc = await browser.newContext({ userAgent: PHONE, extraHTTPHeaders: { 'Sec-GPC': '1' } });
  await gpc.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
  // A bot that took the banner's Accept: its beacons leave the page, and the server refuses them.
  const bot = await browser.newContext({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
  await bot.addCookies([{ name: 'accept', value: 'true', url: origin }]);
  for (const [context, campaign] of [[declined, 'declined-campaign'], [gpc, 'gpc-campaign'], [bot, 'bot-campaign']] as const) {
    const page = await context.newPage();
    const sent: string[] = [];
    page.on('request', (request) => request.url().endsWith('/api/insights') && sent.push(request.url()));
    await page.goto(`${origin}/?utm_campaign=${campaign}`);
    await page.goto(`${origin}/about-us`);
    // The moment the script decides (after the load event and an idle moment; <html data-insights> says when): a page
    // that counts has sent its beacon by then, one that does not never will.
    const bot = campaign === 'bot-campaign';
    await expect(page.locator('html')).toHaveAttribute('data-insights', bot ? 'on' : 'off');
    await expectNothingStored(page);
    // The browser does not even send for Decline and GPC; a bot's beacons are sent and refused by the server.
    if (bot) await expect.poll(() => sent.length).toBeGreaterThan(0);
    else expect(sent).toEqual([]);
    await context.close();
  }
  const staff = { page: person('omar') };
  await staff.page.goto(`${origin}/staff`);
  await staff.page.goto(`${origin}/staff/insights?range=7`);
  const main = staff.page.getByRole('main');
  await expect(main).toContainText('autumn-ai-audit');
  for (const absent of ['declined-campaign', 'gpc-campaign', 'bot-campaign', '/staff']) await expect(main).not.toContainText(absent);
});

test('nothing is sent before the banner is answered, and a Decline then leaves nothing of the visit', async ({ browser }) => {
  const context = await browser.newContext({ userAgent: PHONE, extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.60' } });
  const page = await context.newPage();
  const sent = beaconsOf(page);
  await page.goto(`${origin}/services?utm_source=undecided-source&utm_campaign=undecided-campaign`, { referer: 'https://news.example/issue/9' });
  const banner = page.getByRole('region', { name: consentCopy.label });
  await expect(banner).toBeVisible();
  // The script has loaded after the load event and an idle moment, and holds the page view: nothing has left.
  await expect(page.locator('html')).toHaveAttribute('data-insights', 'held');
  await page.waitForLoadState('networkidle');
  expect(sent).toEqual([]);
  await banner.getByRole('button', { name: consentCopy.decline }).click();
  await expect(page.locator('html')).toHaveAttribute('data-insights', 'off');
  // On to another page inside the site, then a page loaded afresh.
  await page.locator('footer a[href="/about-us"]').first().click();
  await expect(page).toHaveURL(`${origin}/about-us`);
  await page.goto(`${origin}/blog`);
  await expect(page.locator('html')).toHaveAttribute('data-insights', 'off');
  await page.waitForLoadState('networkidle');
  expect(sent).toEqual([]);
  await expectNothingStored(page);
  await context.close();

  const staff = { page: person('nadia') };
  const report = await exported(staff.page, ['campaigns', 'sources', 'referrers']);
  expect(report).toContain('autumn-ai-audit');
  for (const absent of ['undecided-source', 'undecided-campaign', 'news.example']) expect(report).not.toContain(absent);
});

test('Accept sends the page view held since the landing once, with its campaign and referrer', async ({ browser }) => {
  const context = await browser.newContext({ userAgent: PHONE, extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.61' } });
  const page = await context.newPage();
  const sent = beaconsOf(page);
  await page.goto(`${origin}/products?utm_source=held-source&utm_campaign=held-campaign`, { referer: 'https://held.example/post' });
  await expect(page.locator('html')).toHaveAttribute('data-insights', 'held');
  await page.waitForLoadState('networkidle');
  expect(sent).toEqual([]);
  const counted = page.waitForResponse((response) => response.url().endsWith('/api/insights') && response.status() === 204);
  await page.getByRole('region', { name: consentCopy.label }).getByRole('button', { name: consentCopy.accept }).click();
  await counted;
  await expect(page.locator('html')).toHaveAttribute('data-insights', 'on');
  await page.waitForLoadState('networkidle');
  expect(sent).toHaveLength(1);
  await context.close();

  const staff = { page: person('tariq') };
  // One visit of one page view, its campaign, source and referrer those of the link it landed by, once the writer's
  // next batch has them.
  const rows = async () => (await exported(staff.page, ['campaigns', 'sources', 'referrers'])).split(/\r?\n/);
  await expect.poll(rows).toEqual(expect.arrayContaining(['held-campaign', 'held-source', 'held.example'].map((key) => `"${key}","1","1","0","0","0"`)));
});

test('nothing of the insights is fetched or sent before the load event', async ({ browser }) => {
  const context = await acceptedBefore(browser);
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
  await view(page, '/services/web-development');
  const timing = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return {
      loadEnd: navigation!.loadEventEnd,
      beacons: resources.filter((entry) => entry.name.endsWith('/api/insights')).map((entry) => entry.startTime),
      early: resources.filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js')).filter((entry) => entry.startTime < navigation!.loadEventEnd).map((entry) => entry.name),
    };
  });
  expect(timing.loadEnd).toBeGreaterThan(0);
  expect(timing.beacons.length).toBeGreaterThan(0);
  for (const start of timing.beacons) expect(start).toBeGreaterThan(timing.loadEnd);
  // The script that measures Web Vitals is one of the scripts fetched, and none fetched before load holds it.
  const holdsVitals = async (url: string) => /interactionTarget/.test(await (await page.request.get(url)).text());
  const vitals = [];
  for (const url of new Set(scripts)) if (await holdsVitals(url)) vitals.push(url);
  expect(vitals).toHaveLength(1);
  expect(timing.early).not.toContain(vitals[0]);
  await context.close();
});

test('“Right now” counts a visitor who arrives while the page is open, asked again on its clock', async ({ browser }) => {
  // A context of the staff member's own, so the page's clock is this test's alone.
  const staff = await browser.newContext({ storageState: await person('tariq').context().storageState() });
  const page = await staff.newPage();
  await page.clock.install();
  await page.goto(`${origin}/staff/insights?range=7&campaign=right-now-check`);
  const live = page.getByRole('region', { name: 'Right now' });
  await expect(live).toContainText('0 visitors in the last 30 minutes');

  // An address of its own, so this is a new visit and not a page of an earlier test's (the site trusts the loopback proxy).
  const visitor = await acceptedBefore(browser, { extraHTTPHeaders: { 'x-forwarded-for': '192.0.2.61' } });
  await view(await visitor.newPage(), '/?utm_campaign=right-now-check');
  await visitor.close();
  // Each half minute on the page's clock it asks again, with its filter, and shows the answer; no reload.
  await expect(async () => {
    const asked = page.waitForResponse((response) => response.url().endsWith('/api/staff/insights/live?campaign=right-now-check'));
    await page.clock.runFor(LIVE_EVERY_MS);
    expect((await asked).status()).toBe(200);
    await expect(live).toContainText('1 visitor in the last 30 minutes', { timeout: 1_000 });
  }).toPass();
  await staff.close();
});
