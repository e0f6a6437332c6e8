import sharp from 'sharp';
import { heldToAWidth } from './page-checks';
import { expect, test, type Site } from './site-fixture';

// The authors' pages end to end, on a production server of its own: a writer makes their page from their account,
// with a photo; the editor offers them as a byline; the article and the page show them to readers at once; a
// colleague reads the page but cannot change it, an admin can, and gives a page nobody keeps to its writer.

test.use({
  siteOptions: {
    staff: {
      ed: { email: 'ed@quillmark.test', role: 'editor', name: 'Ed Park' },
      dee: { email: 'dee@quillmark.test', role: 'editor', name: 'Dee Shah' },
      cat: { email: 'cat@quillmark.test', role: 'admin', name: 'Cat Lowe' },
      val: { email: 'val@quillmark.test', role: 'viewer', name: 'Val Moss' },
    },
  },
});
test.describe.configure({ mode: 'serial' });

let site: Site;
test.beforeAll(({ site: worker }) => {
  site = worker;
});

const BIO = 'Ed Park writes the bootcamp’s guides to a first developer job, from the portfolio to the first week at work. Ed mentors the Full Stack track in Manchester.';

test('a writer makes their author page with a photo, and signs an article with it', async () => {
  const ed = site.person('ed');
  await ed.goto('/staff/account');
  await ed.getByRole('link', { name: 'Make your author page' }).click();
  await expect(ed).toHaveURL(/\/staff\/authors\/new$/);
  await ed.getByLabel('Name', { exact: true }).fill('Ed Park');
  await ed.getByLabel('Role', { exact: true }).fill('Bootcamp Guide Writer');
  await ed.getByLabel('Short bio').fill(BIO);
  await ed.getByLabel(/What you write about/).fill('first developer jobs and portfolios');
  const photo = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#c2410c' } }).png().toBuffer();
  await ed.getByLabel('Photo', { exact: true }).setInputFiles({ name: 'ed.png', mimeType: 'image/png', buffer: photo });
  // A 600 px photo's copies take about 85 ms to make (processPicture, 5 runs): the default wait is ample.
  await expect(ed.locator('img[src^="/uploads/"]')).toBeVisible();
  await ed.getByLabel('Photo description').fill('Ed Park at the Manchester office');
  await ed.getByRole('button', { name: 'Make the page' }).click();
  await expect(ed).toHaveURL(/\/staff\/authors\/ed-park\?done=created$/);
  await expect(ed.getByRole('status').filter({ hasText: 'Made.' })).toBeVisible();

  // The page is on the site at once, with the photo, and has no article yet.
  const reader = await fetch(`${site.origin}/blog/authors/ed-park`);
  expect(reader.status).toBe(200);
  const html = await reader.text();
  expect([html.includes('Bootcamp Guide Writer'), /<img[^>]+alt="Ed Park at the Manchester office"/.test(html)]).toEqual([true, true]);

  // The editor offers him, and a new article starts with him as its author.
  await ed.goto('/staff/articles/new');
  await expect(ed.getByLabel('Author', { exact: true })).toHaveValue('ed-park');
  await expect(ed.getByLabel('Author’s role')).toHaveValue('Bootcamp Guide Writer');

  // He signs a shipped article: the article's byline and his page's list follow, with no build.
  await ed.goto('/staff/articles');
  await ed.getByRole('link', { name: 'From bootcamp to first developer job: a realistic plan' }).click();
  await ed.getByLabel('Author', { exact: true }).selectOption('ed-park');
  await ed.getByRole('button', { name: 'Save draft' }).click();
  await expect(ed.getByRole('status').filter({ hasText: 'Saved as revision' })).toBeVisible();
  await ed.reload();
  await ed.getByRole('button', { name: 'Publish this revision' }).click();
  await expect(ed.getByRole('status').filter({ hasText: 'Published: the article is on the site now' })).toBeVisible();
  await ed.goto('/blog/from-bootcamp-to-first-developer-job');
  const byline = ed.locator('main a[rel="author"]');
  await expect(byline).toHaveText('Ed Park');
  await expect(byline).toHaveAttribute('href', '/blog/authors/ed-park');
  await expect(byline.locator('xpath=..')).toContainText('Ed Park, Bootcamp Guide Writer');
  await ed.goto('/blog/authors/ed-park');
  await expect(ed.getByRole('heading', { level: 1 })).toContainText('Ed Park');
  await expect(ed.getByRole('img', { name: 'Ed Park at the Manchester office' })).toBeVisible();
  await expect(ed.getByRole('link', { name: 'From bootcamp to first developer job: a realistic plan' })).toBeVisible();
  expect((await (await fetch(`${site.origin}/sitemap.xml`)).text()).includes('/blog/authors/ed-park</loc>')).toBe(true);
});

