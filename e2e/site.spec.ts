import { expect, test, type Page } from './fixtures';
import { pageIdle } from './page-signals';
import { company } from '../content/company';
import { products } from '../content/products';
import { shippedArticles as getPosts, shippedRoutes } from '../lib/articles/shipped';

test.describe('every route', () => {
  test('every route has its own title', async ({ request }) => {
    const titles = await Promise.all(
      shippedRoutes().map(async (route) => /<title>([^<]*)<\/title>/.exec(await (await request.get(route)).text())?.[1]),
    );
    expect(new Set(titles).size).toBe(titles.length);
  });
});

test.describe('unknown addresses', () => {
  for (const route of ['/services/quantum-computing', '/blog/not-an-article', '/no-such-page']) {
    test(`${route} is a real 404 with a way home`, async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page does not exist');
      await page.getByRole('link', { name: 'Back to the home page' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Affordable');
    });
  }
});

test.describe('the server HTML', () => {
  test('home carries the whole hero, both sections and the menu links without JavaScript', async ({ request }) => {
    const html = await (await request.get('/')).text();
    for (const text of ['Affordable', 'Adaptive', 'Automated', 'Try now', 'AI call analytics', 'AI document validation', 'AI and RPA Solutions', 'Software Development', 'View all']) {
      expect(html).toContain(text);
    }
    for (const href of ['/products', '/services', '/about-us', '/contact-us', '/bootcamp', '/studyabroad', '/sponsorship', '/services/ai-and-rpa-solutions', '/services/software-development']) {
      expect(html).toContain(`href="${href}"`);
    }
  });

  test('a crawler that starts at / and follows links finds the blog and every article', async ({ request }) => {
    // Links in the served HTML only, as a crawler without JavaScript sees them; two steps from the home page.
    const seen = new Set<string>(['/']);
    let frontier = ['/'];
    for (let depth = 0; depth < 2; depth += 1) {
      const next: string[] = [];
      for (const path of frontier) {
        const html = await (await request.get(path)).text();
        for (const [, href] of html.matchAll(/href="(\/[^"#?]*)"/g)) {
          if (seen.has(href!) || href!.startsWith('/_next/') || href!.startsWith('/media/')) continue;
          seen.add(href!);
          if (!/\.[a-z]+$/.test(href!)) next.push(href!);
        }
      }
      frontier = next;
    }
    const articles = getPosts().map((post) => `/blog/${post.slug}`);
    expect(articles.filter((article) => !seen.has(article))).toEqual([]);
    expect(seen.has('/blog')).toBe(true);
    // The home page itself links the blog and its newest articles.
    const home = await (await request.get('/')).text();
    for (const href of ['/blog', ...articles.slice(0, 3)]) expect(home, href).toContain(`href="${href}"`);
  });

  test('study abroad carries the final counter values', async ({ request }) => {
    const html = await (await request.get('/studyabroad')).text();
    for (const value of ['16,824', '8,642', '>15<']) expect(html).toContain(value);
  });

  test('a service page carries its keywords meta tag', async ({ request }) => {
    const html = await (await request.get('/services/data-analytics')).text();
    expect(html).toMatch(/<meta name="keywords" content="[^"]+"/);
  });

  test('the pictures of the first screen load at once, later ones only when they come near', async ({ request }) => {
    // Card stills and covers in the first screen are largest-paint candidates; a lazy one is found only after layout.
    const loadingOf = async (path: string, card: RegExp) => {
      const html = await (await request.get(path)).text();
      return [...html.matchAll(card)].map((match) => /loading="(\w+)"/.exec(match[0])?.[1]);
    };
    const services = await loadingOf('/services', /<img[^>]*class="[^"]*media[^"]*"[^>]*>/g);
    expect(services.slice(0, 3)).toEqual(['eager', 'eager', 'lazy']);
    expect(services).toHaveLength(9);
    const products = await loadingOf('/products', /<img[^>]*class="[^"]*media[^"]*"[^>]*>/g);
    expect(products.slice(0, 3)).toEqual(['eager', 'eager', 'lazy']);
    const posts = await loadingOf('/blog', /<img[^>]*class="[^"]*cover[^"]*"[^>]*>/g);
    expect(posts.slice(0, 4)).toEqual(['eager', 'eager', 'eager', 'lazy']);
  });
});

test.describe('pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page and the menu links are there', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Automated');
    await expect(page.getByRole('link', { name: 'Try now' })).toHaveAttribute('href', '/contact-us');
    await expect(page.locator('#site-menu a[href="/sponsorship"]')).toHaveCount(1);
  });
});

