import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from './fixtures';
import { nextFrames, nextTask, watchNextScroll, watchScripts } from './page-signals';

const INTRO_SEEN = 'quillmark:intro-seen';

// The suite's default is reduced motion (playwright.config.ts); here motion is the subject.
test.use({ reducedMotion: 'no-preference' });

/** Most tests are not about the intro: mark it seen before any page script runs. */
async function skipIntro(page: Page) {
  await page.addInitScript((key) => sessionStorage.setItem(key, '1'), INTRO_SEEN);
}

/**
 * Opens a page on a paused clock, at 1,000 ms: its timers run only when the test moves the clock, so a delay is
 * measured whatever the machine's load (on a busy CI machine a wheel once took two seconds to land). Returns
 * once the first render's effects have run (the cookie banner opens from one), so their timers are set.
 */
async function gotoOnPausedClock(page: Page, path: string) {
  await page.clock.install({ time: 0 });
  await page.clock.pauseAt(1_000);
  await page.goto(path);
  await expect(page.getByRole('region', { name: 'Cookie choice' })).toBeVisible();
}

function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test.describe('the full-screen menu', () => {
  test.beforeEach(async ({ page }) => skipIntro(page));

  test('sets its flags, locks the page, holds focus and closes with Escape', async ({ page }) => {
    await page.goto('/products');
    const toggle = page.locator('button[aria-controls="site-menu"]');
    await expect(toggle).toHaveAttribute('data-initial', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('data-initial', 'true');
    await expect(toggle).toHaveAttribute('data-clicked', 'true');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('body')).toHaveClass(/nav-active/);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await expect(page.locator('main')).toHaveAttribute('inert', '');
    await expect(page.locator('#site-menu a').first()).toBeFocused();
    await expect(page.locator('#site-menu a[href="/products"]')).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('Escape');
    await expect(page.locator('#site-menu')).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('data-clicked', 'false');
    await expect(toggle).toHaveAttribute('data-initial', 'true');
    await expect(page.locator('body')).not.toHaveClass(/nav-active/);
    await expect(page.locator('main')).not.toHaveAttribute('inert', '');
  });

  test('animates its labels with gsap, loaded only when first opened', async ({ page }) => {
    await page.goto('/services');
    const scripts = () => page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.js')).length);
    const before = await scripts();
    await page.locator('button[aria-controls="site-menu"]').click();
    await expect.poll(scripts).toBeGreaterThan(before);
    await expect.poll(() => page.locator('#site-menu li').first().evaluate((element) => element.getAttribute('style') ?? '')).toContain('translate');
  });

  test('closes on a route change', async ({ page }) => {
    await page.goto('/');
    await page.locator('button[aria-controls="site-menu"]').click();
    await page.locator('#site-menu a[href="/about-us"]').click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(page.locator('#site-menu')).toBeHidden();
    await expect(page.locator('body')).not.toHaveClass(/nav-active/);
  });
});

