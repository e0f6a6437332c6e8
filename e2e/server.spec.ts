import { existsSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test } from './fixtures';
import { HEALTH_TOKEN } from './health-token';
import { contactEnquiry, spawnSite, startSite } from './site-process';
import { formCopy } from '../content/forms';
import { HONEYPOT_FIELD } from '../lib/forms/honeypot';

const SITE = 'http://localhost:3000';


/** The status line of every answer read on one connection, and how the connection ended. */
interface Exchange {
  statuses: number[];
  error: string | null;
}

/**
 * Writes raw HTTP on one connection, piece by piece, and collects the answers until `expected` have arrived, the
 * server closes the connection or `limitMs` passes.
 */
function exchange(port: number, pieces: string[], expected: number, limitMs = 10_000): Promise<Exchange> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    let error: string | null = null;
    const statuses = () => [...received.matchAll(/^HTTP\/1\.1 (\d{3}) /gm)].map((match) => Number(match[1]));
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ statuses: statuses(), error });
    };
    const timer = setTimeout(finish, limitMs);
    socket.on('data', (chunk) => {
      received += chunk;
      if (statuses().length >= expected) finish();
    });
    socket.on('error', (failure: NodeJS.ErrnoException) => (error = failure.code ?? failure.message));
    socket.on('close', finish);
    for (const piece of pieces) if (!socket.destroyed) socket.write(piece);
  });
}

const suitePort = () => Number(new URL(test.info().project.use.baseURL!).port);

