import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures';

/** One srcset candidate: where the page names it (a <source>, an <img> or a preload <link>), with its type. */
interface Candidate {
  url: string;
  width: number | null;
  tag: 'source' | 'img' | 'link';
  type: string | undefined;
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]?.replaceAll('&amp;', '&');

/** The candidates of every srcset in a page's HTML: <source srcset>, <img srcset> and <link rel=preload imagesrcset>. */
function candidatesIn(html: string): Candidate[] {
  const found: Candidate[] = [];
  for (const [markup, name] of html.matchAll(/<(source|img|link)\b[^>]*>/gi)) {
    const tag = name!.toLowerCase() as Candidate['tag'];
    if (tag === 'link' && attribute(markup, 'as') !== 'image') continue;
    const set = attribute(markup, tag === 'link' ? 'imagesrcset' : 'srcset');
    for (const candidate of set?.split(',') ?? []) {
      const [url, descriptor] = candidate.trim().split(/\s+/);
      const width = /^(\d+)w$/.exec(descriptor ?? '')?.[1];
      if (url) found.push({ url, width: width ? Number(width) : null, tag, type: attribute(markup, 'type') });
    }
  }
  return found;
}

/** Every page of the sitemap, by path (its <loc>s carry SITE_URL's origin, not the test server's), with its HTML. */
async function sitemapPages(request: APIRequestContext) {
  const xml = await (await request.get('/sitemap.xml')).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
  return Promise.all(paths.map(async (pathname) => ({ pathname, html: await (await request.get(pathname)).text() })));
}

/** The copies scripts/media/sizes.mjs made before the build, as URLs. */
function generatedCopies(): string[] {
  const root = path.resolve('public/media/sizes');
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/media/sizes/${path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`);
}

test.describe('pictures are files made at build time', () => {
  test('no page of the sitemap names the image optimiser, and the optimiser encodes nothing', async ({ request }) => {
    const pages = await sitemapPages(request);
    expect(pages.map((page) => page.pathname)).toEqual(expect.arrayContaining(['/about-us', '/blog', '/blog/from-bootcamp-to-first-developer-job']));
    for (const { pathname, html } of pages) expect(html, pathname).not.toMatch(/_next\/image|_next%2Fimage/);
    // With the custom loader Next turns the route off: a request cannot start an encoding on the server.
    expect((await request.get('/_next/image?url=%2Fmedia%2Fscenes%2Fabout.webp&w=640&q=75')).status()).toBe(404);
  });

  test('every sized picture a page names is a file of that type and exactly that width', async ({ request }) => {
    test.setTimeout(90_000);
    const named = new Map<string, Candidate>();
    for (const { pathname, html } of await sitemapPages(request)) {
      for (const candidate of candidatesIn(html).filter((each) => each.width !== null || each.url.includes('/media/sizes/'))) {
        // A width descriptor names a copy, in the format its element promises: AVIF in <source> and the preload, WebP in <img>.
        const format = candidate.tag === 'img' ? 'webp' : 'avif';
        expect(candidate.url, pathname).toMatch(new RegExp(`^/media/sizes/.+-${candidate.width}\\.${format}$`));
        if (candidate.tag !== 'img') expect(candidate.type, `${pathname} ${candidate.url}`).toBe('image/avif');
        named.set(candidate.url, candidate);
      }
    }
    // Every copy the build made is asked for by some page, and no page asks for one it did not make.
    expect([...named.keys()].sort()).toEqual(generatedCopies().sort());

    const urls = [...named.values()];
    for (let start = 0; start < urls.length; start += 8) {
      await Promise.all(
        urls.slice(start, start + 8).map(async ({ url, width }) => {
          const response = await request.get(url);
          expect(response.status(), url).toBe(200);
          const format = url.endsWith('.avif') ? 'avif' : 'webp';
          expect(response.headers()['content-type'], url).toBe(`image/${format}`);
          const meta = await sharp(await response.body()).metadata();
          expect({ url, format: meta.format, width: meta.width }).toEqual({ url, format: format === 'avif' ? 'heif' : 'webp', width });
        }),
      );
    }
  });

  test('an article preloads its cover as AVIF, so a browser without AVIF fetches nothing it cannot show', async ({ request }) => {
    const html = await (await request.get('/blog/from-bootcamp-to-first-developer-job')).text();
    const preloads = [...html.matchAll(/<link\b[^>]*\bas="image"[^>]*>/g)].map(([tag]) => tag).filter((tag) => tag.includes('from-bootcamp-to-first-developer-job'));
    expect(preloads).toHaveLength(1);
    expect(attribute(preloads[0]!, 'type')).toBe('image/avif');
    expect(attribute(preloads[0]!, 'imagesrcset')).toMatch(/^\/media\/sizes\/blog\/from-bootcamp-to-first-developer-job-640\.avif 640w, .+-1200\.avif 1200w$/);
  });

  test('the blog index preloads its first cover, a phone\'s LCP, at high priority, and no other', async ({ request }) => {
    const html = await (await request.get('/blog')).text();
    const preloads = [...html.matchAll(/<link\b[^>]*\bas="image"[^>]*>/g)].map(([tag]) => tag);
    expect(preloads).toHaveLength(1);
    expect(attribute(preloads[0]!, 'fetchpriority')).toBe('high');
    const first = /<img\b[^>]*class="post-card_cover[^>]*>/.exec(html)?.[0] ?? '';
    expect(attribute(first, 'fetchpriority')).toBe('high');
    expect(attribute(first, 'loading')).toBe('eager');
    expect(attribute(preloads[0]!, 'imagesrcset')?.split(', ')[0]?.replace(/-\d+\.avif.*/, '')).toBe(attribute(first, 'src')?.replace(/-\d+\.webp$/, ''));
  });
});

test.describe('the hero pictures in Chromium', () => {
  for (const width of [768, 1440]) {
    test(`about-us shows its scene as AVIF, sharp enough for its box, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/about-us');
      const picture = page.locator('section[aria-labelledby="page-title"] picture img');
      await picture.scrollIntoViewIfNeeded();
      await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
      const shown = await picture.evaluate((image: HTMLImageElement) => ({ src: new URL(image.currentSrc).pathname, needed: image.clientWidth * window.devicePixelRatio }));
      expect(shown.src).toMatch(/^\/media\/sizes\/scenes\/about-\d+\.avif$/);
      // The copy picked (its width is in its name; naturalWidth is scaled by the srcset) covers the box's device pixels.
      expect(Number(/-(\d+)\.avif$/.exec(shown.src)?.[1])).toBeGreaterThanOrEqual(shown.needed);
    });
  }

  for (const route of ['/contact-us', '/about-us', '/bootcamp', '/studyabroad', '/sponsorship']) {
    test(`${route} leads with its words on a phone and never fetches its decorative scene`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const scenes: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/scenes/')) scenes.push(request.url());
      });
      await page.goto(route, { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
      await expect(page.locator('section[aria-labelledby="page-title"] picture img')).toBeHidden();
      // Scrolled through the whole page, the hidden picture still is not fetched.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      expect(scenes).toEqual([]);
    });
  }
});