test.describe('the preloader', () => {
  test('plays on the first visit of a session, can be skipped, and not again', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-intro', '');
    const skip = page.getByRole('button', { name: 'Skip intro' });
    await expect(skip).toBeFocused();
    // Content is already rendered beneath the curtain.
    await expect(page.locator('main h1')).toContainText('Automated');
    await skip.click();
    await expect(page.locator('html')).not.toHaveAttribute('data-intro', '');
    await expect(page.locator('[data-preloader]')).toBeHidden();
    await page.reload();
    await expect(page.locator('[data-preloader]')).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-intro'))).toBe(false);
  });

  test('the first frame already shows it: no frame of the header alone, even when the document stalls before it', async ({ page, baseURL }) => {
    // A proxy in front of the site that holds the home page's document back for two seconds just before the intro's
    // markup, as a slow line can. The header above it has arrived, and the browser would paint it alone.
    const STALL_MS = 2_000;
    const proxy = createServer(async (request, response) => {
      const upstream = await fetch(new URL(request.url!, baseURL), { headers: { 'accept-encoding': 'identity' } });
      const headers = Object.fromEntries([...upstream.headers].filter(([name]) => !['content-encoding', 'content-length', 'transfer-encoding'].includes(name)));
      response.writeHead(upstream.status, headers);
      const body = Buffer.from(await upstream.arrayBuffer());
      const intro = request.url === '/' ? body.lastIndexOf('<div', body.indexOf('data-preloader')) : -1;
      if (intro <= 0) return response.end(body);
      response.write(body.subarray(0, intro));
      setTimeout(() => response.end(body.subarray(intro)), STALL_MS);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    try {
      await page.goto(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}/`);
      // Read through an observer: on a busy machine the page can hydrate before the paint entry is recorded.
      const firstContentfulPaint = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            new PerformanceObserver((entries, observer) => {
              const paint = entries.getEntriesByName('first-contentful-paint')[0];
              if (!paint) return;
              observer.disconnect();
              resolve(paint.startTime);
            }).observe({ type: 'paint', buffered: true });
          }),
      );
      expect(firstContentfulPaint).toBeGreaterThan(STALL_MS);
      await expect(page.locator('[data-preloader]')).toBeVisible();
    } finally {
      proxy.close();
    }
  });

  test('Escape skips it', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Skip intro' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.locator('[data-preloader]')).toBeHidden();
  });

  test('ends by itself: it leaves from 7.4 s and is gone at 8.3 s, by CSS alone and by its script', async ({ page }) => {
    // The script's timer runs on page.clock; the CSS animation on the document timeline, which the test holds and
    // sets by hand. Both are then at a moment of the test's choosing, however long the machine takes to get there.
    await page.clock.install({ time: 0 });
    await page.clock.pauseAt(1_000);
    await page.goto('/');
    const overlay = page.locator('[data-preloader]');
    const holdCssAt = (ms: number) =>
      overlay.evaluate((element, at) => {
        // A finished animation that fills forwards is still listed, so this also winds one back.
        for (const animation of element.getAnimations({ subtree: true })) {
          animation.pause();
          animation.currentTime = at;
        }
      }, ms);
    await holdCssAt(8_299);
    // The intro's effect focuses Skip just before it sets its timer, in the same run.
    await expect(page.getByRole('button', { name: 'Skip intro' })).toBeFocused();
    await page.clock.runFor(8_299);
    await expect(overlay).toBeVisible();
    // CSS alone ends it (a visitor whose scripts never ran)…
    await holdCssAt(8_300);
    await expect(overlay).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('data-intro', '');
    // …and so does the script, at the same moment.
    await page.clock.runFor(1);
    await expect(page.locator('html')).not.toHaveAttribute('data-intro', '');
    await expect(overlay).toBeHidden();
  });

  test('plays a video on wide screens and never downloads one on narrow screens', async ({ browser }) => {
    const wide = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await wide.goto('/');
    await expect(wide.locator('[data-preloader] video')).toHaveCount(1);
    await expect(wide.locator('[data-preloader] img[src$="preloader.webp"]')).toHaveCount(0);
    await wide.close();
    const narrow = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const videos: string[] = [];
    narrow.on('request', (request) => {
      if (/\.(webm|mp4)$/.test(request.url())) videos.push(request.url());
    });
    await narrow.goto('/');
    await expect(narrow.locator('[data-preloader] img[src$="preloader.webp"]')).toBeVisible();
    await expect(narrow.locator('[data-preloader] video')).toHaveCount(0);
    expect(videos).toEqual([]);
    await narrow.close();
  });
});

test.describe('media by width', () => {
  test.beforeEach(async ({ page }) => skipIntro(page));

  // A page a test: each walks every demo on its page, seconds apiece on a busy machine.
  for (const route of ['/', '/products', '/services', '/services/web-development']) {
    test(`below 1024 px ${route} never requests a video`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const videos: string[] = [];
      page.on('request', (request) => {
        if (/\.(webm|mp4)$/.test(request.url())) videos.push(request.url());
      });
      await page.goto(route);
      // Each demo, brought near, takes its motion: on a narrow screen the animated image, never a video.
      for (const frame of await page.locator('main [data-gl-media]').all()) {
        await frame.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
        await expect(frame.locator('img[data-motion]')).toBeAttached();
      }
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(page.locator('video')).toHaveCount(0);
      expect(videos).toEqual([]);
    });
  }

  test('from 1024 px a visible demo is a muted, looping inline video with a poster that plays', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/products');
    const video = page.locator('main video').first();
    await video.scrollIntoViewIfNeeded();
    for (const [name, value] of [['muted', true], ['loop', true], ['playsInline', true]] as const) {
      expect(await video.evaluate((element, key) => (element as HTMLVideoElement)[key], name)).toBe(value);
    }
    await expect(video).toHaveAttribute('poster', /\.jpg$/);
    await expect(video).toHaveAttribute('preload', /none|metadata/);
    await expect.poll(() => video.evaluate((element) => !(element as HTMLVideoElement).paused)).toBe(true);
  });
});

test.describe('entrances', () => {
  test.beforeEach(async ({ page }) => skipIntro(page));

  test('only what starts below the first screen waits hidden, and each part shows as it scrolls in', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const armed = page.locator('main [data-reveal][data-armed]');
    // The section headings (the ones whose letters rise in), not the logo walls' plain headings.
    const waitingHeadings = page.locator('main h2[id$="-heading"][data-phase="armed"]');
    await expect.poll(() => armed.count()).toBeGreaterThan(5);
    await expect.poll(() => waitingHeadings.count()).toBeGreaterThan(0);
    // Nothing a visitor has already seen is hidden: every armed card and heading starts below the first screen,
    // and every card or heading that starts on it stays as it was.
    const state = await page.evaluate(() => {
      const below = (element: Element) => element.getBoundingClientRect().top > window.innerHeight;
      const parts = [...document.querySelectorAll('main [data-reveal], main h2[id$="-heading"]')];
      return {
        armedOnScreen: parts.filter((element) => (element.hasAttribute('data-armed') || element.getAttribute('data-phase') === 'armed') && !below(element)).length,
        stillBelow: parts.filter((element) => below(element) && !element.hasAttribute('data-armed') && element.getAttribute('data-phase') !== 'armed').length,
        onScreen: parts.filter((element) => !below(element)).length,
      };
    });
    expect(state).toEqual({ armedOnScreen: 0, stillBelow: 0, onScreen: expect.any(Number) });
    expect(state.onScreen).toBeGreaterThan(0);
    // Scrolled through, every part comes in as it shows: after each wheel, nothing at least half on screen still waits.
    const scrollY = () => page.evaluate(() => window.scrollY);
    const bottom = () => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    const waitingOnScreen = () =>
      page.evaluate(
        () =>
          [...document.querySelectorAll('main [data-reveal][data-armed], main h2[id$="-heading"][data-phase="armed"]')].filter((element) => {
            const rect = element.getBoundingClientRect();
            return Math.min(rect.bottom, window.innerHeight) - Math.max(rect.top, 0) >= Math.min(rect.height, window.innerHeight) / 2;
          }).length,
      );
    for (let step = 0; step < 12; step++) {
      const before = await scrollY();
      if (before >= (await bottom()) - 1) break;
      await page.mouse.wheel(0, 700);
      await expect.poll(scrollY).toBeGreaterThan(before);
      await expect.poll(waitingOnScreen).toBe(0);
    }
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(armed).toHaveCount(0);
    await expect(waitingHeadings).toHaveCount(0);
    // The last section heading, jumped to, rises in as it arrives (sections close together may still be rising too).
    await expect(page.locator('main h2[id$="-heading"]').last()).toHaveAttribute('data-phase', 'playing');
  });
});

test.describe('counters', () => {
  test.beforeEach(async ({ page }) => skipIntro(page));

  test('count up to the final values once visible, which screen readers have all along', async ({ page }) => {
    await page.goto('/studyabroad');
    const counters = page.locator('[data-count-up]');
    await expect(counters).toHaveCount(3);
    await counters.first().scrollIntoViewIfNeeded();
    await expect(counters.nth(0).locator('[aria-hidden="true"]')).toHaveText('16,824', { timeout: 5_000 });
    await expect(counters.nth(1).locator('[aria-hidden="true"]')).toHaveText('8,642', { timeout: 5_000 });
    await expect(counters.nth(2).locator('[aria-hidden="true"]')).toHaveText('15', { timeout: 5_000 });
    await expect(counters.nth(0).locator('.visually-hidden')).toHaveText('16,824');
  });
});

test.describe('sliders', () => {
  test.beforeEach(async ({ page }) => skipIntro(page));

  test('the logo slider follows the carousel pattern with 14 slides, a pause control and arrow keys', async ({ page }) => {
    // The slides move by the page's timers and frames, on page.clock: once paused, the test decides how much time passes.
    await page.clock.install();
    await page.goto('/services/software-development');
    const carousel = page.locator('[aria-roledescription="carousel"]');
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toHaveAttribute('aria-label', /.+/);
    const slides = carousel.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(14);
    await expect(slides.first()).toHaveAttribute('aria-label', '1 of 14');
    const pause = carousel.getByRole('button', { name: 'Pause the slides' });
    await expect(pause).toBeVisible();
    const container = carousel.locator('#project-logos-slides');
    const position = () => container.evaluate((element) => Math.round(new DOMMatrix(getComputedStyle(element).transform).m41));
    await pause.click();
    await expect(carousel.getByRole('button', { name: 'Play the slides' })).toBeVisible();
    // Paused a little ahead of the page's present (time runs on while the test asks); the jump runs what falls due.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    // Let the slide already under way settle, then three autoplay delays (1 s each) pass without a move.
    await page.clock.runFor(1_500);
    const still = await position();
    await page.clock.runFor(3_000);
    expect(await position()).toBe(still);
    await page.clock.resume();
    await carousel.getByRole('button', { name: 'Next slide' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(position).not.toBe(still);
  });

  test('fetches embla only when a slider comes near the screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const added = await watchScripts(page);
    await gotoOnPausedClock(page, '/services/software-development');
    // embla moves a slider by its container's inline transform, from the moment it starts.
    const started = () => page.locator('#project-logos-slides').evaluate((element) => element.style.transform !== '');
    // Five seconds of the page's timers and idle callbacks run, and every script the page asked for has arrived:
    // whatever would have fetched embla without the slider near has had its chance.
    await page.clock.runFor(5_000);
    await expect.poll(added.allSettled).toBe(true);
    await nextTask(page);
    expect(await started()).toBe(false);
    await page.clock.resume();
    const before = await added.count();
    await page.locator('#project-logos').scrollIntoViewIfNeeded();
    await expect.poll(started).toBe(true);
    expect(await added.count()).toBeGreaterThan(before);
  });

  test('the project video slider has nine slides, four per view on wide screens', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/services/web-development');
    const carousel = page.locator('[aria-roledescription="carousel"]');
    const slides = carousel.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(9);
    const viewport = await carousel.locator('#project-videos-slides').evaluate((element) => element.parentElement!.getBoundingClientRect().width);
    const slide = await slides.first().evaluate((element) => element.getBoundingClientRect().width);
    expect(Math.round(viewport / slide)).toBe(4);
  });
});

test.describe('WebGL deformation', () => {
  test.beforeEach(async ({ page }) => {
    await skipIntro(page);
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  test('starts on the first scroll after 2.5 s, and neither on an earlier scroll nor on the delay alone', async ({ page }) => {
    // Starting means fetching the scene's chunk: a script added to the page, at once, in the scroll's handler.
    const added = await watchScripts(page);
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const stamp = window as unknown as { glAt?: number };
        if (stamp.glAt === undefined && document.querySelector('canvas[data-gl-canvas]')) stamp.glAt = performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    await gotoOnPausedClock(page, '/products');
    const canvas = page.locator('canvas[data-gl-canvas]');
    const scrolledTo = (y: number) => expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
    await page.mouse.wheel(0, 200);
    await scrolledTo(200);
    // Just short of the delay a scroll still starts nothing (the timer was set at the paused 1,000 ms)…
    await page.clock.runFor(2_400);
    const scriptsBefore = await added.count();
    const scroll = await watchNextScroll(page);
    await page.mouse.wheel(0, 100);
    await scrolledTo(300);
    // The scroll event has reached every listener and a task has passed: a start would have added its chunk by now.
    await scroll.handled();
    expect(await added.count()).toBe(scriptsBefore);
    await expect(canvas).toHaveCount(0);
    // …and past it, time alone starts nothing either: no scroll came, and nothing was fetched.
    await page.clock.runFor(800);
    await nextTask(page);
    expect(await added.count()).toBe(scriptsBefore);
    await expect(canvas).toHaveCount(0);
    await page.clock.resume();
    await page.mouse.wheel(0, 300);
    await expect(canvas).toHaveCount(1, { timeout: 5_000 });
    // The control: the start that did happen fetched its chunk the way the checks above looked for.
    expect(await added.count()).toBeGreaterThan(scriptsBefore);
    const startedAt = await page.evaluate(() => (window as unknown as { glAt: number }).glAt);
    expect(startedAt).toBeGreaterThanOrEqual(3_200);
  });

  test('draws the media only while scrolling, and hides the real media only then', async ({ page }) => {
    // Frames are live only for as long as a scroll lasts; the page counts them so a slow poll cannot miss one.
    await page.addInitScript(() => {
      const seen = window as unknown as { liveSeen: number };
      seen.liveSeen = 0;
      new MutationObserver((records) => {
        for (const record of records) if ((record.target as Element).hasAttribute('data-gl-live')) seen.liveSeen += 1;
      }).observe(document, { attributes: true, attributeFilter: ['data-gl-live'], subtree: true });
    });
    await page.goto('/products');
    const canvas = page.locator('canvas[data-gl-canvas]');
    const live = page.locator('[data-gl-live]');
    const liveSeen = () => page.evaluate(() => (window as unknown as { liveSeen: number }).liveSeen);
    await expect
      .poll(
        async () => {
          await page.mouse.wheel(0, 100);
          return canvas.count();
        },
        { timeout: 10_000, intervals: [500] },
      )
      .toBe(1);
    // Bring the first frame to the middle of the screen (however far the polling wheels went), let it settle,
    // then a short wheel keeps it on screen while the page moves.
    const frame = page.locator('main [data-gl-media]').first();
    await frame.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      window.scrollTo({ top: window.scrollY + rect.top - (window.innerHeight - rect.height) / 2, behavior: 'instant' });
    });
    // Only media that has a picture to upload can be drawn (a busy machine may still be decoding it).
    await expect
      .poll(() =>
        frame.evaluate((element) => {
          const video = element.querySelector('video');
          const image = element.querySelector('img');
          return (video !== null && video.readyState >= 2) || (image !== null && image.complete && image.naturalWidth > 0);
        }),
      )
      .toBe(true);
    // The centring jump starts a live cycle of its own, but only at the page's next frame: let two frames pass,
    // so that cycle has begun (and, the media being ready, shows as live) before waiting for it to end.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(live).toHaveCount(0, { timeout: 4_000 });
    const before = await liveSeen();
    await page.mouse.wheel(0, 200);
    await expect.poll(liveSeen, { timeout: 5_000 }).toBeGreaterThan(before);
    await expect(live).toHaveCount(0, { timeout: 4_000 });
  });
});

test.describe('the contact canvas', () => {
  test('starts after 2 seconds', async ({ page }) => {
    await gotoOnPausedClock(page, '/contact-us');
    const canvas = page.locator('canvas[data-particle-network]');
    await page.clock.runFor(1_900);
    await expect(canvas).not.toHaveAttribute('data-running', '');
    await page.clock.runFor(200);
    await expect(canvas).toHaveAttribute('data-running', '');
  });
});

test.describe('under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('nothing moves and everything shows', async ({ page }) => {
    // The page's timers run on page.clock: the test moves it past each delay instead of waiting it out.
    await page.clock.install();
    await page.goto('/');
    await expect(page.locator('[data-preloader]')).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-intro'))).toBe(false);
    // Past the deformation's 2.5 s, a scroll (handled, and a task later) starts nothing.
    await page.clock.runFor(3_000);
    const scroll = await watchNextScroll(page);
    await page.mouse.wheel(0, 300);
    await scroll.handled();
    await expect(page.locator('canvas[data-gl-canvas]')).toHaveCount(0);
    await expect(page.locator('[data-armed]')).toHaveCount(0);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
    await page.goto('/studyabroad');
    await expect(page.locator('[data-count-up] [aria-hidden="true"]').first()).toHaveText('16,824');
    await page.goto('/services/software-development');
    await expect(page.getByRole('button', { name: 'Play the slides' })).toBeVisible();
    await page.goto('/contact-us');
    // Past the canvas's 2 s delay.
    await page.clock.runFor(2_500);
    await expect(page.locator('canvas[data-particle-network]')).not.toHaveAttribute('data-running', '');
  });

  for (const width of [390, 1440]) {
    test(`a demo keeps its still at ${width} px: no animated image, no video`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      const motion: string[] = [];
      page.on('request', (request) => {
        if (/\.(webm|mp4)$|(?<!-still)\.webp$/.test(new URL(request.url()).pathname)) motion.push(request.url());
      });
      await page.goto('/products');
      const demo = page.locator('main [data-gl-media]').first();
      await demo.scrollIntoViewIfNeeded();
      await expect(demo.locator('img').first()).toBeVisible();
      // The demo's own observer (300 px margin) has reported it near, and React has had frames to render the motion.
      await demo.evaluate(
        (element) =>
          new Promise<void>((resolve) => {
            const observer = new IntersectionObserver(
              ([entry]) => {
                if (!entry?.isIntersecting) return;
                observer.disconnect();
                resolve();
              },
              { rootMargin: '300px 0px' },
            );
            observer.observe(element);
          }),
      );
      await nextFrames(page, 3);
      await expect(page.locator('[data-motion]')).toHaveCount(0);
      expect(motion).toEqual([]);
    });
  }
});

test.describe('leaks', () => {
  test('twenty navigations leave one canvas at most and no errors', async ({ page }) => {
    test.slow();
    await skipIntro(page);
    const errors = collectErrors(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    // The deformation's 2.5 s delay runs on page.clock: the test jumps it instead of waiting it out.
    await page.clock.install();
    await page.goto('/');
    const glCanvas = page.locator('canvas[data-gl-canvas]');
    // Client-side navigations through real links: a full page load would hide any leak.
    const routes = ['/products', '/services', '/services/web-development', '/contact-us', '/'];
    for (let index = 0; index < 20; index += 1) {
      const route = routes[index % routes.length]!;
      // A DOM click goes through next/link like a person's, without waiting for reveals or smooth scrolling to settle.
      await page.locator(`main a[href="${route}"], footer a[href="${route}"]`).first().dispatchEvent('click');
      await expect(page).toHaveURL(new RegExp(`${route === '/' ? '/' : route}$`));
      await page.mouse.wheel(0, 400);
      // Every fifth page (the home page) is scrolled past the delay: its deformation starts, and the next route must end it.
      // The clock is jumped until the canvas comes: on a loaded machine the home page may schedule its delay only after
      // a first jump, and a timer set after the jump would otherwise never fire.
      if (index % 5 === 4) {
        await expect(async () => {
          await page.clock.fastForward(2_700);
          await page.mouse.wheel(0, 100);
          await expect(glCanvas).toHaveCount(1, { timeout: 1_000 });
        }).toPass({ timeout: 15_000 });
      }
    }
    expect(await glCanvas.count()).toBeLessThanOrEqual(1);
    expect(await page.locator('canvas').count()).toBeLessThanOrEqual(2);
    expect(errors.filter((error) => !error.includes('WebGL'))).toEqual([]);
  });
});
