import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { request as http, type APIRequestContext, type APIResponse } from '@playwright/test';
import type { NginxProcess } from './nginx-process';
import { expect, test } from './site-fixture';
import { contactEnquiry, requestFrom, type SiteProcess } from './site-process';
import { API_CSP, inlineScriptHash, staticSecurityHeaders } from '../lib/security';

// The production recipe (deploy/nginx) run by scripts/nginx.sh in front of the built site, both started here.
test.describe.configure({ mode: 'default' });

const PAGE_TTL = 2;
const RATE_LIMIT = 3;
const SITE = 'http://localhost:3000';
const RSC = { rsc: '1' };
const SECURITY_HEADERS = [...Object.keys(staticSecurityHeaders), 'Content-Security-Policy'].map((name) => name.toLowerCase());
const ENQUIRY = contactEnquiry('p@harbour.example');

// Behind nginx on this host, the client's address is taken from X-Forwarded-For.
test.use({ siteOptions: { env: { SITE_URL: SITE, RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) }, nginx: { pageTtl: PAGE_TTL } } });

let site: SiteProcess;
let proxy: NginxProcess;
let viaNginx: APIRequestContext;
let direct: APIRequestContext;

// The worker's site and nginx (e2e/site-fixture.ts), by the names the tests use.
test.beforeAll(async ({ site: worker }) => {
  site = worker.process;
  proxy = worker.nginx!;
  viaNginx = await http.newContext({ baseURL: proxy.origin });
  direct = await http.newContext({ baseURL: site.origin });
});

test.afterAll(async () => {
  await viaNginx?.dispose();
  await direct?.dispose();
});

const cacheStatus = (response: APIResponse) => response.headers()['x-cache-status'];
const contentType = (response: APIResponse) => response.headers()['content-type'] ?? '';

/** nginx's own validator for a file it read from disk: last modified and size, in hex. */
function nginxEtag(file: string): string {
  const { mtimeMs, size } = statSync(file);
  return `"${Math.floor(mtimeMs / 1000).toString(16)}-${size.toString(16)}"`;
}

/** Every value each security header has, so a dropped or doubled header shows. */
function securityHeaders(response: APIResponse): Record<string, string[]> {
  const all = response.headersArray();
  return Object.fromEntries(SECURITY_HEADERS.map((name) => [name, all.filter((header) => header.name.toLowerCase() === name).map((header) => header.value)]));
}

function seconds(duration: string): number {
  const units: Record<string, number> = { ms: 0.001, s: 1, m: 60, h: 3600, d: 86_400 };
  return [...duration.matchAll(/(\d+)(ms|s|m|h|d)?/g)].reduce((sum, [, amount, unit]) => sum + Number(amount) * units[unit ?? 's']!, 0);
}

async function firstChunk(): Promise<string> {
  const html = await (await viaNginx.get('/')).text();
  const chunk = /\/_next\/static\/chunks\/[\w.-]+\.js/.exec(html)?.[0];
  expect(chunk, 'the home page names a script chunk').toBeTruthy();
  return chunk!;
}

