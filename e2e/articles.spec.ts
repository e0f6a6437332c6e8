import { writeFileSync } from 'node:fs';
import pg from 'pg';
import sharp from 'sharp';
import type { NginxProcess } from './nginx-process';
import { heldToAWidth } from './page-checks';
import { expect, test, type Page, type Site } from './site-fixture';
import { askedThroughout, type SiteProcess } from './site-process';

// Articles written in the staff area, on two production servers sharing one PostgreSQL, as behind the nginx recipe:
// the editors work on A, and every public check is asked of B, which never saw the edit. The tests run in order on
// one article; each step is a person's, through the pages, as they would do it.

test.use({
  siteOptions: {
    postgres: true,
    hosts: 2,
    // The nginx recipe in front of B, as a second host would have it.
    nginx: { pageTtl: 60, host: 1 },
    staff: {
      ed: { email: 'ed@quillmark.test', role: 'editor', name: 'Ed Park' },
      cat: { email: 'cat@quillmark.test', role: 'admin', name: 'Cat Lowe' },
      val: { email: 'val@quillmark.test', role: 'viewer', name: 'Val Moss' },
    },
  },
});

let site: Site;
let a: SiteProcess;
let b: SiteProcess;
let nginxB: NginxProcess;
let origin = '';
let articlePath = '';
/** The picture the first test puts in the text (`/uploads/<id>`, no extension). */
let inlinePicture = '';
const slug = 'release-notes-customers-read';
const SEARCH_TITLE = 'Release notes customers read: one change a line';
const SEARCH_DESCRIPTION = 'How we write release notes that customers read and act on: one change a line, the why first, a link to more.';
const title = 'Release notes customers actually read';

/** London wall time of `at` (ms since the epoch), to the second. */
const londonSeconds = (at: number) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
    .format(new Date(at))
    .replace(' ', 'T');
/** The same to the minute: what a person types in the schedule field. */
const london = (at: number) => londonSeconds(at).slice(0, 16);

/** What B answers a visitor who follows no redirect: the status, and whether the page has `text` in it. */
async function onB(path: string, text = '') {
  const response = await fetch(`${b.origin}${path}`, { redirect: 'manual' });
  return { status: response.status, shows: (await response.text()).includes(text) };
}

/** B's status alone for `path`. */
const statusOnB = async (path: string) => (await onB(path)).status;

/** A change on A shows on B with the next request (nothing caches between); the margin is for the publish itself. */
const NEXT_REQUEST = { timeout: 10_000 };

/** Until an uploaded picture shows: every size of it is encoded first, seconds of CPU on a busy machine. */
const ENCODED = { timeout: 30_000 };

test.describe.configure({ mode: 'serial' });

/** The viewport the people's pages have (Desktop Chrome's), set back after a test looks at a phone's. */
const DESK = { width: 1280, height: 720 };

// The worker's servers and people (its fixtures), by the names the steps use.
test.beforeAll(({ site: worker }) => {
  site = worker;
  [a, b] = worker.hosts as [SiteProcess, SiteProcess];
  origin = worker.origin;
  nginxB = worker.nginx!;
});

const person = (name: string) => site.person(name);

