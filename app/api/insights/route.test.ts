import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { visitorKey } from '@/lib/analytics/visitor-key';
import { dayOf } from '@/lib/db/insights/insight-salts';
import { collectGarbage } from '@/lib/http/request-retention';
import { DISCARD_PAST_LIMIT_BYTES } from '@/lib/http/requests';
import type { Beacon } from '@/lib/insights/beacon';
import { API_CSP } from '@/lib/security';
import nextConfig from '@/next.config';
import { config as proxyConfig } from '@/proxy';

// What the route hands to after(): the tests await it as Next's server does before it exits on SIGTERM.
const mockKept: Promise<unknown>[] = [];
jest.mock('next/server', () => ({
  ...jest.requireActual<object>('next/server'),
  after: (task: Promise<unknown>) => void mockKept.push(task),
}));

const ORIGIN = 'http://localhost:3000';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const pageview = (pathname = '/services', view = '0123456789abcdef'): Beacon => ({ kind: 'pageview', view, path: pathname, width: 1280 });

const baseEnv = { ...process.env };
let dataDir: string;
let loaded: { route: typeof import('./route'); runtime: typeof import('@/lib/insights/runtime') } | undefined;

async function load(env: Record<string, string> = {}) {
  jest.resetModules();
  process.env = { ...baseEnv, DATA_DIR: dataDir, DATABASE_URL: '', SITE_URL: ORIGIN, TRUST_PROXY: '1', ...env };
  loaded = { route: await import('./route'), runtime: await import('@/lib/insights/runtime') };
  return loaded;
}

const services = () => loaded!.runtime.insightServices();

function beaconRequest(body: unknown, headers: Record<string, string | null> = {}, init: RequestInit = {}) {
  const all: Record<string, string | null> = { 'content-type': 'text/plain;charset=UTF-8', origin: ORIGIN, 'sec-fetch-site': 'same-origin', 'user-agent': CHROME, 'x-forwarded-for': '203.0.113.7', ...headers };
  return new Request(`${ORIGIN}/api/insights`, {
    method: 'POST',
    headers: Object.fromEntries(Object.entries(all).filter((entry): entry is [string, string] => entry[1] !== null)),
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...init,
  });
}

const send = (...args: Parameters<typeof beaconRequest>) => loaded!.route.POST(beaconRequest(...args));

/** The beacons counted as shed, by day. */
async function shedCounts() {
  await services().writer.flush();
  return services().store.db.selectFrom('insightShed').selectAll().execute();
}

/** Every beacon handed to after() written, as on SIGTERM; then what the store holds. */
async function stored() {
  await Promise.all(mockKept.splice(0));
  const { store } = services();
  await store.ready();
  return store.db.selectFrom('insightEvents').innerJoin('insightVisits', 'insightVisits.id', 'insightEvents.visitId').select(['insightVisits.visitor', 'insightEvents.kind', 'insightEvents.path', 'insightVisits.pages']).orderBy('insightEvents.id').execute();
}

beforeEach(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'insights-route-'));
  await load();
});

afterEach(async () => {
  jest.restoreAllMocks();
  const { writer, store } = services();
  await writer.close();
  await store.close();
  mockKept.length = 0;
  rmSync(dataDir, { recursive: true, force: true });
});

afterAll(() => {
  process.env = baseEnv;
});