test.describe('files nginx serves from disk', () => {
  test('a script chunk named by a page: from .next/static, immutable, never from Node', async () => {
    const chunk = await firstChunk();
    const file = path.join('.next', 'static', chunk.replace('/_next/static/', ''));
    const response = await viaNginx.get(chunk, { headers: { 'accept-encoding': 'identity' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers().etag).toBe(nginxEtag(file));
    expect(response.headers()['x-cache-status']).toBeUndefined();
    expect(Buffer.compare(await response.body(), readFileSync(file))).toBe(0);
    // Node answers the same file with a validator of its own.
    expect((await direct.get(chunk)).headers().etag).not.toBe(nginxEtag(file));
  });

  test('a media file: from public/media, with an ETag only nginx makes', async () => {
    const response = await viaNginx.get('/media/brand/logo.svg', { headers: { 'accept-encoding': 'identity' } });
    expect(response.status()).toBe(200);
    expect(contentType(response)).toBe('image/svg+xml');
    expect(response.headers().etag).toBe(nginxEtag('public/media/brand/logo.svg'));
    expect(response.headers()['cache-control']).toBe('public, max-age=3600');
  });
});

test.describe('the staff area', () => {
  test('is never cached by nginx, and keeps its private, no-store and noindex', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await viaNginx.get('/staff/sign-in');
      expect(response.status()).toBe(200);
      expect(cacheStatus(response)).toBeUndefined();
      expect(response.headers()['cache-control']).toContain('no-store');
      expect(response.headers()['cache-control']).toContain('private');
      expect(response.headers()['x-robots-tag']).toContain('noindex');
    }
    // Signed out, a staff page leads to the sign-in, and that answer is not kept either.
    const inbox = await viaNginx.get('/staff/inbox', { maxRedirects: 0 });
    expect(inbox.status()).toBe(307);
    expect(inbox.headers().location).toContain('/staff/sign-in');
    expect(cacheStatus(inbox)).toBeUndefined();
  });
});

