import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { shippedArticles as getPosts, shippedAuthors } from '@/lib/articles/shipped';
import robots from './robots';
import type Sitemap from './sitemap';

// The sitemap lists what is live in the store; here, what a fresh store holds.
jest.mock('@/lib/blog', () => {
  const shipped = jest.requireActual<typeof import('@/lib/articles/shipped')>('@/lib/articles/shipped');
  return { getPosts: async () => shipped.shippedArticles(), getAuthors: async () => shipped.shippedAuthors() };
});

const SITE_URL = 'https://www.quillmark.example';
const app = path.join(process.cwd(), 'app');

/** The sitemap as built under a SITE_URL of our own (lib/config reads the environment once, on import). */
function sitemapOn(origin: string): ReturnType<typeof Sitemap> {
  const saved = process.env.SITE_URL;
  process.env.SITE_URL = origin;
  try {
    let build: typeof Sitemap | undefined;
    jest.isolateModules(() => {
      build = jest.requireActual<{ default: typeof Sitemap }>('./sitemap').default;
    });
    return build!();
  } finally {
    if (saved === undefined) delete process.env.SITE_URL;
    else process.env.SITE_URL = saved;
  }
}

/**
 * Every page.tsx under app/, as its route: route groups like (site) add nothing to the path. Its source is what it
 * says of itself and what every layout above it says (the staff area's layout makes each of its pages noindex).
 */
function pageFiles(dir = app, above = ''): { route: string; source: string }[] {
  const layout = path.join(dir, 'layout.tsx');
  const inherited = existsSync(layout) ? `${above}\n${readFileSync(layout, 'utf8')}` : above;
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return pageFiles(full, inherited);
    if (entry.name !== 'page.tsx') return [];
    const segments = path.relative(app, dir).split(path.sep).filter((segment) => segment && !/^\(.*\)$/.test(segment));
    return [{ route: `/${segments.join('/')}`, source: `${inherited}\n${readFileSync(full, 'utf8')}` }];
  });
}

// Known from docs/product.md (Routes) and the content files, not from lib/routes.ts, which the sitemap is built from.
const STATIC_PAGES = ['/', '/products', '/services', '/contact-us', '/about-us', '/bootcamp', '/studyabroad', '/sponsorship', '/blog', '/privacy-policy', '/terms-and-conditions'];
const SERVICE_SLUGS = ['ai-and-rpa-solutions', 'software-development', 'cloud-and-devops-services', 'software-testing', 'data-analytics', 'integration-and-apis', 'it-consulting', 'web-development', 'digital-marketing'];
const ARTICLE_SLUGS = getPosts().map((post) => post.slug);
const AUTHOR_NAMES = new Map(shippedAuthors().map((author) => [author.slug, author.name]));
const AUTHOR_SLUGS = [...AUTHOR_NAMES.keys()];
const LANDING_PAGES = ['/thank-you', '/newsletter', '/newsletter/confirm', '/newsletter/unsubscribe'];

