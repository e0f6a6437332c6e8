/** @postgres: needs PostgreSQL, so Jest runs it in the "database" project (jest.config.mjs). */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createMockUpstream, type MockUpstream } from '@/e2e/mock-upstream.cjs';
import { allEnquiries, databases, execute, freshDatabaseUrl } from '@/testing/stores';

const ORIGIN = 'http://localhost:3000';
const contact = {
  first_name: 'José María',
  last_name: "O'Brien",
  company_name: 'Harbourline Ports',
  mobile_no: '9876543210',
  mobile_country_code: '+91',
  email_address: 'jose@harbourline.example.com',
  message: 'We would like a demo of call analytics for 40 agents.',
  subscribe: ['1'],
};
const bootcamp = { first_name: 'Ana', last_name: 'Silva', email_address: 'ana@example.org', mobile_country_code: '+44', mobile_no: '7700900123', interest: 'devops' };

let dataDir: string;
/** Empty for SQLite in dataDir; a fresh PostgreSQL database per test otherwise. */
let databaseUrl = '';
let upstream: MockUpstream;
let upstreamUrl: string;
let loaded: { route: typeof import('./route'); container: typeof import('@/lib/container'); workers: typeof import('@/lib/enquiries/runtime') } | undefined;

/** Loads the route fresh with the given environment, as a server start would. */
async function load(env: Record<string, string> = {}) {
  await stop();
  jest.resetModules();
  process.env = { ...baseEnv, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, RATE_LIMIT_PER_MINUTE: '1000', ...env };
  loaded = { route: await import('./route'), container: await import('@/lib/container'), workers: await import('@/lib/enquiries/runtime') };
  return loaded;
}

/** Stops what the last load started, and waits for its store to close (PostgreSQL's pool ended). */
async function stop() {
  if (!loaded) return;
  // The workers, where a test started them as boot does, stop with the store.
  workers?.outbox.stop();
  workers?.retention.stop();
  workers = undefined;
  const { store } = loaded.container.services();
  loaded = undefined;
  await store.close();
}

const baseEnv = { ...process.env };
let workers: import('@/lib/enquiries/runtime').EnquiryWorkers | undefined;
const startWorkers = () => (workers ??= loaded!.workers.startEnquiryWorkers());