test.describe('the page cache', () => {
  test(`a page is cached, for ${PAGE_TTL} s at most, and never told to others as fresh for a year`, async () => {
    expect((await direct.get('/products')).headers()['cache-control']).toContain('s-maxage=31536000');
    const first = await viaNginx.get('/products');
    expect(first.status()).toBe(200);
    expect(cacheStatus(first)).toBe('MISS');
    const second = await viaNginx.get('/products');
    expect(cacheStatus(second)).toBe('HIT');
    for (const response of [first, second]) {
      expect(response.headers()['cache-control']).toBe(`public, max-age=0, s-maxage=${PAGE_TTL}`);
      expect(response.headersArray().filter((header) => header.name.toLowerCase() === 'cache-control')).toHaveLength(1);
    }
    // Asked again and again until the copy has expired. nginx counts whole seconds, so a copy may live up to a
    // second past its TTL: no answer asked for later than that may be a hit.
    const cachedAt = Date.now();
    const seen: { status: string; askedAfter: number }[] = [];
    await expect
      .poll(
        async () => {
          const askedAfter = Date.now() - cachedAt;
          const status = cacheStatus(await viaNginx.get('/products'))!;
          seen.push({ status, askedAfter });
          return status;
        },
        { timeout: PAGE_TTL * 1000 + 10_000, intervals: [100] },
      )
      .toBe('EXPIRED');
    const lateHits = seen.filter((answer) => answer.status === 'HIT' && answer.askedAfter >= (PAGE_TTL + 1) * 1000);
    expect(lateHits, JSON.stringify(seen)).toEqual([]);
    expect(seen.slice(0, -1).every((answer) => answer.status === 'HIT'), JSON.stringify(seen)).toBe(true);
    expect(cacheStatus(await viaNginx.get('/products'))).toBe('HIT');
  });

  test('the shipped recipe keeps a page a minute at most, whatever Next says, and passes nginx -t', () => {
    const tls = readFileSync('deploy/nginx/tls.conf', 'utf8');
    const shared = readFileSync('deploy/nginx/quillmark.conf', 'utf8');
    const valid = [...tls.matchAll(/^\s*proxy_cache_valid\s+[^;]*?(\S+);/gm)].map((match) => seconds(match[1]!));
    expect(valid.length).toBeGreaterThan(0);
    for (const ttl of valid) expect(ttl).toBeLessThanOrEqual(60);
    // What shared caches past nginx are told is the same number.
    expect(Number(/set \$quillmark_page_ttl (\d+);/.exec(tls)?.[1])).toBe(valid[0]);
    expect(shared).not.toMatch(/^\s*proxy_cache_valid/m);
    expect(/^\s*proxy_ignore_headers ([^;]+);/m.exec(shared)?.[1]?.split(/\s+/)).toEqual(expect.arrayContaining(['Cache-Control', 'Expires', 'X-Accel-Expires']));
    expect(() => execFileSync('bash', ['scripts/nginx.sh', 'start', '--port', '4999', '--upstream', '4998', '--page-ttl', '61'], { stdio: 'pipe' })).toThrow(/page-ttl/);
    expect(execFileSync('bash', ['scripts/nginx.sh', 'check'], { encoding: 'utf8', stdio: 'pipe' })).toBe('');
  });

  test('an RSC request answers text/x-component right after the HTML was cached, and the other way round', async () => {
    await viaNginx.get('/sponsorship');
    expect(cacheStatus(await viaNginx.get('/sponsorship'))).toBe('HIT');
    const payload = await viaNginx.get('/sponsorship', { headers: RSC });
    expect(payload.status()).toBe(200);
    expect(contentType(payload)).toBe('text/x-component');

    // Next 16 sends an RSC request to the page's URL with an _rsc search param: HTML asked at that same URL.
    const rscUrl = new URL(payload.url()).pathname + new URL(payload.url()).search;
    expect(rscUrl).toContain('_rsc');
    expect(cacheStatus(await viaNginx.get(rscUrl, { headers: RSC }))).toBe('HIT');
    const html = await viaNginx.get(rscUrl);
    expect(contentType(html)).toContain('text/html');
    expect(await html.text()).toContain('<html');
    expect(cacheStatus(await viaNginx.get(rscUrl))).toBe('HIT');
    expect(contentType(await viaNginx.get(rscUrl, { headers: RSC }))).toBe('text/x-component');
  });

  test('every header Next varies a page on is part of the cache key', async () => {
    const vary = (await direct.get('/studyabroad')).headers().vary ?? '';
    const varied = vary.split(',').map((name) => name.trim().toLowerCase()).filter((name) => name && name !== 'accept-encoding');
    expect(varied).toEqual(expect.arrayContaining(['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch']));
    for (const file of ['deploy/nginx/quillmark.conf', 'deploy/nginx/articles.conf']) {
      const key = /proxy_cache_key "([^"]+)"/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
      for (const name of [...varied, 'next-url']) expect(key, `${file} ${name}`).toContain(`$http_${name.replace(/-/g, '_')}`);
    }

    const payload = await viaNginx.get('/studyabroad', { headers: RSC });
    const rscUrl = new URL(payload.url()).pathname + new URL(payload.url()).search;
    expect(cacheStatus(await viaNginx.get(rscUrl, { headers: RSC }))).toBe('HIT');
    const others = {
      'next-router-prefetch': '1',
      'next-router-segment-prefetch': '/_tree',
      'next-router-state-tree': encodeURIComponent(JSON.stringify(['', { children: ['__PAGE__', {}] }, null, null, true])),
      'next-url': '/contact-us',
    };
    for (const [name, value] of Object.entries(others)) {
      const response = await viaNginx.get(rscUrl, { headers: { ...RSC, [name]: value }, maxRedirects: 0 });
      expect(cacheStatus(response), name).not.toBe('HIT');
    }
  });
});