test('an editor writes an article with a heading, a table, code, a link and pictures, and previews it', async () => {
  const page = person('ed');
  await expect(page).toHaveURL(/\/staff\/articles$/);
  await page.getByRole('link', { name: 'Write an article' }).click();
  await page.getByLabel('Title', { exact: true }).fill(title);
  // The address follows the title until one is typed; one typed loosely is tidied as the field is left.
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue('release-notes-customers-actually-read');
  await page.getByLabel('Address', { exact: true }).fill('Release Notes: Customers Read!');
  await page.getByLabel('Summary').focus();
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue(slug);
  await page.getByLabel('Title', { exact: true }).fill(`${title}.`);
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue(slug);
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Summary').fill('What makes customers read a release note, and act on it: one change a line, the why first, and a link to more.');
  await page.getByLabel('Author', { exact: true }).selectOption('meera-iyer');
  await page.getByLabel('Tags').fill('Testing, Releases');
  await page.getByLabel('Cover description').fill('A release checklist on a whiteboard');
  const cover = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2d6cdf' } }).jpeg().toBuffer();
  await page.getByLabel('Cover picture').setInputFiles({ name: 'cover.jpg', mimeType: 'image/jpeg', buffer: cover });
  await expect(page.getByRole('img', { name: 'A release checklist on a whiteboard' })).toHaveAttribute('src', /^\/uploads\//, ENCODED);
  // Search words of its own, counted as they are typed, and the share card they make with the cover.
  await page.getByLabel('Search title').fill(SEARCH_TITLE);
  await page.getByLabel('Search description').fill(SEARCH_DESCRIPTION);
  await expect(page.getByText(`${SEARCH_TITLE.length} characters`, { exact: true })).toBeVisible();
  const card = page.getByRole('figure').filter({ hasText: 'Share card' });
  await expect(card).toContainText(SEARCH_TITLE);
  await expect(card).toContainText(SEARCH_DESCRIPTION);
  await expect(card.locator('img')).toHaveAttribute('src', /^\/uploads\/[0-9a-f]{32}/);
  const body = page.getByLabel('Text (Markdown)');
  await body.fill('Most release notes are written for the team that shipped.\n\n## One change a line\n\n| Change | Why | Accounts |\n|---|---|--:|\n| Faster export | Big accounts waited | 1,200 |\n\n```ts\nconst note = { change, why };\n```\n\nRead [our testing service](/services/software-testing) or [the Keep a Changelog guide](https://keepachangelog.com).\n\n');
  await page.getByLabel('Description of the picture').fill('A release note with one change a line');
  const inline = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#f2b705' } }).png().toBuffer();
  await page.getByLabel('Add a picture to the text').setInputFiles({ name: 'note.png', mimeType: 'image/png', buffer: inline });
  await expect(body).toHaveValue(/!\[A release note with one change a line\]\(\/uploads\/[0-9a-f]{32}\.webp\)/, ENCODED);
  // The live preview is the server's own rendering.
  const preview = page.getByRole('region', { name: 'Live preview' });
  await expect(preview.locator('table td').first()).toHaveText('Faster export');
  await expect(preview.locator('pre code')).toContainText('const note');
  await expect(page.getByText(/^\d+ words · 1 min read$/)).toBeVisible();
  await page.getByRole('button', { name: 'Save draft' }).click();
  await page.waitForURL(/\/staff\/articles\/\d+$/);
  articlePath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { name: 'Draft: only staff can see it.' })).toBeVisible();
  expect((await fetch(`${b.origin}/blog/${slug}`)).status).toBe(404);
  // A draft's pictures are for signed-in staff alone, and never kept by a shared cache.
  inlinePicture = /\((\/uploads\/[0-9a-f]{32})\.webp\)/.exec(await body.inputValue())![1]!;
  const picture = `${inlinePicture}.webp`;
  const seen = await page.request.get(picture);
  expect([seen.status(), seen.headers()['cache-control']]).toEqual([200, 'private, no-store']);
  const unseen = await fetch(`${b.origin}${picture}`);
  expect([unseen.status, unseen.headers.get('cache-control')]).toEqual([404, 'private, no-store']);

  // The preview: the site's own page, framed at a phone's width and a desk's, for signed-in staff only.
  await page.getByRole('link', { name: 'Preview' }).click();
  for (const frame of ['Phone (390 px)', 'Desk (1440 px)']) {
    const framed = page.frameLocator(`iframe[title^="${frame}"]`);
    await expect(framed.getByRole('heading', { level: 1 })).toHaveText(title);
    // The page alone: no cookie banner over it (this browser has never answered one).
    await expect(framed.locator('article pre[data-language]')).toBeVisible();
    await expect(framed.getByRole('region', { name: 'Cookie choice' })).toHaveCount(0);
  }
  const framed = await page.request.get(`/preview/articles/${articlePath.split('/').at(-1)}`);
  expect(framed.headers()).toMatchObject({ 'x-frame-options': 'SAMEORIGIN', 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex, nofollow' });
  expect(framed.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  const stranger = await fetch(`${b.origin}/preview/articles/${articlePath.split('/').at(-1)}`, { redirect: 'manual' });
  expect([stranger.status, stranger.headers.get('location') ?? '']).toEqual([307, expect.stringMatching(/\/staff\/sign-in$/)]);
});

test('scheduled, it appears on the other host once its time comes: page, blog, home, feed and sitemap', async () => {
  const page = person('ed');
  await page.goto(articlePath);
  const when = page.getByLabel('Go live at (London time)');
  // Scheduled for later, then cancelled: never on the site, it is a draft again, and there is nothing to unpublish.
  await when.fill(london(Date.now() + 3_600_000));
  await page.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Scheduled: this revision goes on the site' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unpublish' })).toHaveCount(0);
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByRole('region', { name: /^Scheduled: goes live/ }).screenshot({ path: test.info().outputPath(`first-schedule-${width}.png`) });
  }
  await page.setViewportSize(DESK);
  await page.getByRole('button', { name: 'Cancel schedule' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Schedule cancelled: the article is a draft again' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Draft: only staff can see it.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete this draft' })).toBeVisible();
  // Real time: each server reads its own clock, which the test cannot move. A person schedules to the minute; the
  // server takes seconds too (any client may send them), so the field is let take them here, and the test waits
  // seconds rather than up to a minute.
  const goesLive = Math.floor((Date.now() + 6_000) / 1_000) * 1_000;
  await when.evaluate((input: HTMLInputElement) => (input.step = '1'));
  await when.fill(londonSeconds(goesLive));
  await page.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Scheduled: this revision goes on the site' })).toBeVisible();
  expect((await fetch(`${b.origin}/blog/${slug}`)).status).toBe(404);
  // Its time come, the next request to B shows it. When, to the millisecond, is lib/articles/state.test.ts's, on a
  // clock of its own: here the state, however busy the machine.
  await expect.poll(() => statusOnB(`/blog/${slug}`), { timeout: Math.max(goesLive - Date.now(), 0) + NEXT_REQUEST.timeout, intervals: [100] }).toBe(200);
  const html = await (await fetch(`${b.origin}/blog/${slug}`)).text();
  // Its own search words, not the title and summary.
  expect(html).toContain(`<title>${SEARCH_TITLE}</title>`);
  expect(html).toContain(`<meta name="description" content="${SEARCH_DESCRIPTION}"/>`);
  expect(html).toContain(`<meta property="og:title" content="${SEARCH_TITLE}"/>`);
  expect(html).toContain('<td>Faster export</td>');
  expect(html).toContain('<td align="right">1,200</td>');
  expect(html).toMatch(/<pre data-language="TypeScript"><code class="language-ts"><span class="tok-keyword">const<\/span> <span class="tok-constant">note<\/span>/);
  expect(html).toContain('<a href="https://keepachangelog.com" rel="noopener noreferrer">');
  expect(html).toMatch(/<picture><source type="image\/avif" srcset="(\/uploads\/[0-9a-f]{32}-\d+\.avif \d+w(, )?)+" sizes="[^"]+"><img src="\/uploads\/[0-9a-f]{32}\.webp" srcset="[^"]+" sizes="[^"]+" alt="A release note with one change a line" width="800" height="500" loading="lazy" decoding="async"><\/picture>/);
  expect(await (await fetch(`${b.origin}/blog`)).text()).toContain(title);
  expect(await (await fetch(`${b.origin}/`)).text()).toContain(title);
  expect(await (await fetch(`${b.origin}/blog/authors/meera-iyer`)).text()).toContain(title);
  expect(await (await fetch(`${b.origin}/feed.xml`)).text()).toContain(`<link>${origin}/blog/${slug}</link>`);
  expect(await (await fetch(`${b.origin}/sitemap.xml`)).text()).toContain(`${origin}/blog/${slug}`);
  // Its pictures, from the store, to everyone now; kept an hour, then asked again with their ETag.
  const picture = /<img src="(\/uploads\/[0-9a-f]{32}\.webp)"/.exec(html)![1]!;
  const served = await fetch(`${b.origin}${picture}`);
  expect([served.status, served.headers.get('content-type'), served.headers.get('cache-control')]).toEqual([200, 'image/webp', 'public, max-age=3600']);
  const again = await fetch(`${b.origin}${picture}`, { headers: { 'if-none-match': served.headers.get('etag')! } });
  expect([again.status, await again.text()]).toEqual([304, '']);
  // Its own metadata and share image.
  const ogImage = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? '';
  expect(ogImage).toContain(`/blog/${slug}/opengraph-image`);
  const share = await fetch(`${b.origin}${new URL(ogImage).pathname}`);
  expect(share.headers.get('content-type')).toBe('image/png');
  // Drawn on its cover (a blue 1600 × 900 picture, cut to the card): blue shows through the shade where no words are.
  const card = Buffer.from(await share.arrayBuffer());
  writeFileSync(test.info().outputPath('share-image.png'), card);
  const { data } = await sharp(card).extract({ left: 1100, top: 160, width: 40, height: 40 }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const [red, , blue] = [0, 1, 2].map((channel) => data.filter((_, index) => index % 3 === channel).reduce((sum, value) => sum + value, 0) / (data.length / 3));
  expect(blue! - red!).toBeGreaterThan(40);
  expect(html).toContain(`"headline":"${title}"`);
});