describe('POST /api/insights', () => {
  it('answers 204 at once and stores the beacon under the day’s visitor key, once written', async () => {
    const answer = await send(pageview('/services'));
    expect(answer.status).toBe(204);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.text()).toBe('');
    expect(mockKept).toHaveLength(1);
    const salt = await services().store.insightSalts.of(dayOf(Date.now()));
    expect(await stored()).toEqual([{ visitor: visitorKey(salt, 'localhost:3000', '203.0.113.7', CHROME), kind: 'pageview', path: '/services', pages: 1 }]);
  });

  it('dates a beacon the page held until the visitor accepted when the page made it, under that day’s key', async () => {
    const arrived = Date.UTC(2026, 11, 5, 0, 0, 20);
    jest.spyOn(Date, 'now').mockReturnValue(arrived);
    expect((await send({ ...pageview('/'), held: 45_000 })).status).toBe(204);
    await Promise.all(mockKept.splice(0));
    const { store } = services();
    const [visit] = await store.db.selectFrom('insightVisits').selectAll().execute();
    const salt = await store.insightSalts.of('2026-12-04');
    expect(visit).toMatchObject({ day: '2026-12-04', startedAt: arrived - 45_000, visitor: visitorKey(salt, 'localhost:3000', '203.0.113.7', CHROME) });
  });

  it('never takes our own host for where a visit came from: a campaign link mid-visit is its last touch, a move inside none', async () => {
    expect((await send({ ...pageview('/', '1'.repeat(16)), referrer: 'localhost:3000' })).status).toBe(204);
    expect((await send({ ...pageview('/blog', '2'.repeat(16)), referrer: 'mail.google.com', utm: { source: 'newsletter', medium: 'email' } })).status).toBe(204);
    // Our own page on another origin (http before https), as an older script could name it.
    expect((await send({ ...pageview('/services', '3'.repeat(16)), referrer: 'LOCALHOST:3000' })).status).toBe(204);
    await Promise.all(mockKept.splice(0));
    const visits = await services().store.db.selectFrom('insightVisits').select(['referrerHost', 'channel', 'lastReferrerHost', 'lastUtmSource', 'lastChannel', 'pages']).execute();
    expect(visits).toEqual([{ referrerHost: null, channel: 'direct', lastReferrerHost: 'mail.google.com', lastUtmSource: 'newsletter', lastChannel: 'email', pages: 3 }]);
  });

  it('takes application/json too, a Referer for a missing Origin, and one visitor for one IPv6 /64', async () => {
    expect((await send(pageview('/', 'a'.repeat(16)), { 'content-type': 'application/json', 'x-forwarded-for': '2001:db8:77:1::5' })).status).toBe(204);
    expect((await send(pageview('/blog', 'b'.repeat(16)), { origin: null, referer: `${ORIGIN}/`, 'x-forwarded-for': '2001:db8:77:1:ffff::9' })).status).toBe(204);
    expect((await send({ kind: 'vitals', view: 'b'.repeat(16), path: '/blog', width: 1280, lcp: 1500 }, { 'x-forwarded-for': '2001:db8:77:1:ffff::9' })).status).toBe(204);
    expect((await stored()).map(({ kind, path: route, pages }) => [kind, route, pages])).toEqual([
      ['pageview', '/', 2],
      ['pageview', '/blog', 2],
      ['vitals', '/blog', 2],
    ]);
  });

  it('counts nothing, and still answers 204, for bots, prefetches, refusals, private paths and other sites', async () => {
    const refusals: [string, Record<string, string | null>, Beacon?][] = [
      ['a crawler', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }],
      ['a headless browser', { 'user-agent': CHROME.replace('Chrome/', 'HeadlessChrome/') }],
      ['a client that names no agent', { 'user-agent': null }],
      ['a prefetch (Sec-Purpose)', { 'sec-purpose': 'prefetch;prerender' }],
      ['a prefetch (Purpose)', { purpose: 'prefetch' }],
      ['a router prefetch', { 'next-router-prefetch': '1' }],
      ['Global Privacy Control', { 'sec-gpc': '1' }],
      ['Do Not Track', { dnt: '1' }],
      ['Decline in the banner', { cookie: 'theme=dark; accept=false' }],
      ['the staff area', {}, pageview('/staff/inbox')],
      ['the staff area’s root', {}, pageview('/staff')],
      ['the staff preview of an article', {}, pageview('/preview/articles/3')],
      ['the API', {}, pageview('/api/health')],
      ['another site’s page', { origin: 'https://evil.example' }],
      ['a cross-site fetch', { 'sec-fetch-site': 'cross-site' }],
      ['another site’s Referer', { origin: null, referer: 'https://evil.example/page' }],
      ['no Origin, no Referer and no Sec-Fetch-Site', { origin: null, 'sec-fetch-site': null }],
    ];
    for (const [why, headers, beacon] of refusals) {
      const answer = await send(beacon ?? pageview(), headers);
      expect([why, answer.status]).toEqual([why, 204]);
    }
    expect(await stored()).toEqual([]);
    // Accept in the banner, or no choice yet, is counted.
    expect((await send(pageview(), { cookie: 'accept=true' })).status).toBe(204);
    expect(await stored()).toHaveLength(1);
  });

  it('is answered with the API’s locked-down policy: the proxy never sees it, next.config.ts sets it', async () => {
    // Next's matcher is a path-to-regexp pattern; this one is a plain regular expression inside a group.
    expect(proxyConfig.matcher.some((pattern) => new RegExp(`^${pattern}$`).test('/api/insights'))).toBe(false);
    const [every] = await nextConfig.headers!();
    expect(every).toMatchObject({ source: '/:path*', headers: expect.arrayContaining([{ key: 'Content-Security-Policy', value: API_CSP }]) });
  });

  it('refuses every method but POST with 405 and Allow', async () => {
    const { route } = loaded!;
    for (const handler of [route.GET, route.PUT, route.PATCH, route.DELETE, route.OPTIONS]) {
      const answer = handler();
      expect(answer.status).toBe(405);
      expect(answer.headers.get('allow')).toBe('POST');
    }
  });

  it('refuses a large body with 413 before reading it, and stops reading one that runs far past the limit', async () => {
    const untouchable = new ReadableStream<Uint8Array>({
      pull() {
        throw new Error('the body was read');
      },
    });
    expect((await send('', { 'content-length': '4097' }, { body: untouchable, duplex: 'half' } as RequestInit)).status).toBe(413);
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024).fill(0x20));
      },
    });
    expect((await send('', {}, { body: endless, duplex: 'half' } as RequestInit)).status).toBe(413);
    // Past the limit the rest is read and thrown away so the client hears the 413, up to DISCARD_PAST_LIMIT_BYTES
    // more; then reading stops (lib/http/requests.ts).
    expect(pulled * 1024).toBeGreaterThan(DISCARD_PAST_LIMIT_BYTES);
    expect(pulled * 1024).toBeLessThan(4096 + DISCARD_PAST_LIMIT_BYTES + 64 * 1024);
    expect(await stored()).toEqual([]);
  });

  it('answers a body cut short 400, with one line of its own and nothing on stderr or the console', async () => {
    const cutShort = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"kind":"p'));
      },
      pull(controller) {
        controller.error(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
      },
    });
    const stdout: string[] = [];
    jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => stdout.push(String(chunk)) > 0);
    const stderr = jest.spyOn(process.stderr, 'write');
    const consoleError = jest.spyOn(console, 'error');
    const answer = await send('', { 'content-length': '1000' }, { body: cutShort, duplex: 'half' } as RequestInit);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ ok: false, error: 'The beacon was cut short' });
    expect(stdout.map((line) => JSON.parse(line) as { event: string }).filter((line) => line.event === 'http.body_aborted')).toEqual([
      expect.objectContaining({ level: 'info', path: '/api/insights', received: 10, code: 'ECONNRESET' }),
    ]);
    expect(stderr).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(await stored()).toEqual([]);
  });

  it('refuses what is not a beacon with 400 and a short reason, and another content type with 415', async () => {
    const answer = await send('{"kind":"pageview"');
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ ok: false, error: 'The beacon is not valid JSON' });
    const invalid = await send({ ...pageview(), width: -5 });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({ ok: false, error: expect.stringMatching(/^width: /) });
    expect((await send({ ...pageview(), extra: true })).status).toBe(400);
    expect((await send(pageview(), { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(415);
    expect(await stored()).toEqual([]);
  });

  it('limits each client to its beacons a minute with 429 and Retry-After, apart from the others', async () => {
    const { BEACONS_PER_MINUTE } = await import('@/lib/container');
    for (let i = 0; i < BEACONS_PER_MINUTE; i++) expect((await send('{}')).status).toBe(400);
    const limited = await send(pageview());
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await send(pageview(), { 'x-forwarded-for': '198.51.100.4' })).status).toBe(204);
    expect(await stored()).toHaveLength(1);
  });

  it('answers 503 when the store cannot give the day’s salt, and says so once', async () => {
    const lines: string[] = [];
    jest.spyOn(process.stderr, 'write').mockImplementation((chunk) => lines.push(String(chunk)) > 0);
    jest.spyOn(services().store.insightSalts, 'of').mockRejectedValue(new Error('database is locked'));
    expect((await send(pageview())).status).toBe(503);
    expect((await send(pageview())).status).toBe(503);
    expect(lines.map((line) => JSON.parse(line) as Record<string, unknown>)).toEqual([expect.objectContaining({ level: 'warn', event: 'insights.unavailable', error: 'database is locked' })]);
  });

  it('sheds beacons while the writer’s queue is full: 503 before the body is read, nothing queued, each counted on its day', async () => {
    const { writer } = services();
    const full = jest.spyOn(writer, 'full', 'get').mockReturnValue(true);
    const accept = jest.spyOn(writer, 'accept');
    const lines: string[] = [];
    jest.spyOn(process.stderr, 'write').mockImplementation((chunk) => lines.push(String(chunk)) > 0);
    const requests = Array.from({ length: 3 }, (_, i) => beaconRequest(pageview('/services', `${i}`.padStart(16, 'a')), { 'x-forwarded-for': `198.51.100.${i + 1}` }));
    for (const request of requests) {
      const answer = await loaded!.route.POST(request);
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('60');
      expect(request.bodyUsed).toBe(false);
    }
    expect(accept).not.toHaveBeenCalled();
    expect(mockKept).toHaveLength(0);
    // What is never counted is answered as before, not shed.
    expect((await send(pageview(), { 'user-agent': 'Googlebot/2.1' })).status).toBe(204);
    expect(await shedCounts()).toEqual([{ day: dayOf(Date.now()), beacons: 3 }]);
    full.mockRestore();
    expect((await send(pageview())).status).toBe(204);
    expect(await stored()).toHaveLength(1);
    // One line at the first, the rest told a minute later or, as here, when the writer closes.
    await writer.close();
    expect(lines.map((line) => JSON.parse(line) as Record<string, unknown>)).toEqual([expect.objectContaining({ level: 'warn', event: 'insights.shed', shed: 1 }), expect.objectContaining({ event: 'insights.shed', shed: 2 })]);
  });

  it('sheds beacons while the heap in use after a collection is past INSIGHTS_SHED_HEAP_PERCENT of its limit', async () => {
    await services().writer.close();
    await services().store.close();
    await load({ INSIGHTS_SHED_HEAP_PERCENT: '1' });
    jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    // The gauge reads the heap once a collection: after one, a test process's heap is past 1% of its limit.
    collectGarbage();
    const statuses: number[] = [];
    const began = Date.now();
    for (let tries = 0; !statuses.includes(503) && tries < 100; tries++) {
      if (tries > 0) await new Promise((resolve) => setTimeout(resolve, 10));
      const answer = await send(pageview('/services', `${tries}`.padStart(16, 'b')), { 'x-forwarded-for': `198.51.100.${tries + 1}` });
      statuses.push(answer.status);
      if (answer.status === 503) expect(answer.headers.get('retry-after')).toBe('60');
    }
    expect(statuses.at(-1)).toBe(503);
    expect(statuses.filter((status) => status !== 204 && status !== 503)).toEqual([]);
    // Each beacon either stored or counted as shed.
    // Counted on the UTC day each was shed: the day this began or, past midnight (ci-25 ran at 23:59:59), the next.
    const counts = await shedCounts();
    expect(counts.reduce((sum, row) => sum + row.beacons, 0)).toBe(statuses.filter((status) => status === 503).length);
    expect(counts.map((row) => row.day).filter((day) => day !== dayOf(began) && day !== dayOf(Date.now()))).toEqual([]);
    expect(await stored()).toHaveLength(statuses.filter((status) => status === 204).length);
  });
});
