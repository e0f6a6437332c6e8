import { expect, test } from './fixtures';
import { allRoutes } from '../lib/routes';
import { getPosts } from '../lib/blog';
import { HONEYPOT_FIELD } from '../lib/forms/submit';

const SITE = 'http://localhost:3000';

test.describe('discoverability', () => {
  test('the sitemap lists every route on the canonical origin, articles with dates', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(urls.sort()).toEqual(allRoutes().map((route) => `${SITE}${route === '/' ? '' : route}`).sort());
    for (const post of getPosts()) {
      expect(xml).toMatch(new RegExp(`<loc>${SITE}/blog/${post.slug}</loc>\\s*<lastmod>${post.date}`));
    }
  });

  test('robots.txt allows crawling and names the sitemap', async ({ request }) => {
    const text = await (await request.get('/robots.txt')).text();
    expect(text).toMatch(/User-Agent: \*\s+Allow: \//i);
    expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  test('the feed is RSS with every article', async ({ request }) => {
    const response = await request.get('/feed.xml');
    expect(response.headers()['content-type']).toContain('application/rss+xml');
    const xml = await response.text();
    expect(xml).toContain('<rss version="2.0"');
    expect([...xml.matchAll(/<item>/g)]).toHaveLength(getPosts().length);
    expect(xml).toContain(`<link>${SITE}/blog/${getPosts()[0]!.slug}</link>`);
  });

  for (const route of allRoutes()) {
    test(`${route} has a canonical link, Open Graph and Twitter tags`, async ({ request }) => {
      const html = await (await request.get(route)).text();
      const canonical = `${SITE}${route === '/' ? '' : route}`;
      expect(html).toContain(`<link rel="canonical" href="${canonical === SITE ? `${SITE}` : canonical}"`);
      for (const property of ['og:title', 'og:description', 'og:url', 'og:site_name', 'og:image']) expect(html).toContain(`property="${property}"`);
      for (const name of ['twitter:card', 'twitter:title', 'twitter:image']) expect(html).toContain(`name="${name}"`);
    });
  }

  test('Open Graph images are real PNGs: the site, a service and an article', async ({ request }) => {
    for (const route of ['/', '/services/data-analytics', `/blog/${getPosts()[0]!.slug}`]) {
      const html = await (await request.get(route)).text();
      const image = /property="og:image" content="([^"]+)"/.exec(html)?.[1];
      expect(image).toBeTruthy();
      const response = await request.get(new URL(image!).pathname);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
      expect((await response.body()).subarray(1, 4).toString()).toBe('PNG');
    }
  });

  test('structured data parses: Organization and WebSite, BreadcrumbList, Service, BlogPosting', async ({ request }) => {
    const ld = async (route: string) => {
      const html = await (await request.get(route)).text();
      return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((match) => JSON.parse(match[1]!) as object | object[]);
    };
    const types = (items: unknown[]) => items.map((item) => (item as { '@type': string })['@type']);
    const home = await ld('/');
    expect(types(home)).toEqual(['Organization', 'WebSite']);
    expect(JSON.stringify(home)).toContain('"contactPoint"');
    expect((home[0] as { location: unknown[] }).location).toHaveLength(4);
    expect(types(await ld('/products'))).toEqual(['BreadcrumbList']);
    expect(types(await ld('/services/it-consulting'))).toEqual(['Service', 'BreadcrumbList']);
    const article = await ld(`/blog/${getPosts()[0]!.slug}`);
    expect(types(article)).toEqual(['BlogPosting', 'BreadcrumbList']);
    expect(article[0]).toMatchObject({ headline: getPosts()[0]!.title, datePublished: getPosts()[0]!.date });
  });

  test('a favicon, an app icon and a web manifest', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toMatch(/<link rel="icon" href="\/icon\.svg/);
    expect(html).toMatch(/<link rel="apple-touch-icon" href="\/apple-icon/);
    expect(html).toContain('rel="manifest" href="/manifest.webmanifest"');
    const manifest = await (await request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ short_name: 'Quillmark', start_url: '/' });
    expect((await request.get('/apple-icon')).headers()['content-type']).toBe('image/png');
  });
});