test('the article reads as written on a phone and a desk: aligned columns, highlighted code, pictures at their size', async ({ browser }) => {
  for (const [width, phone] of [[390, true], [1440, false]] as const) {
    const context = await browser.newContext({ baseURL: b.origin, viewport: { width, height: 844 }, deviceScaleFactor: 1, hasTouch: phone, isMobile: phone });
    const page = await context.newPage();
    // Every layout shift from the first paint on, as the real-user figures count them.
    await page.addInitScript(() => {
      (window as unknown as { shifts: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`/blog/${slug}`);
    const cell = page.locator('article td', { hasText: '1,200' });
    expect(await cell.evaluate((element) => getComputedStyle(element).textAlign), `${width}`).toBe('right');
    const block = page.locator('article pre[data-language="TypeScript"]');
    const look = await block.evaluate((element) => {
      const style = getComputedStyle(element);
      return { background: style.backgroundColor, padding: parseFloat(style.paddingLeft), label: getComputedStyle(element, '::before').content, keyword: getComputedStyle(element.querySelector('.tok-keyword')!).color, text: getComputedStyle(element.querySelector('code')!).color };
    });
    expect(look.background, `${width}`).not.toBe(await page.locator('body').evaluate((element) => getComputedStyle(element).backgroundColor));
    expect(look.padding).toBeGreaterThan(8);
    expect(look.label).toBe('"TypeScript"');
    expect(look.keyword).not.toBe(look.text);
    // The picture: an AVIF copy no wider than the column needs, drawn at its own shape before it arrives.
    const picture = page.getByRole('img', { name: 'A release note with one change a line' });
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    const shown = await picture.evaluate((image: HTMLImageElement) => ({ src: image.currentSrc, ratio: image.getBoundingClientRect().width / image.getBoundingClientRect().height, width: image.getBoundingClientRect().width }));
    // The column is 358 px on the phone and 770 px on the desk: the next copy up of each.
    expect(shown.src, `${width}`).toMatch(phone ? /-384\.avif$/ : /-800\.avif$/);
    expect(shown.ratio).toBeCloseTo(800 / 500, 1);
    expect(shown.width).toBeLessThanOrEqual(width);
    await page.mouse.wheel(0, 10_000);
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts), `layout shift at ${width}`).toBe(0);
    await block.screenshot({ path: test.info().outputPath(`code-${width}.png`) });
    await page.locator('article table').screenshot({ path: test.info().outputPath(`table-${width}.png`) });
    await picture.screenshot({ path: test.info().outputPath(`picture-${width}.png`) });
    await context.close();
  }
});

test('two editors save at once: neither text is lost, and a restore brings one back to be published', async () => {
  const [ed, cat] = [person('ed'), person('cat')];
  // Their clocks are held still: neither form saves itself while the other's save is out (its own test follows).
  await Promise.all([ed.clock.install(), cat.clock.install()]);
  await Promise.all([ed.goto(articlePath), cat.goto(articlePath)]);
  for (const page of [ed, cat]) await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await ed.getByLabel('Summary').fill('Ed’s summary: write for the customer, one change a line, the reason first.');
  await cat.getByLabel('Summary').fill('Cat’s summary: a release note is read in ten seconds, so lead with what changed for them.');
  await ed.getByRole('button', { name: 'Save draft' }).click();
  await expect(ed.getByRole('status').filter({ hasText: 'Saved as revision' })).toBeVisible();
  await cat.getByRole('button', { name: 'Save draft' }).click();
  await expect(cat.getByRole('alert').filter({ hasText: 'Someone else saved first: Ed Park saved revision' })).toBeVisible();
  // Both are in the history; Cat's is restored as the newest and published.
  await cat.reload();
  const history = cat.getByRole('region', { name: 'Revisions' });
  await expect(history.getByText('Ed Park', { exact: false })).toHaveCount(2);
  const catsRevision = history.getByRole('listitem').filter({ hasText: 'Cat Lowe' }).first();
  await catsRevision.getByRole('button', { name: /Restore as a new revision/ }).click();
  await expect(cat.getByRole('status').filter({ hasText: 'Restored as a new revision' })).toBeVisible();
  await expect(cat.getByLabel('Summary')).toHaveValue(/^Cat’s summary/);
  await cat.getByRole('button', { name: 'Publish this revision' }).click();
  await expect(cat.getByRole('status').filter({ hasText: 'Published: the article is on the site now' })).toBeVisible();
  // How soon, in milliseconds, is `npm run bench -- articles`'s figure ("publish to visible on the second host").
  await expect.poll(() => onB(`/blog/${slug}`, 'Cat’s summary'), NEXT_REQUEST).toEqual({ status: 200, shows: true });
  // Scheduled again for an hour from now, the live article stays on the site until then; cancelled, it stays as it is.
  await cat.getByLabel('Go live at (London time)').fill(london(Date.now() + 3_600_000));
  await cat.getByRole('button', { name: 'Schedule' }).click();
  await expect(cat.getByRole('status').filter({ hasText: 'Scheduled: this revision goes on the site' })).toBeVisible();
  await expect(cat.getByText(/^Scheduled: revision \d+ replaces it /)).toBeVisible();
  expect((await fetch(`${b.origin}/blog/${slug}`)).status).toBe(200);
  // The list says it is live, and that an update waits.
  await cat.goto('/staff/articles');
  await expect(cat.getByRole('row', { name: new RegExp(title) })).toContainText(/Published\s*an update goes live/);
  await cat.goto(articlePath);
  expect(await (await fetch(`${b.origin}/feed.xml`)).text()).toContain(`<link>${origin}/blog/${slug}</link>`);
  await cat.getByRole('button', { name: 'Cancel schedule' }).click();
  await expect(cat.getByRole('status').filter({ hasText: 'Schedule cancelled: the live revision stays on the site' })).toBeVisible();
  await expect(cat.getByRole('button', { name: 'Cancel schedule' })).toHaveCount(0);
  expect((await fetch(`${b.origin}/blog/${slug}`)).status).toBe(200);
  // The comparison shows both summaries, line by line.
  await cat.goto(`${articlePath}/compare?from=2&to=3`);
  await expect(cat.locator('del').filter({ hasText: 'Ed’s summary' })).toBeVisible();
  await expect(cat.locator('ins').filter({ hasText: 'Cat’s summary' })).toBeVisible();
  // Their pages go on to the next tests: time runs again.
  await Promise.all([ed.clock.resume(), cat.clock.resume()]);
});

test('a viewer reads the article and its history but can change nothing; an editor cannot open the inbox', async () => {
  const val = person('val');
  await val.goto(articlePath);
  await expect(val.getByText('You can read this article and its history; your role does not let you change it.').first()).toBeVisible();
  // Titled by the article, not "Editing …": she is not editing it. Her account page is one link away.
  await expect(val.getByRole('heading', { level: 1 })).not.toContainText('Editing');
  await expect(val.getByRole('navigation', { name: 'Staff area' }).getByRole('link', { name: 'Your account' })).toHaveAttribute('href', '/staff/account');
  await expect(val.getByRole('button', { name: 'Save draft' })).toHaveCount(0);
  await expect(val.getByRole('button', { name: /Publish/ })).toHaveCount(0);
  const refused = await val.request.post('/api/staff/articles', { data: { articleId: Number(articlePath.split('/').at(-1)), baseRevisionId: 1, fields: {} }, headers: { origin } });
  expect(refused.status()).toBe(403);
  const ed = person('ed');
  for (const path of ['/staff/inbox', '/staff/subscribers', '/staff/insights', '/staff/audit']) expect((await ed.goto(path))?.status(), path).toBe(404);
  expect((await ed.request.get('/api/staff/export', { headers: { 'sec-fetch-site': 'same-origin' } })).status()).toBe(403);
});

test('text typed and never saved comes back after the tab is closed, and can be discarded', async () => {
  const page = person('ed');
  await page.goto(articlePath);
  const saved = await page.getByLabel('Summary').inputValue();
  // Offline, so the form cannot save itself: this browser's copy is all there is of the text.
  await page.context().setOffline(true);
  await page.getByLabel('Summary').fill('Typed, then the tab was closed before saving.');
  await expect(page.getByRole('status').filter({ hasText: 'Offline: your text is kept in this browser' })).toBeVisible();
  // The copy is written as the person types (a moment after the last key).
  await expect.poll(() => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('quillmark-article:')).length)).toBe(1);
  const context = page.context();
  await page.close({ runBeforeUnload: false });
  await context.setOffline(false);
  const again = await context.newPage();
  site.replace('ed', again);
  // What the restored page sends to the server: nothing, until the person keeps or discards the copy.
  const saves: string[] = [];
  again.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/staff/articles') saves.push(request.postData()?.slice(0, 100) ?? '');
  });
  await again.goto(articlePath);
  await expect(again.getByText(/Text you typed here on .* was not saved/))
    .toBeVisible()
    .catch(async (error: Error) => {
      // Seen in CI, not reproduced here: the page showed the text as already saved. What it sent says what saved it.
      const onLine = await again.evaluate(() => navigator.onLine).catch(() => 'unknown');
      throw new Error(`No notice of the restored copy. Saves the page sent: ${JSON.stringify(saves)}; navigator.onLine: ${onLine}.\n${error.message}`);
    });
  await expect(again.getByLabel('Summary')).toHaveValue('Typed, then the tab was closed before saving.');
  // The network coming back does not save the copy for the person: it waits for them. An 'online' event calls its
  // listeners at once, and a save would call fetch before the dispatch returns.
  const sentOnline = await again.evaluate(() => {
    const calls: string[] = [];
    const real = window.fetch;
    window.fetch = (...args) => {
      calls.push(String(args[0]));
      return real(...args);
    };
    window.dispatchEvent(new Event('online'));
    window.fetch = real;
    return calls;
  });
  expect(sentOnline).toEqual([]);
  await expect(again.getByText(/Text you typed here on .* was not saved/)).toBeVisible();
  // Asked first: "Keep it" keeps it; only "Yes, discard it" discards.
  await again.getByRole('button', { name: 'Discard it' }).click();
  await again.getByRole('button', { name: 'Keep it' }).click();
  await expect(again.getByLabel('Summary')).toHaveValue('Typed, then the tab was closed before saving.');
  await again.getByRole('button', { name: 'Discard it' }).click();
  await again.getByRole('button', { name: 'Yes, discard it' }).click();
  await expect(again.getByLabel('Summary')).toHaveValue(saved);
  expect(saves).toEqual([]);
});