test.describe("Next's own server", () => {
  test('is the one next build wrote: no server of ours in the standalone output', async () => {
    const server = readFileSync('.next/standalone/server.js', 'utf8');
    // Nothing of ours is loaded beside Next: every require names a package, none a file of the folder.
    const required = [...server.matchAll(/require\('([^']+)'\)/g)].map((match) => match[1]);
    expect(required).toContain('next');
    expect(required.filter((name) => name!.startsWith('.'))).toEqual([]);
  });

  test('after a 413 for a 300 kB enquiry, the kept-alive connection answers the next request', async () => {
    const body = 'x'.repeat(300_000);
    const result = await exchange(
      suitePort(),
      [
        `POST /api/v1/contact-us HTTP/1.1\r\nHost: localhost:3000\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
        `GET /api/health HTTP/1.1\r\nHost: localhost:3000\r\n\r\n`,
      ],
      2,
    );
    expect(result).toEqual({ statuses: [413, 200], error: null });
  });

  for (const [name, header] of [
    ['Host', 'Host: a b'],
    ['X-Forwarded-Proto', 'Host: localhost:3000\r\nX-Forwarded-Proto: a b'],
  ] as const) {
    test(`a malformed ${name} header never makes a 500`, async () => {
      // A filled honeypot: stored and answered 201 but never sent upstream, which the form tests steer meanwhile.
      const body = JSON.stringify({ ...contactEnquiry('header@harbour.example'), [HONEYPOT_FIELD]: 'https://spam.example' });
      const result = await exchange(
        suitePort(),
        [`POST /api/v1/contact-us HTTP/1.1\r\n${header}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`],
        1,
      );
      // Next reads the address from the socket, so the enquiry is taken as from any client that sends no Origin.
      expect(result).toEqual({ statuses: [201], error: null });
    });
  }

  test('a cross-site request is refused before its body has arrived', async () => {
    // Declares 60,000 bytes and sends 10: an answer can only come from checking the headers first.
    const result = await exchange(
      suitePort(),
      [`POST /api/v1/contact-us HTTP/1.1\r\nHost: localhost:3000\r\nOrigin: https://elsewhere.example\r\nSec-Fetch-Site: cross-site\r\nContent-Type: text/plain\r\nContent-Length: 60000\r\n\r\n0123456789`],
      1,
    );
    expect(result.statuses).toEqual([403]);
  });

  test("the router's own requests (flight data) are answered as flight data", async ({ request }) => {
    const flight = await request.get('/about-us', { headers: { rsc: '1' } });
    expect(flight.status()).toBe(200);
    expect(flight.headers()['content-type']).toContain('text/x-component');
  });
});

test.describe('the enquiry endpoint', () => {
  test('refuses what it must, with the documented statuses', async ({ request }) => {
    const post = (target: string, options: Parameters<typeof request.post>[1]) => request.post(target, { ...options, headers: { origin: SITE, ...options?.headers } });
    expect((await post('/api/v1/contact-us', { data: contactEnquiry('x@y.example'), headers: { origin: 'https://elsewhere.example' } })).status()).toBe(403);
    expect((await post('/api/v1/contact-us', { data: 'first_name=Priya', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).status()).toBe(415);
    expect((await post('/api/v1/no-such-form', { data: contactEnquiry('x@y.example') })).status()).toBe(404);
    const invalid = await post('/api/v1/contact-us', { data: { ...contactEnquiry('not-an-email'), message: '' } });
    expect(invalid.status()).toBe(422);
    expect(Object.keys((await invalid.json()).errors)).toEqual(expect.arrayContaining(['email_address', 'message']));
    expect((await post('/api/v1/contact-us', { data: '{"first_name":', headers: { 'content-type': 'application/json' } })).status()).toBe(400);
    const large = JSON.stringify({ ...contactEnquiry('big@y.example'), message: 'x'.repeat(20_000) });
    expect((await post('/api/v1/contact-us', { data: large, headers: { 'content-type': 'application/json' } })).status()).toBe(413);
    const get = await request.get('/api/v1/contact-us');
    expect(get.status()).toBe(405);
    expect(get.headers()['allow']).toBe('POST');
  });

  test('a body sent in chunks without a length is capped too', async () => {
    const piece = `"${'y'.repeat(1_000)}",`;
    const chunks = Array.from({ length: 40 }, () => `${piece.length.toString(16)}\r\n${piece}\r\n`);
    const result = await exchange(
      suitePort(),
      [`POST /api/v1/contact-us HTTP/1.1\r\nHost: localhost:3000\r\nOrigin: ${SITE}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`, ...chunks, '0\r\n\r\n'],
      1,
    );
    expect(result.statuses).toEqual([413]);
  });
});

test.describe('operations', () => {
  test('liveness tells anyone only that the process answers', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expect(await response.json()).toStrictEqual({ ok: true });
  });

  test('readiness tells anyone ok, and the store, the upstream and the outbox only to the token, without secrets', async ({ request }) => {
    const open = await request.get('/api/health/ready', { headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(open.status()).toBe(200);
    expect(await open.json()).toEqual({ ok: true });
    const response = await request.get('/api/health/ready', { headers: { authorization: `Bearer ${HEALTH_TOKEN}` } });
    const body = await response.json();
    expect(body).toMatchObject({ ok: true, store: { database: 'sqlite', writable: true, checkpoints: 'worker' }, upstream: { configured: true, answering: true, misconfigured: false }, mail: { configured: false, pending: 0, failed: 0 }, outbox: { pending: expect.any(Number), failed: expect.any(Number) } });
    expect(JSON.stringify(body)).not.toMatch(/127\.0\.0\.1|DATA_DIR|test-results/);
  });
});

test.describe('start and shutdown', () => {
  // Servers of their own (see site-process.ts): stopping the suite's server would stop the suite, and Next listens
  // before it checks the configuration.
  test('a bad setting stops the server at start with a message naming it', async () => {
    const { exited, output } = await spawnSite({ SITE_URL: 'not-a-url', DATA_DIR: path.join(tmpdir(), 'never-used') });
    const { code } = await exited;
    expect(code).toBe(1);
    expect(output()).toContain('SITE_URL: SITE_URL must be an absolute http(s) URL');
  });

  test('with its database down: pages are served, enquiries refused with 503 and Retry-After, readiness unavailable', async () => {
    test.setTimeout(90_000);
    // A PostgreSQL URL where nothing listens: the database a host loses, from the start.
    const site = await startSite({ DATABASE_URL: 'postgres://quillmark@127.0.0.1:9/quillmark', DATA_DIR: path.join(tmpdir(), 'never-used') });
    const { origin, output } = site;
    try {
      expect((await fetch(`${origin}/contact-us`)).status).toBe(200);
      const refused = await fetch(`${origin}/api/v1/contact-us`, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify(contactEnquiry('while-down@harbour.example')) });
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('30');
      expect(await refused.json()).toEqual({ ok: false, error: formCopy.unavailable });
      expect((await fetch(`${origin}/api/health/ready`)).status).toBe(503);
      expect(output()).toContain('"event":"store.unavailable","database":"postgres"');
    } finally {
      site.child.kill('SIGKILL');
    }
  });

  test('SIGTERM: no new connections, the enquiry in flight is answered and stored, the store is closed', async () => {
    test.setTimeout(90_000);
    const site = await startSite();
    const { child, dataDir, exited, output, port } = site;
    try {

      // An enquiry whose body is half sent when the signal comes, on a connection that asks to be kept alive. It
      // expects a 100 Continue: the server sends one once it has read the headers and taken the request in hand.
      const body = JSON.stringify(contactEnquiry('in-flight@harbour.example'));
      const socket = connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk));
      socket.write(
        `POST /api/v1/contact-us HTTP/1.1\r\nHost: localhost:3000\r\nOrigin: ${SITE}\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: keep-alive\r\nExpect: 100-continue\r\n\r\n${body.slice(0, 40)}`,
      );
      const CONTINUE = 'HTTP/1.1 100 Continue\r\n\r\n';
      await expect.poll(() => answer, { timeout: 10_000 }).toBe(CONTINUE);
      child.kill('SIGTERM');

      // The listening socket closes: a new visitor is refused (a load balancer moves on), not left waiting, while the
      // enquiry in flight still waits for the rest of its body. A new visitor is a new connection: fetch would reuse
      // the one its health checks kept alive, and Node's server goes on answering a kept-alive connection that was
      // busy when it stopped listening (ci-51, with both cores taken: answered for 5 s).
      const newConnection = () =>
        new Promise<string>((resolve) => {
          const visitor = connect(port, '127.0.0.1');
          visitor.once('connect', () => (visitor.destroy(), resolve('accepted')));
          visitor.once('error', (error: Error & { code?: string }) => resolve(error.code ?? error.message));
        });
      await expect.poll(newConnection, { timeout: 5_000 }).toBe('ECONNREFUSED');
      expect(answer).toBe(CONTINUE);

      socket.write(body.slice(40));
      await expect.poll(() => answer, { timeout: 10_000 }).toMatch(/\{"ok":true,"ref":"[^"]+"\}/);
      expect(answer.slice(CONTINUE.length)).toMatch(/^HTTP\/1\.1 201 /);
      const ref = /"ref":"([^"]+)"/.exec(answer)?.[1];
      expect(ref).toMatch(/^QM-\d{8}-[0-9A-Z]{6}$/);

      // Next's server leaves once its connections are done (143: ended by SIGTERM), not through our 10 s limit
      // (which exits 1), and the store closes on the way: the log is gone, every row is in the database file.
      const { code } = await exited;
      expect(code).toBe(143);
      expect(output()).toContain('"event":"server.shutdown","signal":"SIGTERM"}');
      expect(existsSync(path.join(dataDir, 'enquiries.sqlite-wal'))).toBe(false);
      const db = new Database(path.join(dataDir, 'enquiries.sqlite'), { readonly: true });
      const row = db.prepare('SELECT status, payload FROM enquiries WHERE ref = ?').get(ref) as { status: string; payload: string } | undefined;
      db.close();
      expect(row?.status).toBe('stored');
      expect(JSON.parse(row?.payload ?? '{}').email_address).toBe('in-flight@harbour.example');
    } finally {
      child.kill('SIGKILL');
      await site.stop();
    }
  });
});