test.describe('the pages that show articles', () => {
  const placeholder = () => /default ([0-9a-f]{48});/.exec(readFileSync(path.join(proxy.prefix, 'quillmark-nonce-placeholder.conf'), 'utf8'))![1]!;
  const policyNonce = (response: APIResponse) => /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];

  /** The article pages, a page of an author, and a made-up article: each asked as HTML and as flight data. */
  async function articlePaths(): Promise<string[]> {
    const blog = await (await direct.get('/blog')).text();
    const article = /href="(\/blog\/(?!authors\/)[a-z0-9-]+)"/.exec(blog)?.[1];
    const author = /href="(\/blog\/authors\/[a-z0-9-]+)"/.exec(await (await direct.get(article!)).text())?.[1];
    expect([article, author]).toEqual([expect.any(String), expect.any(String)]);
    return ['/', '/blog', article!, author!, '/blog/no-such-article'];
  }

  test('are kept by nginx, and every answer has a nonce of its own on every script, the placeholder in none', async () => {
    const secret = placeholder();
    const seen = new Set<string>();
    for (const url of await articlePaths()) {
      for (const encoding of ['identity', 'gzip']) {
        for (const attempt of [0, 1]) {
          const response = await viaNginx.get(url, { headers: { 'accept-encoding': encoding } });
          const label = `${url} ${encoding} #${attempt}`;
          expect(response.status(), label).toBe(url.includes('no-such') ? 404 : 200);
          if (attempt === 1) expect(cacheStatus(response), label).toBe('HIT');
          expect(response.headers()['content-encoding'], label).toBe(encoding === 'gzip' ? 'gzip' : undefined);
          const body = await response.text();
          for (const header of response.headersArray()) expect(header.value, `${label} ${header.name}`).not.toContain(secret);
          expect(body, label).not.toContain(secret);
          // 128 random bits of nginx's, one per answer, on every script the page has and in its policy.
          const nonce = policyNonce(response);
          expect(nonce, label).toMatch(/^[0-9a-f]{32}$/);
          expect(seen.has(nonce!), `${label}: a nonce seen before`).toBe(false);
          seen.add(nonce!);
          // Every script that runs carries it, but our own constant inline one, allowed by its hash (structured data
          // is not run, and needs neither).
          const scripts = [...body.matchAll(/<script\b([^>]*)>([^]*?)<\/script>/g)].filter((match) => !match[1]!.includes('application/ld+json'));
          expect(scripts.length, label).toBeGreaterThan(3);
          for (const [tag, , text] of scripts) {
            if (tag.includes(`nonce="${nonce}"`)) continue;
            expect(response.headers()['content-security-policy'], `${label} ${tag.slice(0, 80)}`).toContain(inlineScriptHash(text!));
          }
          expect([...body.matchAll(/nonce="([^"]*)"/g)].every((match) => match[1] === nonce), label).toBe(true);
          // Each answer's own, so nobody past nginx may keep it; Back still may.
          expect(response.headers()['cache-control'], label).toBe('private, no-cache');
        }
      }
      const flight = await viaNginx.get(url, { headers: RSC });
      expect(contentType(flight), url).toBe('text/x-component');
      expect(await flight.text(), url).not.toContain(secret);
    }
  });

  test("a client's own placeholder is never passed on, here or on any other page", async () => {
    const mine = 'cd'.repeat(24);
    for (const url of ['/blog', '/thank-you', '/staff/sign-in']) {
      const response = await viaNginx.get(url, { headers: { 'x-quillmark-nonce-placeholder': mine } });
      expect(response.status(), url).toBe(200);
      expect(await response.text(), url).not.toContain(mine);
      expect(response.headers()['content-security-policy'], url).not.toContain(mine);
    }
  });

  test('the policy is strict: the Observatory grades the home page through nginx A+', () => {
    const report = execFileSync(process.execPath, ['scripts/observatory.mjs', `${proxy.origin}/`], { encoding: 'utf8' });
    expect(report).toMatch(/Score \d+\/100 \(A\+\)/);
    expect(report).toContain('csp-implemented-with-no-unsafe-default-src-none');
  });

  test('the staff preview of an article is never kept', async () => {
    for (const attempt of [0, 1]) {
      const response = await viaNginx.get('/preview/articles/1', { maxRedirects: 0 });
      expect(response.status(), `#${attempt}`).toBe(307);
      expect(cacheStatus(response), `#${attempt}`).toBeUndefined();
      expect(response.headers()['cache-control']).toBe('private, no-store');
    }
    expect(readFileSync('deploy/nginx/quillmark.conf', 'utf8')).toMatch(/location \^~ \/preview\/ \{[^}]*proxy_cache off;/);
  });

  test('a copy lives a few seconds, for a publish to show within five, with one stale layer only', async () => {
    // Node says how long (s-maxage) and how long more while a render replaces it (stale-while-revalidate); nginx
    // counts whole seconds, and the render that replaces it takes its own time: together at most four.
    const told = (await direct.get('/blog', { headers: { 'x-quillmark-nonce-placeholder': 'ef'.repeat(24) } })).headers()['cache-control'] ?? '';
    const fresh = Number(/s-maxage=(\d+)/.exec(told)?.[1]);
    const stale = Number(/stale-while-revalidate=(\d+)/.exec(told)?.[1]);
    expect(fresh, told).toBeGreaterThanOrEqual(1);
    expect(fresh + stale + 1, told).toBeLessThanOrEqual(4);
    const conf = readFileSync('deploy/nginx/articles.conf', 'utf8');
    const ignored = /^\s*proxy_ignore_headers ([^;]+);/m.exec(conf)?.[1]?.split(/\s+/) ?? [];
    expect(ignored).not.toContain('Cache-Control');
    // Stale past Node's window only while Node cannot answer at all.
    expect(conf).not.toMatch(/proxy_cache_use_stale[^;]*updating/);
    for (const ttl of [...conf.matchAll(/^\s*proxy_cache_valid\s+[^;]*?(\S+);/gm)].map((match) => seconds(match[1]!))) expect(ttl).toBeLessThanOrEqual(2);
    for (const location of ['location = /', 'location = /blog', 'location ^~ /blog/']) expect(readFileSync('deploy/nginx/quillmark.conf', 'utf8')).toContain(`${location} {\n    include quillmark/articles.conf;`);
    // nginx's is the only layer: Node renders each of these pages from the store, with no cache of Next's in front of
    // it (ISR would say so in x-nextjs-cache).
    for (const url of await articlePaths()) {
      const headers = (await direct.get(url)).headers();
      expect(headers['x-nextjs-cache'], url).toBeUndefined();
      expect(headers['cache-control'], url).toBe('private, no-cache');
    }
  });

  test('past its time and its stale window, a copy is never served: the next visitor waits for a fresh one', async () => {
    const blog = '/blog?crowd=1';
    expect(cacheStatus(await viaNginx.get(blog))).toBe('MISS');
    expect(cacheStatus(await viaNginx.get(blog))).toBe('HIT');
    // Past s-maxage and the stale window (and nginx's rounding), the next visitor waits for a fresh copy.
    await new Promise((resolve) => setTimeout(resolve, 4_500));
    expect(cacheStatus(await viaNginx.get(blog))).toBe('EXPIRED');
    expect(cacheStatus(await viaNginx.get(blog))).toBe('HIT');
  });
});