test('an article saves itself as it is typed, one revision a stretch, found on another device; offline it says so and waits', async () => {
  const page = person('ed');
  await page.goto(articlePath);
  const summary = page.getByLabel('Summary');
  const state = page.locator('[data-save-state]');
  await expect(state).toHaveText('Saved');
  const before = await page.getByRole('region', { name: 'Revisions' }).getByRole('listitem').count();
  await summary.fill('Saved on its own: a release note is read in ten seconds, so lead with what changed.');
  await expect(state).toHaveText('Unsaved changes');
  // Two seconds after the last key, with no button pressed.
  await expect(state).toHaveText('Saved', NEXT_REQUEST);
  await summary.fill('Saved on its own twice: still one revision, the same number, with the newer text.');
  await expect(state).toHaveText('Unsaved changes');
  await expect(state).toHaveText('Saved', NEXT_REQUEST);
  await page.reload();
  const history = page.getByRole('region', { name: 'Revisions' });
  await expect(history.getByRole('listitem')).toHaveCount(before + 1);
  await expect(history.getByText('Saved automatically as it was typed')).toHaveCount(1);

  // Another device, signed in as the same person, opens the text the first one typed.
  const device = await page.context().browser()!.newContext({ baseURL: origin, storageState: await page.context().storageState() });
  const other = await device.newPage();
  await other.goto(articlePath);
  await expect(other.getByLabel('Summary')).toHaveValue('Saved on its own twice: still one revision, the same number, with the newer text.');
  // Signed out there, it says so rather than that the server did not answer, and keeps the text.
  await device.clearCookies();
  await other.getByLabel('Summary').fill('Typed after the session ended on the second device.');
  await expect(other.getByRole('status').filter({ hasText: 'Not saved automatically: you are signed out' })).toBeVisible(NEXT_REQUEST);
  await device.close();

  // Offline: said, kept in this browser, and saved once the connection is back.
  await page.context().setOffline(true);
  await summary.fill('Typed on a train: saved when the signal came back.');
  await expect(page.getByRole('status').filter({ hasText: 'Offline: your text is kept in this browser and saved when you are back online.' })).toBeVisible(NEXT_REQUEST);
  // For people to look at: the save row saying so, on a phone and a desk.
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.locator('form').filter({ has: page.getByRole('button', { name: 'Save draft' }) }).getByRole('button', { name: 'Save draft' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`save-row-offline-${width}.png`) });
  }
  await page.setViewportSize(DESK);
  await page.context().setOffline(false);
  await expect(state).toHaveText('Saved', NEXT_REQUEST);
  await page.reload();
  await expect(summary).toHaveValue('Typed on a train: saved when the signal came back.');
});