test('a colleague reads the page but cannot change it; an admin changes it and gives another to its writer', async () => {
  const dee = site.person('dee');
  await dee.goto('/staff/authors/ed-park');
  await expect(dee.getByText('Only its writer, or an admin, can change this page.')).toBeVisible();
  await expect(dee.getByRole('button', { name: 'Save the page' })).toHaveCount(0);
  await expect(dee.getByLabel('Name', { exact: true })).toHaveAttribute('readonly', '');

  const cat = site.person('cat');
  await cat.goto('/staff/authors/ed-park');
  await cat.getByLabel('Role', { exact: true }).fill('Head of Bootcamp Guides');
  await cat.getByRole('button', { name: 'Save the page' }).click();
  await expect(cat.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  expect((await (await fetch(`${site.origin}/blog/from-bootcamp-to-first-developer-job`)).text()).includes('Head of Bootcamp Guides')).toBe(true);
  // A page nobody keeps goes to its writer, who may then change it; someone who keeps one already is not offered.
  await cat.goto('/staff/authors/meera-iyer');
  const keeper = cat.getByLabel('Kept by');
  await expect(keeper.locator('option', { hasText: 'Ed Park' })).toHaveCount(0);
  await keeper.selectOption({ label: 'Dee Shah' });
  await cat.getByRole('button', { name: 'Give the page' }).click();
  await expect(cat.getByRole('status').filter({ hasText: 'Given.' })).toBeVisible();
  await dee.goto('/staff/authors/meera-iyer');
  await expect(dee.getByRole('button', { name: 'Save the page' })).toBeVisible();
  await dee.goto('/staff/authors');
  await expect(dee.getByRole('listitem').filter({ has: dee.getByRole('heading', { name: 'Meera Iyer' }) })).toContainText('Yours');

  // A viewer is not offered the authors at all.
  const val = site.person('val');
  expect((await val.goto('/staff/authors'))?.status()).toBe(404);
  await val.goto('/staff/account');
  await expect(val.getByRole('heading', { name: 'Author page' })).toHaveCount(0);
});

// A page and a width a test, as e2e/staff-pages.spec.ts has them: the five at a width took 16 to 24 s of a test's 60
// beside CI's Jest (ci-85 to ci-90), where one such sweep of the article pages ran out of its 60 (257a710). The
// admin keeps no page, so theirs is the form to make one.
const AUTHOR_PAGES = [['ed', '/staff/authors'], ['ed', '/staff/authors/ed-park'], ['ed', '/staff/account'], ['ed', '/blog/authors/ed-park'], ['cat', '/staff/authors/new']] as const;

for (const width of [1440, 390]) {
  for (const [who, path] of AUTHOR_PAGES) {
    test(`the authors’ pages are axe-clean and no wider than the screen: ${path} as ${who} at ${width} px`, async () => {
      const page = site.person(who);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      if (path === '/staff/authors/new') await expect(page.getByRole('button', { name: 'Make the page' })).toBeVisible();
      await heldToAWidth(page, path, width);
    });
  }
}