describe('sitemap', () => {
  let entries: Awaited<ReturnType<typeof Sitemap>> = [];
  let urls: string[] = [];
  let paths: string[] = [];
  beforeAll(async () => {
    entries = await sitemapOn(SITE_URL);
    urls = entries.map((entry) => entry.url);
    paths = urls.map((url) => new URL(url).pathname);
  });

  it('lists every public page, every service, every article and every author, and nothing else', () => {
    const expected = [
      ...STATIC_PAGES,
      ...SERVICE_SLUGS.map((slug) => `/services/${slug}`),
      ...ARTICLE_SLUGS.map((slug) => `/blog/${slug}`),
      ...AUTHOR_SLUGS.map((slug) => `/blog/authors/${slug}`),
    ];
    expect(ARTICLE_SLUGS.length).toBeGreaterThanOrEqual(9);
    expect(AUTHOR_SLUGS).toHaveLength(6);
    expect([...paths].sort()).toEqual([...expected].sort());
  });

  it('has each URL once, absolute on SITE_URL, with no query, fragment or trailing slash', () => {
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) {
      const parsed = new URL(url);
      expect({ url, origin: parsed.origin, search: parsed.search, hash: parsed.hash }).toEqual({ url, origin: SITE_URL, search: '', hash: '' });
      expect(url).not.toMatch(/\/$/);
    }
    expect(urls).toContain(SITE_URL);
  });

  it('leaves out the API, the feed, the staff area and the landing pages search engines must not index', () => {
    for (const pathname of paths) expect(pathname).not.toMatch(/^\/(api|newsletter|thank-you|staff)(\/|$)|\.xml$/);
    expect(pageFiles().filter(({ route }) => route.startsWith('/staff')).length).toBeGreaterThanOrEqual(8);
    for (const landing of LANDING_PAGES) expect(paths).not.toContain(landing);
  });

  it('matches the app/ tree: each page file is in it (once per slug) unless it is marked noindex', () => {
    const pages = pageFiles();
    expect(pages.length).toBeGreaterThanOrEqual(STATIC_PAGES.length + LANDING_PAGES.length);
    for (const { route, source } of pages) {
      const noindex = /robots:\s*\{\s*index:\s*false/.test(source);
      const dynamic = /\[[^\]]+\]/.test(route);
      const pattern = new RegExp(`^${dynamic ? route.replace(/\[[^\]]+\]/g, '[^/]+') : route}$`);
      const listed = paths.filter((pathname) => pattern.test(pathname));
      expect({ route, listed: listed.length > 0, noindex }).toEqual({ route, listed: !noindex, noindex });
      if (route === '/blog/[slug]') expect(listed).toHaveLength(ARTICLE_SLUGS.length);
      if (route === '/blog/authors/[author]') expect(listed).toHaveLength(AUTHOR_SLUGS.length);
      if (route === '/services/[slug]') expect(listed).toHaveLength(SERVICE_SLUGS.length);
    }
    for (const landing of LANDING_PAGES) expect(pages.find((page) => page.route === landing)).toBeDefined();
  });

  it('dates every URL: an article by its own date, the blog by its newest, an author by their newest, the rest by the build', () => {
    const today = new Date().toISOString().slice(0, 10);
    const isAuthor = (path: string) => path.startsWith('/blog/authors/');
    const isArticle = (path: string) => path.startsWith('/blog/') && !isAuthor(path);
    const articleDates = entries.filter((entry) => isArticle(new URL(entry.url).pathname)).map((entry) => String(entry.lastModified));
    // An author's newest article, from the articles themselves rather than the sitemap.
    const newestBy = (slug: string) => getPosts().filter((post) => post.author === AUTHOR_NAMES.get(slug)).map((post) => post.date).sort().at(-1);
    for (const entry of entries) {
      const path = new URL(entry.url).pathname;
      expect({ url: entry.url, valid: /^\d{4}-\d{2}-\d{2}$/.test(String(entry.lastModified)) }).toEqual({ url: entry.url, valid: true });
      const expected = isArticle(path) ? 'its own, before today' : isAuthor(path) ? newestBy(path.split('/').at(-1) ?? '') : path === '/blog' ? articleDates.sort().at(-1) : today;
      const got = isArticle(path) && String(entry.lastModified) < today ? 'its own, before today' : entry.lastModified;
      expect({ url: entry.url, lastModified: got }).toEqual({ url: entry.url, lastModified: expected });
    }
    // Articles keep their own dates, not all the same one, and so do authors.
    expect(new Set(articleDates).size).toBeGreaterThan(1);
    expect(new Set(AUTHOR_SLUGS.map(newestBy)).size).toBeGreaterThan(1);
  });
});

describe('robots', () => {
  it('allows everything but the API and the staff area, and names the sitemap', () => {
    expect(robots()).toEqual({
      rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/staff', '/preview/'] }],
      sitemap: 'http://localhost:3000/sitemap.xml',
      host: 'http://localhost:3000',
    });
  });
});

describe('metadata', () => {
  it('is sent in the head to every client, never streamed after it (next.config.ts htmlLimitedBots)', async () => {
    const { default: nextConfig } = await import('@/next.config');
    const browser = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
    expect(nextConfig.htmlLimitedBots?.test(browser)).toBe(true);
  });
});