test('the editor’s toolbar and shortcuts work from the keyboard alone', async () => {
  const page = person('ed');
  await page.goto('/staff/articles/new');
  const body = page.getByLabel('Text (Markdown)');
  await body.focus();
  await page.keyboard.type('plain');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('ControlOrMeta+B');
  await expect(body).toHaveValue('**plain**');
  // The toolbar is one tab stop before the text; the arrows move along it, Enter applies.
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: 'Heading' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('button', { name: 'Italic' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(body).toHaveValue(/^_\*\*plain\*\*_$/);
  // The writer is back in the text; the toolbar remembers its place.
  await expect(body).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: 'Italic' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(page.getByRole('button', { name: 'Table' })).toBeFocused();
  // Ctrl/Cmd+K makes a link of the selection, with its address selected to be typed over; the keys are listed.
  await body.fill('our guide');
  await body.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('ControlOrMeta+K');
  await page.keyboard.type('https://quillmark.example/guide');
  await expect(body).toHaveValue('[our guide](https://quillmark.example/guide)');
  await page.getByText('Keyboard shortcuts').click();
  await expect(page.getByRole('definition').filter({ hasText: /^Link/ })).toBeVisible();
  // Emptied again, the form is as it came: nothing to keep, nothing to warn about on leaving.
  await body.fill('');
});

test('hostile Markdown is published inert', async () => {
  const page = person('ed');
  await page.goto(articlePath);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => (dialogs.push(dialog.message()), void dialog.dismiss()));
  await page.getByLabel('Text (Markdown)').fill(
    '## Attacks\n\n<script>alert(1)</script>\n\n<img src=x onerror=alert(2)>\n\n[click](javascript:alert(3))\n\n[click](JaVaScRiPt&#58;alert(4))\n\n<iframe src="https://evil.example"></iframe>\n\n<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCg1KTwvc2NyaXB0Pg==">x</a>\n\n<svg onload=alert(6)></svg>\n\n<p style="background:url(javascript:alert(7))">styled</p>\n',
  );
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved as revision' })).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: 'Publish this revision' }).click();
  await expect.poll(() => onB(`/blog/${slug}`, 'Attacks'), NEXT_REQUEST).toEqual({ status: 200, shows: true });
  const reader = await (await page.context().browser()!.newContext()).newPage();
  reader.on('dialog', (dialog) => (dialogs.push(dialog.message()), void dialog.dismiss()));
  await reader.goto(`${b.origin}/blog/${slug}`);
  await expect(reader.getByRole('heading', { name: 'Attacks' })).toBeVisible();
  // The article's text as the page shows it (the cover beside it carries React's own style attribute).
  const planted = await reader.locator('article[aria-labelledby="page-title"] [class*="prose"]').evaluate((article) => ({
    scripts: article.querySelectorAll('script, iframe, svg, object, embed, form, [style]').length,
    handlers: [...article.querySelectorAll('*')].filter((element) => [...element.attributes].some((attribute) => attribute.name.startsWith('on'))).length,
    links: [...article.querySelectorAll('a[href]')].map((link) => link.getAttribute('href')).filter((href) => /^\s*(javascript|data|vbscript):/i.test(href ?? '')),
  }));
  expect(planted).toEqual({ scripts: 0, handlers: 0, links: [] });
  expect(dialogs).toEqual([]);
  await reader.context().close();
});

test('a new address leaves the old one leading to it; unpublished, page and share image are gone everywhere', async () => {
  const page = person('ed');
  await page.goto(articlePath);
  await page.getByLabel('Address', { exact: true }).fill(`${slug}-2027`);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved as revision' })).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: 'Publish this revision' }).click();
  await expect.poll(() => statusOnB(`/blog/${slug}`), NEXT_REQUEST).toBe(308);
  expect((await fetch(`${b.origin}/blog/${slug}`, { redirect: 'manual' })).headers.get('location')).toMatch(new RegExp(`/blog/${slug}-2027$`));
  // B's nginx holds the article, the blog and the home page; each copy was made before Unpublish was pressed.
  const throughNginx = async (path: string) => {
    const response = await fetch(`${nginxB.origin}${path}`, { redirect: 'manual' });
    return { status: response.status, body: await response.text(), cache: response.headers.get('x-cache-status') };
  };
  for (const path of [`/blog/${slug}-2027`, '/blog', '/']) {
    await throughNginx(path);
    expect(await throughNginx(path), path).toMatchObject({ status: 200, body: expect.stringContaining(title), cache: 'HIT' });
  }
  await page.getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Unpublished' })).toBeVisible();
  // Then nginx on the other host shows it gone everywhere: its copies are fresh two seconds (the recipe's figure,
  // e2e/nginx.spec.ts), then replaced by one render, and Node keeps nothing in front of the store. Asked all along
  // meanwhile, so the replacing happens behind visitors, as in a crowd.
  const shown = async () => ({
    article: (await throughNginx(`/blog/${slug}-2027`)).status,
    onBlog: (await throughNginx('/blog')).body.includes(title),
    onHome: (await throughNginx('/')).body.includes(title),
  });
  await expect.poll(shown, { ...NEXT_REQUEST, intervals: [250] }).toEqual({ article: 404, onBlog: false, onHome: false });
  expect((await fetch(`${b.origin}/blog/${slug}-2027`)).status).toBe(404);
  expect((await fetch(`${b.origin}/blog/${slug}-2027/opengraph-image`)).status).toBe(404);
  expect((await fetch(`${b.origin}/blog/${slug}`, { redirect: 'manual' })).status).toBe(404);
  expect(await (await fetch(`${b.origin}/feed.xml`)).text()).not.toContain(slug);
  // Its pictures are staff's alone again; an admin deletes the one first in its text, which no live article shows now.
  const picture = inlinePicture;
  expect((await fetch(`${b.origin}${picture}.webp`)).status).toBe(404);
  expect((await page.request.get(`${picture}.webp`)).status()).toBe(200);
  const cat = person('cat');
  await cat.goto('/staff/articles');
  await cat.getByRole('link', { name: 'Pictures' }).click();
  const row = cat.getByRole('listitem').filter({ has: cat.locator(`img[src^="${picture}-"]`) });
  await expect(row).toContainText('Staff only');
  await expect(row).toContainText(new RegExp(`${title}, revisions 1, 2, `));
  await row.getByLabel('I understand this cannot be undone').check();
  await row.getByRole('button', { name: 'Delete this picture' }).click();
  await expect(cat.getByRole('status').filter({ hasText: 'The picture and every size of it are deleted.' })).toBeVisible();
  expect((await page.request.get(`${picture}.webp`)).status()).toBe(404);
  // An editor sees the list but no delete.
  await page.goto('/staff/articles/pictures');
  await expect(page.getByRole('heading', { name: 'Pictures', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete this picture' })).toHaveCount(0);
  // The trail has each change, by whom.
  const client = new pg.Client({ connectionString: site.databaseUrl });
  await client.connect();
  const trail = (await client.query<{ action: string; actor_email: string }>("select action, actor_email from audit_events where action like 'article-%' order by id")).rows;
  await client.end();
  expect(trail.map((row) => `${row.action} ${row.actor_email}`)).toEqual([
    'article-schedule ed@quillmark.test',
    'article-cancel-schedule ed@quillmark.test',
    'article-schedule ed@quillmark.test',
    'article-restore cat@quillmark.test',
    'article-publish cat@quillmark.test',
    'article-schedule cat@quillmark.test',
    'article-cancel-schedule cat@quillmark.test',
    'article-publish ed@quillmark.test',
    'article-publish ed@quillmark.test',
    'article-unpublish ed@quillmark.test',
    'article-picture-delete cat@quillmark.test',
  ]);
});

// The staff pages of an article, each with who opens it: the pictures page also as an admin, with the delete forms.
const ARTICLE_PAGES: [named: string, who: string, path: () => string][] = [
  ['the list of articles', 'ed', () => '/staff/articles'],
  ['a new article', 'ed', () => '/staff/articles/new'],
  ['the pictures', 'ed', () => '/staff/articles/pictures'],
  ['the article’s editor', 'ed', () => articlePath],
  ['revisions 1 and 3 compared', 'ed', () => `${articlePath}/compare?from=1&to=3`],
  ['the preview at both widths', 'ed', () => `${articlePath}/preview`],
  ['the page the preview shows', 'ed', () => `/preview/articles/${articlePath.split('/').at(-1)}`],
  ['the pictures, as an admin', 'cat', () => '/staff/articles/pictures?as=admin'],
];

// A page and a width a test, as e2e/staff-pages.spec.ts has them: the sweep of all eight at a width took 22 to 32 s
// of a test's 60 beside CI's Jest (ci-85 to ci-90), and past 60 on a busier moment of CI's own machine (257a710).
for (const width of [1440, 390]) {
  for (const [named, who, pathOf] of ARTICLE_PAGES) {
    test(`the article pages are axe-clean and no wider than the screen: ${named} at ${width} px`, async () => {
      const page = person(who);
      const path = pathOf();
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      // The preview's two frames hold one page twice (its landmarks repeat across them): that page is checked on its own.
      await heldToAWidth(page, path, width, path.endsWith('/preview') ? { exclude: 'iframe' } : {});
    });
  }
}

test('a body built to be slow is refused, in the preview and on save, while the site keeps answering', async () => {
  const page = person('ed');
  await page.goto(articlePath);
  const refusal = /^This text took too long to turn into a page \(over 2 seconds\), so it was not saved/;
  // Both hosts asked throughout: the render runs in A's worker thread, never on the thread that answers.
  const { statuses, duringWork } = await askedThroughout([a.origin, b.origin], async () => {
    await page.getByLabel('Text (Markdown)').fill('_a'.repeat(50_000));
    await expect(page.getByRole('alert').filter({ hasText: refusal }).first()).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.locator('[id$="body-error"]').filter({ hasText: refusal })).toBeVisible({ timeout: 15_000 });
  });
  expect(duringWork).toBeGreaterThan(4);
  expect(new Set(statuses)).toEqual(new Set([200]));
  expect((await fetch(`${b.origin}/blog`)).status).toBe(200);
});

/** The draft the pictures went into (`/staff/articles/<id>`), and the editor's own page it was written on. */
let draftPath = '';
let draftPage: Page;

test('a picture pasted or dropped into the text goes in where the cursor was; a title alone saves the draft', async () => {
  // A page of the editor's own: the one before was left with unsaved text.
  const page = await person('ed').context().newPage();
  draftPage = page;
  await page.goto(`${origin}/staff/articles/new`);
  const body = page.getByLabel('Text (Markdown)');
  await body.fill('Before. After.');
  /** A clipboard's or a drag's data holding one picture, made in the page as a browser makes it. */
  const holding = async (name: string, type: string, bytes: Buffer) =>
    page.evaluateHandle(({ name, type, data }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(data)], name, { type }));
      return transfer;
    }, { name, type, data: [...bytes] });
  const png = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#3a7d44' } }).png().toBuffer();

  // Pasted with the cursor after "Before. ": held, the description asked, then in at that place.
  await body.evaluate((box: HTMLTextAreaElement) => box.setSelectionRange(8, 8));
  const pasted = await holding('image.png', 'image/png', png);
  expect(await body.evaluate((box, transfer) => !box.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true })), pasted)).toBe(true);
  // Said in the editor's status line, and beside the picture's fields with what to do.
  await expect(page.getByRole('status').filter({ hasText: 'image.png is ready to go in.' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Insert the picture' })).toBeVisible();
  await expect(page.getByLabel('Description of the picture')).toBeFocused();
  // Not without its description.
  await page.getByRole('button', { name: 'Insert the picture' }).click();
  await expect(page.locator('#article-picture-error')).toHaveText(/^Describe the picture before it goes in/);
  await page.getByLabel('Description of the picture').fill('A green chart of release notes read');
  await page.getByLabel('Description of the picture').press('Enter');
  await expect(body).toHaveValue(/^Before\. !\[A green chart of release notes read\]\(\/uploads\/[0-9a-f]{32}\.webp\)After\.$/, ENCODED);

  // Dropped at the end: the same, by the button.
  await body.evaluate((box: HTMLTextAreaElement) => box.setSelectionRange(box.value.length, box.value.length));
  await body.dispatchEvent('drop', { dataTransfer: await holding('team.png', 'image/png', png) });
  await expect(page.getByRole('status').filter({ hasText: 'team.png is ready to go in.' })).toHaveCount(1);
  await page.getByLabel('Description of the picture').fill('The team at the whiteboard');
  await page.getByRole('button', { name: 'Insert the picture' }).click();
  await expect(body).toHaveValue(/After\.!\[The team at the whiteboard\]\(\/uploads\/[0-9a-f]{32}\.webp\)$/, ENCODED);

  // A file dropped beside the text is refused rather than opened in the tab, and the editor stays.
  const beside = await holding('stray.png', 'image/png', png);
  expect(await page.locator('main').evaluate((main, transfer) => !main.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true })), beside)).toBe(true);
  await expect(page).toHaveURL(/\/staff\/articles\/new$/);

  // Saved with a title and the pictures alone: a draft, which says what publishing it still needs, field by field.
  await page.getByLabel('Title', { exact: true }).fill('Pictures from the client workshop');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await page.waitForURL(/\/staff\/articles\/\d+$/);
  await expect(page.getByText('Before this revision can be published:')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Summary', exact: true })).toHaveAttribute('href', '#article-summary');
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue('pictures-from-the-client-workshop');
  draftPath = new URL(page.url()).pathname;
});