test.describe('headers', () => {
  test('the CSP and every security header are the same through nginx as from Node, once each', async () => {
    const chunk = await firstChunk();
    for (const url of ['/contact-us', chunk, '/media/brand/logo.svg', '/api/health']) {
      const [proxied, fromNode] = await Promise.all([viaNginx.get(url), direct.get(url)]);
      expect(proxied.status(), url).toBe(200);
      const headers = securityHeaders(proxied);
      expect(headers, url).toEqual(securityHeaders(fromNode));
      for (const name of SECURITY_HEADERS) expect(headers[name], `${url} ${name}`).toHaveLength(1);
      if (url !== '/contact-us') expect(headers['content-security-policy'], url).toEqual([API_CSP]);
    }
    expect(securityHeaders(await viaNginx.get('/contact-us'))['content-security-policy']?.[0]).toMatch(/script-src 'self' 'sha256-/);
  });

  test("a body over nginx's limit is refused by nginx, with the same fixed headers", async () => {
    const response = await viaNginx.post('/api/v1/newsletter', {
      headers: { origin: SITE, 'content-type': 'application/json' },
      data: JSON.stringify({ email_address: `${'a'.repeat(40_000)}@example.org` }),
    });
    expect(response.status()).toBe(413);
    expect(contentType(response)).toBe('text/plain');
    const headers = securityHeaders(response);
    for (const [name, value] of Object.entries(staticSecurityHeaders)) expect(headers[name.toLowerCase()]).toEqual([value]);
    expect(headers['content-security-policy']).toEqual([API_CSP]);
  });
});

test.describe('the API', () => {
  test('/api/health and enquiries are never cached, and the app sees the Host the visitor used', async () => {
    for (let i = 0; i < 2; i++) {
      const health = await viaNginx.get('/api/health');
      expect(health.status()).toBe(200);
      expect(cacheStatus(health)).toBeUndefined();
      expect(health.headers()['cache-control']).toBe('no-store');
    }
    const refs: string[] = [];
    for (let i = 0; i < 2; i++) {
      // The browser's own Origin (nginx's host and port) passes the app's same-origin check only if Host arrives whole.
      const response = await viaNginx.post('/api/v1/newsletter', {
        headers: { origin: proxy.origin, 'content-type': 'application/json' },
        data: JSON.stringify({ email_address: 'ana@example.org' }),
      });
      expect(response.status()).toBe(201);
      expect(cacheStatus(response)).toBeUndefined();
      expect(response.headers()['cache-control']).toBe('no-store');
      refs.push(((await response.json()) as { ref: string }).ref);
    }
    expect(new Set(refs).size).toBe(2);
  });

  test('the rate limiter counts the visitor nginx saw, whatever X-Forwarded-For the client sends', async () => {
    const post = (context: APIRequestContext, headers: Record<string, string> = {}) =>
      context.post('/api/v1/contact-us', { headers: { origin: SITE, 'content-type': 'application/json', ...headers }, data: JSON.stringify(ENQUIRY) });
    const forged = { 'x-forwarded-for': '198.51.100.23', 'x-real-ip': '198.51.100.23' };
    for (let i = 0; i < RATE_LIMIT; i++) expect((await post(viaNginx)).status()).toBe(201);
    const limited = await post(viaNginx);
    expect(limited.status()).toBe(429);
    expect(contentType(limited)).toContain('application/json');
    expect(limited.headers()['retry-after']).toBeTruthy();
    expect((await post(viaNginx, forged)).status()).toBe(429);
    // Node trusts its loopback peer (TRUST_PROXY=loopback): reached past nginx, a made-up address is a fresh bucket.
    expect((await post(direct, forged)).status()).toBe(201);
  });

  test('an attacker inventing addresses is limited at its own, while a visitor at another is served', async () => {
    const newsletter = `${proxy.origin}/api/v1/newsletter`;
    const post = (from: string, email: string, headers: Record<string, string> = {}) =>
      requestFrom(from, newsletter, { headers: { origin: SITE, 'content-type': 'application/json', ...headers }, body: JSON.stringify({ email_address: email }) });
    const attacker = [];
    for (let i = 0; i < RATE_LIMIT + 5; i++) attacker.push((await post('127.0.0.2', `flood-${i}@example.org`, { 'x-forwarded-for': `198.51.100.${i + 1}` })).status);
    expect(attacker).toEqual([...Array<number>(RATE_LIMIT).fill(201), ...Array<number>(5).fill(429)]);
    expect((await post('127.0.0.3', 'visitor@example.org')).status).toBe(201);
  });

  /**
   * Sends until nginx answers 429 itself, at most `cap` times. A zone lets its burst and one more through at once,
   * then one more per `intervalMs`: on a slow machine the requests take longer and a few more pass, never fewer.
   * nginx's bucket drains continuously (it counts in thousandths of a request), so what it may let through is bounded
   * from the first request sent, not from the last one taken: a 429 can be followed at once by a request the drained
   * fraction makes room for.
   */
  async function untilLimited(send: (i: number) => Promise<{ status: number; body: string }>, { burst, intervalMs, cap }: { burst: number; intervalMs: number; cap: number }) {
    const started = Date.now();
    /** The most nginx can have let through by now: its burst and one more, and one per interval since the first. */
    const allowed = () => burst + 1 + Math.floor((Date.now() - started) / intervalMs);
    const passed: number[] = [];
    for (let i = 0; i < cap; i++) {
      const answer = await send(i);
      if (answer.status === 429) {
        expect(passed.length).toBeGreaterThanOrEqual(burst + 1);
        expect(passed.length).toBeLessThanOrEqual(allowed());
        // The very next request is refused too, or let through within the rate: never a bucket that refilled at once.
        const next = await send(cap + i);
        if (next.status !== 429) expect({ status: next.status, within: passed.length + 1 <= allowed() }).toEqual({ status: passed[0], within: true });
        return { passed, limited: answer };
      }
      passed.push(answer.status);
    }
    throw new Error(`nginx let ${cap} requests through without a 429`);
  }

  test('form posts to pages and share images have a per-address limit in nginx too', async () => {
    // The enquiry zone: 20 a minute (one per 3 s), burst 10.
    const posts = await untilLimited((i) => requestFrom('127.0.0.4', `${proxy.origin}/contact-us`, { headers: { origin: SITE, 'content-type': 'application/x-www-form-urlencoded' }, body: `first_name=Post${i}` }), { burst: 10, intervalMs: 3_000, cap: 40 });
    expect(posts.passed).not.toContain(429);
    expect(posts.limited.body).toContain('could not take this request (429)');

    // The share images' zone: 60 a minute (one per second), burst 30; unknown slugs are 404s that still count.
    const images = await untilLimited((i) => requestFrom('127.0.0.5', `${proxy.origin}/blog/no-such-article-${i}/opengraph-image-x1y2z3`, { method: 'GET' }), { burst: 30, intervalMs: 1_000, cap: 120 });
    expect(new Set(images.passed)).toEqual(new Set([404]));
    // Pages are read as before.
    expect((await requestFrom('127.0.0.5', `${proxy.origin}/blog`, { method: 'GET' })).status).toBe(200);
  });

  test('insights beacons have a zone of their own: they never use up enquiries, and a flood stops at nginx', async () => {
    const phone = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
    const beacon = (from: string, i: number, body = JSON.stringify({ kind: 'pageview', view: `${from.replaceAll('.', '')}${i}`.padStart(16, '0').slice(-16), path: '/services', width: 390 })) =>
      requestFrom(from, `${proxy.origin}/api/insights`, { headers: { origin: SITE, 'user-agent': phone, 'content-type': 'text/plain;charset=UTF-8' }, body });
    // Thirty page views' beacons, past the enquiry zone's burst of 10, then that visitor's enquiry is still taken.
    for (let i = 0; i < 30; i++) expect((await beacon('127.0.0.6', i)).status).toBe(204);
    const enquiry = await requestFrom('127.0.0.6', `${proxy.origin}/api/v1/newsletter`, { headers: { origin: SITE, 'content-type': 'application/json' }, body: JSON.stringify({ email_address: 'reader@example.org' }) });
    expect(enquiry.status).toBe(201);

    // The beacons' zone: 120 a minute (one per 500 ms), burst 60; refused by nginx, not by Node's JSON answer.
    const flood = await untilLimited((i) => beacon('127.0.0.7', i), { burst: 60, intervalMs: 500, cap: 200 });
    expect(new Set(flood.passed)).toEqual(new Set([204]));
    expect(flood.limited.body).toContain('could not take this request (429)');
    // No body over the app's 4 kB reaches Node.
    const large = await beacon('127.0.0.8', 0, JSON.stringify({ kind: 'pageview', view: '0'.repeat(16), path: `/${'a'.repeat(5_000)}`, width: 390 }));
    expect(large.status).toBe(413);
    expect(large.body).toContain('could not take this request (413)');
  });

  test('a crowd of beacons never queues in front of pages: past 64 at once in Node, nginx sheds them with 503', async () => {
    const inNode = Number(/limit_conn quillmark_beacons_in_node (\d+);/.exec(readFileSync('deploy/nginx/quillmark.conf', 'utf8'))?.[1]);
    expect(inNode).toBeGreaterThan(0);
    expect(inNode).toBeLessThanOrEqual(64);
    const phone = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
    // Node stopped in its tracks (SIGSTOP): every beacon nginx passes on waits, so the count in Node only grows.
    process.kill(site.child.pid!, 'SIGSTOP');
    let answers: Promise<{ status: number; body: string }>[] = [];
    try {
      // From as many addresses: no per-address limit is what refuses them.
      answers = Array.from({ length: inNode + 20 }, (_, i) =>
        requestFrom(`127.0.${20 + (i >> 8)}.${i & 255}`, `${proxy.origin}/api/insights`, {
          headers: { origin: SITE, 'user-agent': phone, 'content-type': 'text/plain;charset=UTF-8' },
          body: JSON.stringify({ kind: 'pageview', view: String(i).padStart(16, '0'), path: '/services', width: 390 }),
        }),
      );
      const shed: { status: number; body: string }[] = [];
      for (const answer of answers) void answer.then((result) => shed.push(result));
      await expect.poll(() => shed.length, { timeout: 10_000 }).toBe(20);
      for (const answer of shed) expect([answer.status, answer.body]).toEqual([503, expect.stringContaining('could not take this request (503)')]);
    } finally {
      process.kill(site.child.pid!, 'SIGCONT');
    }
    // Node again: the ones it held are all counted.
    const statuses = (await Promise.all(answers)).map((answer) => answer.status);
    expect(statuses.filter((status) => status === 204)).toHaveLength(inNode);
    expect((await viaNginx.get('/contact-us')).status()).toBe(200);
  });
});

test.describe('compression', () => {
  test('gzip on a page and a script when asked, nothing when not', async () => {
    const chunk = await firstChunk();
    for (const url of ['/terms-and-conditions', chunk]) {
      const gzipped = await viaNginx.get(url, { headers: { 'accept-encoding': 'gzip' } });
      expect(gzipped.headers()['content-encoding'], url).toBe('gzip');
      expect((await gzipped.body()).length, url).toBeGreaterThan(1000);
      const plain = await viaNginx.get(url, { headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers()['content-encoding'], url).toBeUndefined();
    }
  });

  test('files leave as their build-time .br and .gz copies; pages as gzip, one cached copy for every browser', async () => {
    const loaded = /^load_module .*brotli_static/m.test(readFileSync(path.join(proxy.prefix, 'nginx.conf'), 'utf8'));
    const chunk = await firstChunk();
    const file = path.join('.next', 'static', chunk.replace('/_next/static/', ''));
    // Compressed on the fly, an answer has no length; a file sent as it is has its own.
    const gzipped = await viaNginx.get(chunk, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers()['content-encoding']).toBe('gzip');
    expect(Number(gzipped.headers()['content-length'])).toBe(statSync(`${file}.gz`).size);
    if (loaded) {
      const brotli = await viaNginx.get(chunk, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(brotli.headers()['content-encoding']).toBe('br');
      expect(Number(brotli.headers()['content-length'])).toBe(statSync(`${file}.br`).size);
    } else {
      test.info().annotations.push({ type: 'no brotli', description: "Debian's brotli modules are not installed: gzip only" });
    }
    // Browsers word Accept-Encoding differently; every one that takes gzip shares the page nginx cached.
    expect(cacheStatus(await viaNginx.get('/bootcamp', { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } }))).toBe('MISS');
    const other = await viaNginx.get('/bootcamp', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(cacheStatus(other)).toBe('HIT');
    expect(other.headers()['content-encoding']).toBe('gzip');
  });
});