function post(endpoint: string, body: unknown, init: { headers?: Record<string, string>; raw?: string } = {}) {
  const request = new Request(`${ORIGIN}/api/v1/${endpoint}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, 'sec-fetch-site': 'same-origin', ...init.headers },
    body: init.raw ?? JSON.stringify(body),
  });
  return loaded!.route.POST(request, { params: Promise.resolve({ endpoint }) });
}

const rows = () => allEnquiries(loaded!.container.services().store);

beforeAll(async () => {
  upstream = createMockUpstream();
  upstreamUrl = await upstream.listen();
});

afterAll(async () => {
  await stop();
  process.env = baseEnv;
  await upstream.close();
});

describe.each(databases)('the enquiry API on %s', (database) => {
  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'enquiries-'));
    databaseUrl = database === 'PostgreSQL' ? await freshDatabaseUrl() : '';
    upstream.reset();
  });

  afterEach(async () => {
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  describe('embedded mode (no upstream)', () => {
    beforeEach(async () => {
      await load();
    });

    it('stores the enquiry first and answers 201 with a reference', async () => {
      const response = await post('contact-us', { ...contact, website: '' });
      expect(response.status).toBe(201);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const body = await response.json();
      expect(body).toEqual({ ok: true, ref: expect.stringMatching(/^QM-\d{8}-[0-9A-Z]{6}$/) });
      const [row] = await rows();
      expect(row).toMatchObject({ ref: body.ref, endpoint: 'contact-us', status: 'stored', payload: contact, attempts: 0 });
    });

    it.each([
      ['add-bootcamp', bootcamp],
      ['add-study-abroad', { ...bootcamp, interest: undefined, preferred_country_of_study: 'uk', preferred_course: 'care' }],
      ['add-sponsorship', { ...bootcamp, interest: undefined, type_of_sponsorship: 'it' }],
      ['newsletter', { email_address: 'ana@example.org' }],
    ])('accepts %s and never stores the terms box', async (endpoint, payload) => {
      const response = await post(endpoint, { ...payload, terms: true });
      expect(response.status).toBe(201);
      const [row] = await rows();
      expect(row?.payload).not.toHaveProperty('terms');
      expect(row?.payload).toEqual(JSON.parse(JSON.stringify(payload)));
    });

    it('answers an unknown endpoint 404', async () => {
      const response = await post('add-everything', contact);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ ok: false, error: 'Unknown endpoint' });
    });

    it('answers other methods 405 with Allow: POST, as JSON', async () => {
      const response = await loaded!.route.GET();
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
      expect(await response.json()).toMatchObject({ ok: false });
    });

    it('refuses cross-site requests with 403', async () => {
      expect((await post('contact-us', contact, { headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
      expect((await post('contact-us', contact, { headers: { 'sec-fetch-site': 'same-site' } })).status).toBe(403);
      expect((await post('contact-us', contact, { headers: { origin: 'https://evil.example' } })).status).toBe(403);
      expect((await post('contact-us', contact, { headers: { origin: 'null' } })).status).toBe(403);
      expect(await rows()).toHaveLength(0);
    });

    it('accepts a same-origin request behind a proxy and a client that sends no origin', async () => {
      const proxied = await post('contact-us', contact, { headers: { origin: 'https://www.quillmark.example', 'x-forwarded-host': 'www.quillmark.example', 'x-forwarded-proto': 'https' } });
      expect(proxied.status).toBe(201);
      const request = new Request(`${ORIGIN}/api/v1/contact-us`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(contact) });
      expect((await loaded!.route.POST(request, { params: Promise.resolve({ endpoint: 'contact-us' }) })).status).toBe(201);
    });

    it('takes application/json only (415)', async () => {
      expect((await post('contact-us', contact, { headers: { 'content-type': 'text/plain' } })).status).toBe(415);
      expect((await post('contact-us', contact, { headers: { 'content-type': 'application/x-www-form-urlencoded' } })).status).toBe(415);
      expect((await post('contact-us', contact, { headers: { 'content-type': 'application/json; charset=utf-8' } })).status).toBe(201);
    });

    it('refuses bodies over 16 kB (413), whatever Content-Length says', async () => {
      const big = { ...contact, message: 'x'.repeat(17 * 1024) };
      expect((await post('contact-us', big)).status).toBe(413);
      expect((await post('contact-us', big, { headers: { 'content-length': '100' } })).status).toBe(413);
      expect((await post('contact-us', contact, { headers: { 'content-length': String(20 * 1024) } })).status).toBe(413);
      expect(await rows()).toHaveLength(0);
    });

    it('answers a body cut short 400, with one line of its own and nothing on stderr or the console', async () => {
      const cutShort = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"first_na'));
        },
        pull(controller) {
          controller.error(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
        },
      });
      const request = new Request(`${ORIGIN}/api/v1/contact-us`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': '1000', origin: ORIGIN, 'sec-fetch-site': 'same-origin' },
        body: cutShort,
        duplex: 'half',
      } as RequestInit);
      const stdout: string[] = [];
      jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => stdout.push(String(chunk)) > 0);
      const stderr = jest.spyOn(process.stderr, 'write');
      const consoleError = jest.spyOn(console, 'error');
      try {
        const response = await loaded!.route.POST(request, { params: Promise.resolve({ endpoint: 'contact-us' }) });
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({ ok: false, error: 'The enquiry was cut short' });
        expect(stdout.filter((line) => line.includes('"event":"http.body_aborted"')).map((line) => JSON.parse(line) as unknown)).toEqual([
          expect.objectContaining({ level: 'info', path: '/api/v1/contact-us', received: 10, code: 'ECONNRESET' }),
        ]);
        expect(stderr).not.toHaveBeenCalled();
        expect(consoleError).not.toHaveBeenCalled();
      } finally {
        jest.restoreAllMocks();
      }
      expect(await rows()).toHaveLength(0);
    });

    it('stores the message and company without what hides or reorders text', async () => {
      const planted = '\u202e\u2066\u200b\ufeff\u00ad';
      const response = await post('contact-us', { ...contact, company_name: `Harbour${planted}line Ports`, message: `We would like${planted} a demo.` });
      expect(response.status).toBe(201);
      const [row] = await rows();
      expect(row?.payload).toMatchObject({ company_name: 'Harbourline Ports', message: 'We would like a demo.' });
    });

    it('answers malformed JSON and non-objects 400', async () => {
      for (const raw of ['{"first_name":', 'null', '[1,2]', '"text"', '42', '']) {
        const response = await post('contact-us', undefined, { raw });
        expect({ raw, status: response.status }).toEqual({ raw, status: 400 });
      }
    });

    it('answers invalid fields 422 with the documented messages per field', async () => {
      const response = await post('add-bootcamp', { ...bootcamp, first_name: 'R2D2', email_address: 'ana@example', interest: '' });
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({
        ok: false,
        errors: { first_name: 'Only alphabets are allowed for this field ', email_address: 'Please enter a valid email', interest: 'This field is required' },
      });
      expect(await rows()).toHaveLength(0);
    });

    it('stores a honeypot hit as spam and answers like any other', async () => {
      const response = await post('contact-us', { ...contact, website: 'https://cheap-pills.example' });
      expect(response.status).toBe(201);
      expect((await rows())[0]).toMatchObject({ status: 'spam' });
    });

    it('gives the same idempotency key the first answer again, with one row', async () => {
      const headers = { 'idempotency-key': '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed' };
      const first = await (await post('contact-us', contact, { headers })).json();
      const second = await post('contact-us', contact, { headers });
      expect(second.status).toBe(201);
      expect(await second.json()).toEqual(first);
      expect(await rows()).toHaveLength(1);
    });

    it('refuses a malformed idempotency key (400)', async () => {
      expect((await post('contact-us', contact, { headers: { 'idempotency-key': 'short' } })).status).toBe(400);
    });

    it('stores a honeypot nested 7,000 deep as spam with only the schema fields (201, not 500)', async () => {
      const website = `${'['.repeat(7_000)}${']'.repeat(7_000)}`;
      const response = await post('newsletter', null, { raw: `{"email_address":"deep@example.org","website":${website}}` });
      expect(response.status).toBe(201);
      const [row] = await rows();
      expect(row).toMatchObject({ status: 'spam', payload: { email_address: 'deep@example.org' } });
      expect(Object.keys(row!.payload)).toEqual(['email_address']);
    });

    it('never answers 500 to anything a client can send', async () => {
      const odd: unknown[] = [{}, { first_name: { $gt: '' } }, { ...contact, subscribe: 'yes' }, { ...contact, mobile_no: 9876543210 }, { ['__proto__']: { admin: true } }, { ...contact, message: '\u0000\uD800' }];
      for (const body of odd) {
        const response = await post('contact-us', body);
        expect(response.status).toBeLessThan(500);
      }
    });
  });

  describe('rate limit', () => {
    it('answers 429 with Retry-After past the limit per client and endpoint', async () => {
      // Behind the nginx recipe, which writes X-Forwarded-For with the address it saw.
      await load({ RATE_LIMIT_PER_MINUTE: '2', TRUST_PROXY: 'loopback' });
      const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
      expect((await post('newsletter', { email_address: 'a@example.org' }, from('203.0.113.7'))).status).toBe(201);
      expect((await post('newsletter', { email_address: 'b@example.org' }, from('203.0.113.7'))).status).toBe(201);
      const limited = await post('newsletter', { email_address: 'c@example.org' }, from('203.0.113.7'));
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await post('newsletter', { email_address: 'd@example.org' }, from('198.51.100.2'))).status).toBe(201);
      expect((await post('contact-us', contact, from('203.0.113.7'))).status).toBe(201);
    });

    it('without a trusted proxy, believes no X-Forwarded-For: one bare address each time is still one client', async () => {
      await load({ RATE_LIMIT_PER_MINUTE: '2' });
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await post('newsletter', { email_address: `bare${i}@example.org` }, { headers: { 'x-forwarded-for': `198.51.100.${i + 1}` } })).status);
      expect(statuses).toEqual([201, 201, 429, 429, 429]);
    });

    it('gives made-up X-Forwarded-For values one shared limit, however many', async () => {
      await load({ RATE_LIMIT_PER_MINUTE: '10' });
      const forged = (i: number) => [`203.0.113.${i}, 10.0.0.1`, `client-${i}`, `${i}`.repeat(12_000), `198.51.100.${i}:443`][i % 4]!;
      const statuses: number[] = [];
      for (let i = 0; i < 40; i++) statuses.push((await post('newsletter', { email_address: `f${i}@example.org` }, { headers: { 'x-forwarded-for': forged(i) } })).status);
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
      expect(statuses.slice(10)).toEqual(Array(30).fill(429));
    });

    it('reads the visitor from the right of the chain behind a trusted proxy', async () => {
      await load({ RATE_LIMIT_PER_MINUTE: '1', TRUST_PROXY: 'loopback' });
      const via = (chain: string) => ({ headers: { 'x-forwarded-for': chain } });
      expect((await post('newsletter', { email_address: 'a@example.org' }, via('198.51.100.1, 203.0.113.7'))).status).toBe(201);
      expect((await post('newsletter', { email_address: 'b@example.org' }, via('198.51.100.2, 203.0.113.7'))).status).toBe(429);
      expect((await post('newsletter', { email_address: 'c@example.org' }, via('203.0.113.8'))).status).toBe(201);
    });
  });

  describe('with an upstream', () => {
    const due = () => execute(loaded!.container.services().store, 'UPDATE enquiries SET next_attempt_at = 0');

    it('delivers exactly the documented payload and answers 201', async () => {
      await load({ API_BASE_URL: upstreamUrl });
      const response = await post('contact-us', { ...contact, website: '', terms: true });
      expect(response.status).toBe(201);
      const { ref } = await response.json();
      expect(upstream.received()).toEqual([{ endpoint: 'contact-us', body: contact, idempotencyKey: ref, contentType: 'application/json' }]);
      expect((await rows())[0]).toMatchObject({ status: 'delivered', attempts: 1 });
    });

    it('never delivers spam', async () => {
      await load({ API_BASE_URL: upstreamUrl });
      await post('contact-us', { ...contact, website: 'bot' });
      expect(upstream.received()).toHaveLength(0);
    });

    it('keeps the enquiry when the upstream is down (202), then delivers it once it recovers', async () => {
      await load({ API_BASE_URL: upstreamUrl });
      upstream.setMode('down');
      const response = await post('add-bootcamp', bootcamp);
      expect(response.status).toBe(202);
      expect(await response.json()).toEqual({ ok: true, ref: expect.any(String), queued: true });
      const [queued] = await rows();
      expect(queued).toMatchObject({ status: 'queued', attempts: 1, lastError: 'upstream 503' });
      expect(queued!.nextAttemptAt! - Date.now()).toBeLessThanOrEqual(10_000);
      upstream.setMode('ok');
      await due();
      await startWorkers().outbox.runOnce();
      expect((await rows())[0]).toMatchObject({ status: 'delivered', attempts: 2 });
      expect(upstream.received()).toHaveLength(1);
    });

    it('queues on a hanging upstream after the timeout', async () => {
      await load({ API_BASE_URL: upstreamUrl, UPSTREAM_TIMEOUT_MS: '300' });
      upstream.setMode('hang');
      // The upstream never answers: a 202 at all is the timeout's doing, and the row says which one.
      const response = await post('newsletter', { email_address: 'ana@example.org' });
      expect(response.status).toBe(202);
      expect((await rows())[0]).toMatchObject({ status: 'queued', lastError: 'timeout after 300 ms' });
    });

    it('queues on a network failure', async () => {
      await load({ API_BASE_URL: 'http://127.0.0.1:9' });
      const response = await post('newsletter', { email_address: 'ana@example.org' });
      expect(response.status).toBe(202);
      expect((await rows())[0]?.lastError).toMatch(/^network/);
    });

    it('records a 4xx refusal, maps the named field and never retries', async () => {
      await load({ API_BASE_URL: upstreamUrl });
      upstream.setMode('refuse');
      const response = await post('add-sponsorship', { ...bootcamp, interest: undefined, type_of_sponsorship: 'care' });
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ ok: false, error: expect.any(String), errors: { email_address: 'This address is blocked by our CRM' } });
      upstream.setMode('ok');
      await due();
      await startWorkers().outbox.runOnce();
      expect((await rows())[0]).toMatchObject({ status: 'refused', attempts: 1 });
      expect(upstream.received()).toHaveLength(0);
    });

    it('delivers a repeated key once and answers it the same', async () => {
      await load({ API_BASE_URL: upstreamUrl });
      const headers = { 'idempotency-key': 'attempt-7f3c2a91' };
      const [a, b] = await Promise.all([post('contact-us', contact, { headers }), post('contact-us', contact, { headers })]);
      const c = await post('contact-us', contact, { headers });
      expect([a.status, b.status, c.status]).toEqual([201, 201, 201]);
      const refs = await Promise.all([a, b, c].map(async (response) => (await response.json()).ref));
      expect(new Set(refs).size).toBe(1);
      expect(await rows()).toHaveLength(1);
      expect(upstream.received()).toHaveLength(1);
    });

    it('retries queued rows after a restart', async () => {
      await load({ API_BASE_URL: upstreamUrl });
      upstream.setMode('down');
      await post('add-bootcamp', bootcamp);
      await post('newsletter', { email_address: 'ana@example.org' });
      await due();
      upstream.setMode('ok');
      // A new process: the queue is read back from SQLite, nothing was kept in memory.
      await load({ API_BASE_URL: upstreamUrl });
      await startWorkers().outbox.runOnce();
      expect((await rows()).map((row) => row.status)).toEqual(['delivered', 'delivered']);
      expect(upstream.received().map((delivery) => delivery.endpoint).sort()).toEqual(['add-bootcamp', 'newsletter']);
    });
  });
});