test('a draft’s page and its preview say what publishing still needs, axe-clean at both widths', async () => {
  const page = draftPage;
  // Its page, and its preview, which lists the same in place of the frames.
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [name, path] of [['draft', draftPath], ['draft-preview', `${draftPath}/preview`]] as const) {
      await page.goto(`${origin}${path}`);
      await expect(page.getByText(/^(Before this revision can be published|The preview shows once the article has what its page needs):$/)).toBeVisible();
      await heldToAWidth(page, path, width, { picture: name });
    }
  }
  await expect(page.locator('iframe')).toHaveCount(0);
});

test('a deleted draft goes to the bin, asked first: off the list, its page read-only', async () => {
  const page = draftPage;
  await page.setViewportSize(DESK);
  await page.goto(`${origin}${draftPath}`);
  await page.getByLabel(/^Move it and all its revisions to the bin/).check();
  await page.getByRole('button', { name: 'Delete this draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Moved to the bin with its revisions' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pictures from the client workshop' })).toHaveCount(0);
  await page.goto(`${origin}${draftPath}`);
  await expect(page.getByText('It is in the bin, so it cannot be changed: take it out of the bin to write in it again.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toContainText('Editing');
  await expect(page.getByRole('button', { name: 'Save draft' })).toHaveCount(0);
  await page.goto(`${origin}/staff/articles`);
  await page.getByRole('link', { name: 'Bin', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Articles in the bin, most recently deleted first' }).getByRole('link', { name: 'Pictures from the client workshop' })).toBeVisible();
});

for (const width of [1440, 390]) {
  test(`the binned draft, the bin and an admin's bin are axe-clean at ${width} px, and no wider than the screen`, async () => {
    const admin = person('cat');
    for (const [who, name, path] of [[draftPage, 'binned', draftPath], [draftPage, 'bin', '/staff/articles/bin'], [admin, 'bin-admin', '/staff/articles/bin']] as const) {
      await who.setViewportSize({ width, height: 900 });
      await who.goto(`${origin}${path}`);
      await heldToAWidth(who, path, width, { picture: name });
    }
  });
}

test('only an admin may delete from the bin for good; an editor takes the draft back out as it was', async () => {
  const page = draftPage;
  const admin = person('cat');
  await page.setViewportSize(DESK);
  await page.goto(`${origin}/staff/articles/bin`);
  await admin.setViewportSize(DESK);
  await admin.goto(`${origin}/staff/articles/bin`);
  await expect(page.getByRole('button', { name: 'Delete for good now: Pictures from the client workshop' })).toHaveCount(0);
  await expect(admin.getByRole('button', { name: 'Delete for good now: Pictures from the client workshop' })).toBeVisible();
  await page.getByRole('button', { name: 'Take it out of the bin: Pictures from the client workshop' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Taken back out of the bin' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Draft: only staff can see it.' })).toBeVisible();
  await page.close({ runBeforeUnload: false });
});