test.describe('security headers', () => {
  test('every page answer carries them, with a hash-based script policy and no X-Powered-By', async ({ request }) => {
    for (const route of ['/', '/contact-us', '/services/web-development', '/no-such-page']) {
      const headers = (await request.get(route)).headers();
      expect(headers['strict-transport-security']).toMatch(/max-age=63072000/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(headers['x-powered-by']).toBeUndefined();
      const csp = headers['content-security-policy']!;
      const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? '';
      expect(scriptSrc).toContain("'sha256-");
      expect(scriptSrc).not.toContain('unsafe-inline');
      expect(scriptSrc).not.toContain('unsafe-eval');
      for (const directive of ["object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'", "media-src 'self'"]) expect(csp).toContain(directive);
    }
  });

  test('static files and API answers carry them too; API answers are never cached', async ({ request }) => {
    const media = (await request.get('/media/brand/logo.svg')).headers();
    expect(media['x-content-type-options']).toBe('nosniff');
    expect(media['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    const api = (await request.get('/api/health')).headers();
    expect(api['cache-control']).toBe('no-store');
    expect(api['x-content-type-options']).toBe('nosniff');
  });

  test('pages run with the policy in force and break none of it', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    await page.addInitScript(() => document.addEventListener('securitypolicyviolation', (event) => console.error(`Refused to run: ${event.violatedDirective}`)));
    for (const route of ['/', '/contact-us', '/bootcamp', '/services/web-development', `/blog/${getPosts()[1]!.slug}`, '/services/unknown']) {
      await page.goto(route);
      await page.waitForTimeout(300);
    }
    expect(violations).toEqual([]);
  });
});

test.describe("the framework's scripts wait for the first frame", () => {
  test('every prerendered page asks for them through one loader in the head, none of them as a tag of its own', async ({ request }) => {
    for (const route of allRoutes()) {
      const html = await (await request.get(route)).text();
      expect(html.match(/<script\b[^>]*\bsrc=[^>]*\basync\b[^>]*>/g) ?? [], route).toEqual([]);
      expect(html.match(/<link rel="preload" as="script"[^>]*>/g) ?? [], route).toEqual([]);
      const loader = html.indexOf('document.createElement("script")');
      expect(loader, route).toBeGreaterThan(-1);
      expect(loader, route).toBeLessThan(html.indexOf('rel="stylesheet"'));
    }
  });

  test('nothing is requested while the stylesheets hold the first frame back; then the page comes to life', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const stylesheets: string[] = [];
    await page.route('**/*.css', async (route) => {
      stylesheets.push(route.request().url());
      await held;
      await route.continue();
    });
    const chunks: { url: string; at: number }[] = [];
    let releasedAt = Infinity;
    page.on('request', (request) => {
      if (/\/_next\/static\/chunks\/.+\.js$/.test(request.url())) chunks.push({ url: request.url(), at: Date.now() });
    });
    const navigation = page.goto('/about-us');
    await expect.poll(() => stylesheets.length).toBeGreaterThanOrEqual(3);
    // Next's async tags were requested with the stylesheets; give the browser ample time to show it would.
    await page.waitForTimeout(750);
    expect(chunks).toEqual([]);
    releasedAt = Date.now();
    release();
    await navigation;
    await expect.poll(() => chunks.length).toBeGreaterThanOrEqual(8);
    expect(chunks.every((chunk) => chunk.at >= releasedAt)).toBe(true);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  });
});

test.describe('the answer cache in front of Next', () => {
  test("answers a prerendered page exactly as Next does, with one policy header", async ({ request }) => {
    const cached = await request.get('/about-us', { headers: { 'accept-encoding': 'br' } });
    const fromNext = await request.get('/about-us?from=next', { headers: { 'accept-encoding': 'gzip' } });
    expect(cached.headers()['etag']).toMatch(/-br"$/);
    expect(await cached.text()).toBe(await fromNext.text());
    expect(cached.headers()['content-security-policy']).toBe(fromNext.headers()['content-security-policy']);
    expect(cached.headersArray().filter(({ name }) => name.toLowerCase() === 'content-security-policy')).toHaveLength(1);
  });

  test('a current copy is revalidated with 304; a changed one is sent again', async ({ request }) => {
    const first = await request.get('/', { headers: { 'accept-encoding': 'gzip' } });
    const etag = first.headers()['etag']!;
    const again = await request.get('/', { headers: { 'accept-encoding': 'gzip', 'if-none-match': etag } });
    expect(again.status()).toBe(304);
    expect(again.headers()['content-security-policy']).toContain("'sha256-");
    const stale = await request.get('/', { headers: { 'accept-encoding': 'gzip', 'if-none-match': '"an-older-build"' } });
    expect(stale.status()).toBe(200);
  });

  test('answers the static files a page loads from memory, with the headers Next gives them', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const script = html.match(/src="(\/_next\/static\/chunks\/[^"]+\.js)"/)?.[1];
    const font = html.match(/href="(\/_next\/static\/media\/[^"]+\.woff2)"/)?.[1];
    expect(script && font).toBeTruthy();
    for (const [url, compressed] of [
      [script!, true],
      [font!, false],
      ['/media/brand/logo.svg', true],
    ] as const) {
      // The server fills this part of the cache in the seconds after it starts listening; Next answers meanwhile.
      await expect.poll(async () => (await request.get(url)).headers()['etag'], { timeout: 20_000 }).not.toMatch(/^W\//);
      const cached = await request.get(url, { headers: { 'accept-encoding': 'br, gzip' } });
      const fromNext = await request.get(`${url}?from=next`, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(cached.status(), url).toBe(200);
      // Next's ETag is weak (size and time); the cache's is strong and names the encoding it was sent in.
      expect(fromNext.headers()['etag'], url).toMatch(/^W\//);
      expect(cached.headers()['etag'], url).toMatch(compressed ? /^"[\w-]+-br"$/ : /^"[\w-]+"$/);
      expect(cached.headers()['content-encoding'], url).toBe(compressed ? 'br' : undefined);
      expect((await cached.body()).equals(await fromNext.body()), url).toBe(true);
      for (const name of ['cache-control', 'content-type', 'content-security-policy', 'x-content-type-options', 'strict-transport-security']) {
        expect(cached.headers()[name], `${url} ${name}`).toBe(fromNext.headers()[name]);
      }
      const again = await request.get(url, { headers: { 'accept-encoding': 'br, gzip', 'if-none-match': cached.headers()['etag']! } });
      expect(again.status(), url).toBe(304);
    }
    expect((await request.get(script!)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('once up, the server has every optimised picture its pages name stored before a visitor asks', async ({ request }) => {
    test.setTimeout(300_000);
    // One encoding at a time: on a cold build this takes a minute or two beside the rest of the suite.
    const warmup = async () => (await (await request.get('/api/health/ready')).json()).images;
    await expect.poll(async () => (await warmup())?.done, { timeout: 280_000, intervals: [2_000] }).toBe(true);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const named = new Set<string>();
    for (const [, loc] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const html = await (await request.get(new URL(loc!).pathname)).text();
      // In the markup (&amp;) and in the flight data React hydrates from (\u0026): the same URLs either way.
      const text = html.replaceAll('&amp;', '&').replaceAll('\\u0026', '&');
      for (const [url] of text.matchAll(/\/_next\/image\?[^\s",\\]+/g)) named.add(url);
    }
    expect(named.size).toBeGreaterThan(20);
    // Each one twice: as AVIF and as WebP, for a browser without AVIF.
    expect(await warmup()).toMatchObject({ total: 2 * named.size, warmed: 2 * named.size, failed: 0, done: true });
    // The smallest size of a hero is chosen only by screens narrower than any this suite uses: nobody asked yet.
    const smallest = [...named].find((url) => url.includes('contact.webp') && url.includes('&w=256&'));
    expect(smallest).toBeDefined();
    const answer = await request.get(smallest!, { headers: { accept: 'image/avif,image/webp,*/*' } });
    expect(answer.headers()['content-type']).toBe('image/avif');
    expect(answer.headers()['x-nextjs-cache']).toBe('HIT');
    // Next stores each format apart: a browser without AVIF finds its WebP stored too.
    const withoutAvif = await request.get(smallest!, { headers: { accept: 'image/webp,*/*' } });
    expect(withoutAvif.headers()['content-type']).toBe('image/webp');
    expect(withoutAvif.headers()['x-nextjs-cache']).toBe('HIT');
    // No size beyond the pictures' own 1200 px is offered (each would be the same picture encoded again).
    expect([...named].filter((url) => Number(new URL(url, 'http://x').searchParams.get('w')) > 1200)).toEqual([]);
  });

  test("the router's own requests (flight data, prefetches) still reach Next", async ({ request }) => {
    const flight = await request.get('/about-us', { headers: { rsc: '1' } });
    expect(flight.status()).toBe(200);
    expect(flight.headers()['content-type']).toContain('text/x-component');
  });
});

/** An enquiry as the contact form sends it. */
const enquiry = (email: string) => ({
  first_name: 'Priya',
  last_name: 'Raman',
  company_name: 'Harbour Analytics',
  mobile_no: '7700900456',
  mobile_country_code: '+44',
  email_address: email,
  message: 'We would like a quote for moving our reporting to the cloud.',
  subscribe: [],
});

test.describe("the enquiry route in front of Next's router", () => {
  const FIXED = ['strict-transport-security', 'x-content-type-options', 'referrer-policy', 'permissions-policy', 'cross-origin-opener-policy', 'x-frame-options', 'content-security-policy'];

  test("answers an enquiry as Next's route does: same answer, same fixed headers, stored the same way", async ({ request }) => {
    // Filled honeypots: stored and answered like any enquiry but never sent upstream, so the form tests that
    // steer the mock upstream at the same time cannot change these answers.
    const trapped = (email: string) => ({ ...enquiry(email), [HONEYPOT_FIELD]: 'https://spam.example' });
    // Next marks every answer it routes with Vary: rsc; the direct route does not, which shows which path answered.
    const direct = await request.post('/api/v1/contact-us', { data: trapped('direct@harbour.example'), headers: { origin: SITE } });
    const viaNext = await request.post('/api/v1/contact-us?via=next', { data: trapped('via-next@harbour.example'), headers: { origin: SITE } });
    expect(direct.headers()['vary']).toBeUndefined();
    expect(viaNext.headers()['vary']).toContain('rsc');
    for (const answer of [direct, viaNext]) {
      expect(answer.status()).toBe(201);
      expect(await answer.json()).toMatchObject({ ok: true, ref: expect.stringMatching(/^QM-\d{8}-[0-9A-Z]{6}$/) });
      expect(answer.headers()['cache-control']).toBe('no-store');
      expect(answer.headers()['content-type']).toBe('application/json; charset=utf-8');
    }
    for (const name of FIXED) expect(direct.headers()[name], name).toBe(viaNext.headers()[name]);
    // The same idempotency key through either path is the same enquiry: the route shares Next's store.
    const key = `platform-${Date.now()}`;
    const first = await request.post('/api/v1/contact-us', { data: trapped('twice@harbour.example'), headers: { origin: SITE, 'idempotency-key': key } });
    const again = await request.post('/api/v1/contact-us?via=next', { data: trapped('twice@harbour.example'), headers: { origin: SITE, 'idempotency-key': key } });
    expect((await again.json()).ref).toBe((await first.json()).ref);
  });

  test('refuses what the route refuses, with the same statuses', async ({ request }) => {
    const post = (path: string, options: Parameters<typeof request.post>[1]) => request.post(path, { ...options, headers: { origin: SITE, ...options?.headers } });
    expect((await post('/api/v1/contact-us', { data: enquiry('x@y.example'), headers: { origin: 'https://elsewhere.example' } })).status()).toBe(403);
    expect((await post('/api/v1/contact-us', { data: 'first_name=Priya', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).status()).toBe(415);
    expect((await post('/api/v1/no-such-form', { data: enquiry('x@y.example') })).status()).toBe(404);
    const invalid = await post('/api/v1/contact-us', { data: { ...enquiry('not-an-email'), message: '' } });
    expect(invalid.status()).toBe(422);
    expect(Object.keys((await invalid.json()).errors)).toEqual(expect.arrayContaining(['email_address', 'message']));
    expect((await post('/api/v1/contact-us', { data: '{"first_name":', headers: { 'content-type': 'application/json' } })).status()).toBe(400);
    const large = JSON.stringify({ ...enquiry('big@y.example'), message: 'x'.repeat(20_000) });
    expect((await post('/api/v1/contact-us', { data: large, headers: { 'content-type': 'application/json' } })).status()).toBe(413);
  });

  test('a body sent in chunks without a length is capped too', async () => {
    const { request: httpRequest } = await import('node:http');
    const url = new URL('/api/v1/contact-us', test.info().project.use.baseURL);
    const status = await new Promise<number>((resolve, reject) => {
      const outgoing = httpRequest(url, { method: 'POST', headers: { 'content-type': 'application/json', origin: SITE, 'transfer-encoding': 'chunked' } }, (answer) => {
        answer.resume();
        resolve(answer.statusCode ?? 0);
      });
      outgoing.on('error', reject);
      for (let chunk = 0; chunk < 40; chunk += 1) outgoing.write(`"${'y'.repeat(1_000)}",`);
      outgoing.end();
    });
    expect(status).toBe(413);
  });

  test('other methods and shapes of the path still go to Next', async ({ request }) => {
    const get = await request.get('/api/v1/contact-us');
    expect(get.status()).toBe(405);
    expect(get.headers()['allow']).toBe('POST');
    expect((await request.post('/api/v1/contact-us/', { data: enquiry('slash@y.example'), headers: { origin: SITE }, maxRedirects: 0 })).status()).toBe(308);
  });
});

test.describe('operations', () => {
  test('liveness answers with status, version and uptime', async ({ request }) => {
    const body = await (await request.get('/api/health')).json();
    expect(body).toEqual({ status: 'ok', version: expect.stringMatching(/^\d+\.\d+\.\d+/), uptime: expect.any(Number) });
  });

  test('readiness reports the store, the upstream and the outbox, without secrets', async ({ request }) => {
    const response = await request.get('/api/health/ready');
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ status: 'ready', store: { writable: true, checkpoints: 'worker' }, upstream: { configured: true, answering: true }, outbox: { pending: expect.any(Number) } });
    expect(JSON.stringify(body)).not.toMatch(/127\.0\.0\.1|DATA_DIR|test-results/);
  });
});

test.describe('shutdown', () => {
  // A server of its own, in embedded mode with a fresh store: stopping the suite's server would stop the suite.
  const PORT = 3106;
  const ORIGIN = `http://127.0.0.1:${PORT}`;

  test('SIGTERM: no new connections, the enquiry in flight is answered and stored, the store is closed', async () => {
    test.setTimeout(90_000);
    const { spawn } = await import('node:child_process');
    const { connect } = await import('node:net');
    const { existsSync, mkdtempSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const { default: Database } = await import('better-sqlite3');
    const dataDir = mkdtempSync(path.join(tmpdir(), 'shutdown-'));
    const server = spawn(process.execPath, ['.next/standalone/server.js'], {
      env: { ...process.env, PORT: String(PORT), HOSTNAME: '127.0.0.1', DATA_DIR: dataDir, API_BASE_URL: '', NEXT_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout.on('data', (chunk) => (output += chunk));
    server.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<{ code: number | null; at: number }>((resolve) => server.on('exit', (code) => resolve({ code, at: Date.now() })));
    try {
      await expect.poll(async () => (await fetch(`${ORIGIN}/api/health`).catch(() => undefined))?.status, { timeout: 60_000 }).toBe(200);

      // An enquiry whose body is half sent when the signal comes, on a connection that asks to be kept alive.
      const body = JSON.stringify(enquiry('in-flight@harbour.example'));
      const socket = connect(PORT, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk));
      const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
      socket.write(
        `POST /api/v1/contact-us HTTP/1.1\r\nHost: localhost:3000\r\nOrigin: ${SITE}\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: keep-alive\r\n\r\n${body.slice(0, 40)}`,
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      server.kill('SIGTERM');

      // The listening socket closes at once: a new visitor is refused (a load balancer moves on), not left waiting.
      await expect.poll(async () => fetch(`${ORIGIN}/api/health`).then(() => 'answered', (error: Error & { cause?: { code?: string } }) => error.cause?.code), { timeout: 5_000 }).toBe('ECONNREFUSED');
      expect(answer).toBe('');

      const finished = Date.now();
      socket.write(body.slice(40));
      await closed;
      const [head = '', json = ''] = answer.split('\r\n\r\n');
      expect(head).toMatch(/^HTTP\/1\.1 201 /);
      // The answer closes its connection rather than keeping it for a next request that would be refused.
      expect(head.split('\r\n')).toContainEqual(expect.stringMatching(/^connection: close$/i));
      const { ref } = JSON.parse(json);
      expect(ref).toMatch(/^QM-\d{8}-[0-9A-Z]{6}$/);

      // The process leaves as soon as that answer is sent, well before its 10 s limit, and closes the store on
      // the way: every row is in the database file and the log is gone, nothing left for the next start to replay.
      const { code, at } = await exited;
      expect(code).toBe(0);
      expect(at - finished).toBeLessThan(3_000);
      expect(output).toContain('shutdown: done');
      expect(existsSync(path.join(dataDir, 'enquiries.sqlite-wal'))).toBe(false);
      const db = new Database(path.join(dataDir, 'enquiries.sqlite'), { readonly: true });
      const row = db.prepare('SELECT status, payload FROM enquiries WHERE ref = ?').get(ref) as { status: string; payload: string } | undefined;
      db.close();
      expect(row?.status).toBe('stored');
      expect(JSON.parse(row?.payload ?? '{}').email_address).toBe('in-flight@harbour.example');
    } finally {
      server.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

test.describe('the cookie banner', () => {
  test('shows until a choice; Accept stores accept=true on / for the longest time browsers allow', async ({ page, context }) => {
    await page.goto('/products');
    const banner = page.getByRole('region', { name: 'Cookie choice' });
    await expect(banner).toBeVisible();
    const accept = banner.getByRole('button', { name: 'Accept' });
    const decline = banner.getByRole('button', { name: 'Decline' });
    const box = async (button: typeof accept) => {
      const size = await button.boundingBox();
      const style = await button.evaluate((element) => [getComputedStyle(element).backgroundColor, getComputedStyle(element).color, getComputedStyle(element).fontWeight].join());
      return { width: Math.round(size!.width / 10), style };
    };
    expect((await box(accept)).style).toBe((await box(decline)).style);
    await accept.click();
    await expect(banner).toBeHidden();
    const [cookie] = (await context.cookies()).filter((item) => item.name === 'accept');
    expect(cookie).toMatchObject({ value: 'true', path: '/' });
    const days = (cookie!.expires - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(399);
    expect(days).toBeLessThan(401);
    await page.reload();
    await expect(page.locator('footer')).toBeVisible();
    await expect(banner).toBeHidden();
  });

  test('Decline stores accept=false, and Cookie settings in the footer opens it again', async ({ page, context }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookie choice' });
    await banner.getByRole('button', { name: 'Decline' }).click();
    expect((await context.cookies()).find((item) => item.name === 'accept')?.value).toBe('false');
    await page.locator('footer').getByRole('button', { name: 'Cookie settings' }).click();
    await expect(banner).toBeVisible();
  });

  test('Global Privacy Control counts as Decline and the banner says so', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'globalPrivacyControl', { value: true }));
    await page.goto('/about-us');
    const banner = page.getByRole('region', { name: 'Cookie choice' });
    await expect(banner).toContainText('Global Privacy Control');
  });

  test('does not shift the layout', async ({ page }) => {
    await page.goto('/blog');
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) total += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 1_500);
        }),
    );
    await expect(page.getByRole('region', { name: 'Cookie choice' })).toBeVisible();
    expect(shift).toBe(0);
  });
});