test.describe('the shell', () => {
  test('the skip link is the first stop and lands on the main content', async ({ page }) => {
    await page.goto('/products');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await skip.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });

  test('the menu toggle opens a menu of real links and marks the current page', async ({ page }) => {
    await page.goto('/services');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-controls', 'site-menu');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator('#site-menu');
    await expect(menu.getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');
    for (const name of ['Home', 'Products', 'About us', 'Contact us', 'Bootcamp', 'Study Abroad', 'Sponsorship', 'Blog']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await menu.getByRole('link', { name: 'Bootcamp' }).click();
    await expect(page).toHaveURL(/\/bootcamp$/);
    await expect(menu).toBeHidden();
  });

  test('the header keeps its layout when the web fonts arrive after the first paint', async ({ browser }) => {
    // The CSS comes with the page, so on a slow link the first paint is in the fallback face.
    const headerBoxes = async (fonts: boolean) => {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      if (!fonts) await page.route('**/*.woff2', (route) => route.abort());
      await page.goto('/blog', { waitUntil: 'load' });
      if (fonts) await page.evaluate(() => document.fonts.ready);
      // Where each part starts (what a layout shift measures), and the whole box of the menu button.
      const boxes = await page.locator('header a, header button').evaluateAll((elements) =>
        elements.map((element) => {
          const { x, y, width, height } = element.getBoundingClientRect();
          return element instanceof HTMLButtonElement ? { x, y, width, height } : { x, y };
        }),
      );
      await page.close();
      return boxes;
    };
    const fallback = await headerBoxes(false);
    expect(fallback.filter((box) => 'width' in box)).toHaveLength(1);
    expect(await headerBoxes(true)).toEqual(fallback);
  });

  test('the footer shows offices, emails and phones everywhere but about-us', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    for (const office of company.offices) await expect(footer.getByText(office.label, { exact: true })).toBeVisible();
    for (const email of company.emails) await expect(footer.locator(`a[href="mailto:${email.address}"]`)).toBeVisible();
    for (const phone of company.phones) await expect(footer.locator(`a[href="tel:${phone.number}"]`)).toBeVisible();
    await expect(footer.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
    await expect(footer.getByRole('link', { name: /Top/ })).toHaveAttribute('href', '#top');
  });

  test('the footer\'s Top control takes the visitor to the very top of a long page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/services');
    await page.locator('footer').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.locator('footer').getByRole('link', { name: /Top/ }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the about-us footer shows only the blurb and the social links', async ({ page }) => {
    await page.goto('/about-us');
    const footer = page.locator('footer');
    await expect(footer.getByText(company.blurb)).toBeVisible();
    for (const link of company.social) await expect(footer.locator(`a[href="${link.href}"]`)).toBeVisible();
    await expect(footer.locator('a[href^="mailto:"], a[href^="tel:"], address')).toHaveCount(0);
    await expect(footer.getByRole('navigation', { name: 'Quick links' })).toHaveCount(0);
  });
});

test.describe('content details', () => {
  test('a product without a link shows no Visit now button', async ({ page }) => {
    await page.goto('/products');
    for (const product of products) {
      const card = page.locator('li', { has: page.getByRole('heading', { name: product.title, exact: true }) });
      await expect(card.getByRole('link', { name: /Visit now/ })).toHaveCount('link' in product && product.link ? 1 : 0);
    }
  });

  test('the contact page links the terms', async ({ page }) => {
    await page.goto('/contact-us');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Connect with ${company.name}`);
    await expect(page.getByRole('link', { name: 'T & C Apply' })).toHaveAttribute('href', '/terms-and-conditions');
  });

  test('an article shows its byline and a most-read list of three others', async ({ page }) => {
    await page.goto('/blog/from-bootcamp-to-first-developer-job');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('bootcamp');
    const mostRead = page.getByRole('complementary', { name: 'Most read' });
    await expect(mostRead.getByRole('listitem')).toHaveCount(3);
    await expect(mostRead.locator('a[href="/blog/from-bootcamp-to-first-developer-job"]')).toHaveCount(0);
  });

  test('a demo still comes as AVIF on a phone, with the WebP in the markup for browsers without it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const stills: Record<string, string> = {};
    page.on('response', (response) => {
      if (/-still\.\w+$/.test(response.url())) stills[new URL(response.url()).pathname] = response.headers()['content-type'] ?? '';
    });
    await page.goto('/products');
    const first = page.locator('picture img').first();
    await expect(first).toHaveAttribute('src', /^\/media\/products\/[\w-]+-still\.webp$/);
    await expect.poll(() => first.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(480);
    const shown = new URL(await first.evaluate((image: HTMLImageElement) => image.currentSrc)).pathname;
    expect(shown).toMatch(/-still\.avif$/);
    expect(stills[shown]).toBe('image/avif');
    expect(Object.keys(stills).filter((path) => path.endsWith('.webp'))).toEqual([]);
  });
});

test.describe('prefetching', () => {
  /**
   * The routes the page asked the server for, in order, and when. A prerendered page is prefetched with requests Next
   * marks (Next-Router-Prefetch); a page rendered per request (the home page, which lists the newest articles) is
   * prefetched in full, its payload asked as a navigation would ask it: so what counts is when a request was made.
   */
  function watchRoutes(page: Page) {
    const routes = { asked: [] as string[], whole: [] as string[] };
    // Asked, not finished: the browser never reports the end of a prefetch of a page rendered per request (its body
    // is read by the router as a stream), though the click then needs nothing more.
    page.on('request', (request) => {
      const headers = request.headers();
      if (headers.rsc !== '1') return;
      const route = new URL(request.url()).pathname;
      routes.asked.push(route);
      if (!headers['next-router-prefetch']) routes.whole.push(route);
    });
    return routes;
  }

  test('a link fetches its page when a visitor reaches for it, not when it comes into view', async ({ page }) => {
    await page.addInitScript(() => sessionStorage.setItem('quillmark:intro-seen', '1'));
    const routes = watchRoutes(page);
    await page.goto('/services', { waitUntil: 'networkidle' });
    // The header's home link and the cookie banner's policy link are on screen from the start.
    await expect(page.getByRole('region', { name: 'Cookie choice' })).toBeVisible();
    // Next prefetches the links it sees from an observer and its own queue: by the page's idle period it would have asked.
    await pageIdle(page);
    expect(routes.asked).toEqual([]);
    const card = page.locator('main a[href="/services/ai-and-rpa-solutions"]').first();
    await card.scrollIntoViewIfNeeded();
    // The card's visibility has been reported to observers (this one's, like Next's), then the page has gone idle.
    await card.evaluate(
      (element) =>
        new Promise<void>((resolve) => {
          const observer = new IntersectionObserver(([entry]) => {
            if (!entry?.isIntersecting) return;
            observer.disconnect();
            resolve();
          });
          observer.observe(element);
        }),
    );
    await pageIdle(page);
    expect(routes.asked).toEqual([]);

    await card.dispatchEvent('touchstart');
    await expect.poll(() => routes.asked).toContain('/services/ai-and-rpa-solutions');
    await page.getByRole('link', { name: 'Quillmark home' }).hover();
    await expect.poll(() => routes.asked).toContain('/');
    await page.getByRole('region', { name: 'Cookie choice' }).getByRole('link').focus();
    await expect.poll(() => routes.asked).toContain('/privacy-policy');
    expect(new Set(routes.asked)).toEqual(new Set(['/', '/privacy-policy', '/services/ai-and-rpa-solutions']));

    // The click then renders what was prefetched: no page load, no further request for the route. A full prefetch
    // asks twice, the route's prefetch and then its whole payload as a navigation would (unmarked): once both are
    // asked for each route (ci-57 counted a second ask made just before the click as the click's).
    await expect.poll(() => new Set(routes.whole)).toEqual(new Set(routes.asked));
    await pageIdle(page);
    const before = routes.asked.length;
    await page.evaluate(() => Object.assign(window, { stayed: true }));
    await page.getByRole('link', { name: 'Quillmark home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('main h1')).toContainText('Automated');
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(routes.asked.slice(before)).toEqual([]);
  });
});
