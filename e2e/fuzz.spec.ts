import { Agent, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { brokenBody, hostileBody, pick, seeded, type Random } from './fuzz-inputs';
import { endpointNames, isEndpoint } from '../lib/forms/registry';

// Thousands of hostile requests to every enquiry endpoint: whatever a client sends, the answer is never a 5xx.
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 32));
const ROUNDS = 3_000;
const RAW_ROUNDS = 500;
const PARALLEL = 12;
const NAMES: string[] = endpointNames;
const ODD_NAMES = ['unknown', '__proto__', 'constructor', '%00', 'newsletter%2F..', 'NEWSLETTER'];
const CONTENT_TYPES = ['application/json', 'application/json; charset=utf-8', 'APPLICATION/JSON;x=1', 'text/plain', 'multipart/form-data; boundary=x', 'application/json\t', ''];

/** Made-up addresses, which the suite's server (no TRUST_PROXY) must not believe: every request counts as one client. */
function forwardedFor(random: Random, pool: string[]): string | undefined {
  const roll = random();
  if (roll < 0.15) return undefined;
  if (roll < 0.75) return pick(random, pool);
  return pick(random, ['unknown', '1.2.3.4, 5.6.7.8', '::ffff:10.0.0.1', `${pick(random, pool)}:80`, 'x'.repeat(12_000), '2001:db8::1%eth0', ',,,']);
}

function headersFor(random: Random, pool: string[]): Record<string, string> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const xff = forwardedFor(random, pool);
  if (xff !== undefined) headers['x-forwarded-for'] = xff;
  // Half the requests carry only a body to refuse, so that enough of them reach the validator and the store.
  if (random() < 0.5) return headers;
  if (random() < 0.3) headers['content-type'] = pick(random, CONTENT_TYPES);
  if (random() < 0.3) headers['idempotency-key'] = pick(random, ['short', 'k'.repeat(10_000), 'key with spaces!', 'ÿÿÿÿÿÿÿÿÿÿ', `fuzz-${Math.floor(random() * 1e9)}`, '../../etc/passwd']);
  if (random() < 0.2) headers.origin = pick(random, ['null', 'http://evil.example', 'http://127.0.0.1:1', 'ÿ://x']);
  if (random() < 0.1) headers['sec-fetch-site'] = pick(random, ['cross-site', 'none', 'same-origin', '']);
  if (random() < 0.1) headers['x-forwarded-host'] = pick(random, ['', 'a b', 'x'.repeat(4_000)]);
  return headers;
}

/**
 * One request through Node's own HTTP client, which checks headers as Playwright's does (Playwright's request
 * context runs on it, in its driver), and its status; the same seed draws the same answers from both. Not through
 * Playwright's context: its 3,000 calls, relayed to its driver and recorded in the trace, took 35-38 s where these
 * take 18 s (the same seed, beside two busy loops), and with the rest of the suite beside them too (ci-69 of
 * 2026-12-06) the test ran past its 120 s.
 */
function send(agent: Agent, origin: string, random: Random, pool: string[]): Promise<number> {
  const name = pick(random, random() < 0.9 ? NAMES : ODD_NAMES);
  const endpoint = isEndpoint(name) ? name : 'newsletter';
  const data = random() < 0.75 ? hostileBody(random, endpoint) : brokenBody(random);
  const method = random() < 0.95 ? 'POST' : pick(random, ['GET', 'PUT', 'DELETE', 'PATCH']);
  const headers = headersFor(random, pool);
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${origin}/api/v1/${name}`, { method, headers: { ...headers, 'content-length': String(Buffer.byteLength(data)) }, agent, timeout: 15_000 }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error('no answer in 15 s')));
    request.on('error', reject);
    request.end(data);
  });
}

/** Malformed HTTP that no well-behaved client library would write, straight onto a socket. */
function rawRequest(random: Random): Buffer {
  const body = Buffer.from('{"email_address":"raw@example.org","website":"bot"}');
  const lines = [`POST /api/v1/${pick(random, [...NAMES, ...ODD_NAMES])} HTTP/1.1`, 'Host: 127.0.0.1', 'Content-Type: application/json', 'Connection: close'];
  const odd = pick(random, [
    'X-Forwarded-For: 1.2.3.4\u0000',
    'Idempotency-Key: \u00ff\u00fe\u00fdabcdefgh',
    'X-Forwarded-For: \u00e9\u00e9.\u00e9.1.1',
    ' folded: continuation',
    'Content-Length: 5',
    `X-Big: ${'a'.repeat(20_000)}`,
    'Transfer-Encoding: chunked',
    'Origin: \u0001\u0002',
    'Bad Header Name: 1',
  ]);
  const length = odd.startsWith('Content-Length') ? [] : [`Content-Length: ${body.length}`];
  return Buffer.concat([Buffer.from([...lines, ...length, odd, '', ''].join('\r\n'), 'latin1'), body]);
}

function sendRaw(port: number, bytes: Buffer): Promise<number> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    const done = () => resolve(Number(/^HTTP\/1\.[01] (\d{3})/.exec(received)?.[1] ?? 0));
    socket.setTimeout(10_000, () => socket.destroy());
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', done);
    socket.end(bytes);
  });
}

test('no client input makes an enquiry endpoint answer 5xx', async ({ request, baseURL }) => {
  test.setTimeout(120_000);
  console.log(`fuzz seed ${SEED} (replay with FUZZ_SEED=${SEED})`);
  test.info().annotations.push({ type: 'seed', description: String(SEED) });
  const random = seeded(SEED);
  const pool = Array.from({ length: 40 }, () => Array.from({ length: 4 }, () => Math.floor(random() * 256)).join('.'));
  const statuses = new Map<number, number>();
  const refused = new Set<string>();
  const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
  const started = Date.now();
  const origin = new URL(baseURL!).origin;
  const agent = new Agent({ keepAlive: true, maxSockets: PARALLEL });

  for (let done = 0; done < ROUNDS; done += PARALLEL) {
    const batch = Array.from({ length: PARALLEL }, () => send(agent, origin, random, pool).catch((error: Error) => {
      refused.add(error.message.split('\n')[0]!.slice(0, 200));
      return -1;
    }));
    for (const status of await Promise.all(batch)) count(status);
  }
  agent.destroy();
  const port = Number(new URL(baseURL!).port);
  for (let done = 0; done < RAW_ROUNDS; done += PARALLEL) {
    const batch = Array.from({ length: PARALLEL }, () => sendRaw(port, rawRequest(random)));
    for (const status of await Promise.all(batch)) count(status);
  }

  const summary = Object.fromEntries([...statuses].sort(([a], [b]) => a - b));
  console.log(`fuzz: ${ROUNDS + RAW_ROUNDS} requests in ${Date.now() - started} ms, by status ${JSON.stringify(summary)}`);
  expect([...statuses.keys()].filter((status) => status >= 500), `seed ${SEED}`).toEqual([]);
  // A request the client would not send, or a socket closed unanswered, tests nothing: the generator must not make them.
  expect([...refused], `seed ${SEED}`).toEqual([]);
  expect(statuses.get(0) ?? 0, `seed ${SEED}: raw requests left unanswered`).toBe(0);
  // The pipeline past the limiter was reached: stored (spam) and refused by the schema, not only rate limited.
  expect(statuses.get(201) ?? 0).toBeGreaterThan(ROUNDS * 0.05);
  expect(statuses.get(422) ?? 0).toBeGreaterThan(ROUNDS * 0.05);
  expect(statuses.get(429) ?? 0).toBeLessThan(ROUNDS * 0.1);
  expect((await request.get('/api/health')).status()).toBe(200);
});

const FORM_PAGES = ['/contact-us', '/bootcamp', '/studyabroad', '/sponsorship'];
const FIELD_NAMES = ['first_name', 'last_name', 'company_name', 'email_address', 'mobile_country_code', 'mobile_no', 'message', 'subscribe', 'interest', 'preferred_country_of_study', 'preferred_course', 'type_of_sponsorship', 'idempotency_key', '__proto__'];

/** The hidden fields Next renders into a form for its server action, read from the prerendered page. */
async function actionFields(request: APIRequestContext, route: string): Promise<[string, string][]> {
  const html = await (await request.get(route)).text();
  return [...html.matchAll(/<input type="hidden" name="(\$ACTION_[^"]+)"(?: value="([^"]*)")?/g)].map((match) => [match[1]!, (match[2] ?? '').replaceAll('&quot;', '"').replaceAll('&amp;', '&')]);
}

function hostileValue(random: Random): string {
  return pick(random, ['', 'Priya', 'x'.repeat(6_000), '\u0000\u001b[31m', '\ud800', '=cmd|/c calc', '[]', '{"a":1}', 'a@b', '1'.repeat(40), '+44', 'ai', 'Ω'.repeat(300)]);
}

test('no form post to a page makes it answer 5xx', async ({ request, baseURL }) => {
  test.setTimeout(120_000);
  const random = seeded(SEED ^ 0x5f5f);
  const fields = Object.fromEntries(await Promise.all(FORM_PAGES.map(async (route) => [route, await actionFields(request, route)] as const)));
  const origin = new URL(baseURL!).origin;
  const statuses = new Map<number, number>();
  const post = async () => {
    const route = pick(random, FORM_PAGES);
    const form = new FormData();
    if (random() < 0.85) for (const [name, value] of fields[route]!) form.append(name, random() < 0.1 ? hostileValue(random) : value);
    for (const name of FIELD_NAMES) if (random() < 0.7) form.append(name, hostileValue(random));
    // The honeypot filled: whatever is stored is spam, so the mock upstream that forms.spec.ts counts sees nothing.
    form.append('website', 'fuzz');
    const kind = random();
    const headers: Record<string, string> = { origin: random() < 0.9 ? origin : pick(random, ['null', 'http://evil.example', '']) };
    if (random() < 0.2) headers['next-action'] = pick(random, ['abc', '0'.repeat(42), '']);
    let body: BodyInit = form;
    if (kind < 0.15) {
      headers['content-type'] = pick(random, ['multipart/form-data; boundary=zz', 'multipart/form-data', 'application/x-www-form-urlencoded', 'text/plain', 'application/json']);
      body = pick(random, ['--zz\r\nbroken', 'a=%ZZ&b', '{"first_name":"x"}', '\u0000'.repeat(100), 'x'.repeat(40_000)]);
    }
    const response = await fetch(`${origin}${route}`, { method: 'POST', headers, body, redirect: 'manual' });
    await response.arrayBuffer();
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  };
  for (let done = 0; done < 600; done += PARALLEL) await Promise.all(Array.from({ length: PARALLEL }, post));
  const summary = Object.fromEntries([...statuses].sort(([a], [b]) => a - b));
  console.log(`form-post fuzz: 600 posts, by status ${JSON.stringify(summary)}`);
  expect([...statuses.keys()].filter((status) => status >= 500), `seed ${SEED}`).toEqual([]);
  // Some posts went all the way: a 303 to the thank-you page, or the form again with its messages.
  expect((statuses.get(303) ?? 0) + (statuses.get(200) ?? 0)).toBeGreaterThan(30);
});

const REFERENCES = ['$Q1', '$W1', '$@1', '$K1', '$B1', '$F1', '$T', '$h1', '$i1', '$R1', '$A1', '$n12x', '$n99', '$D2026-01-01', '$undefined', '$$escaped', '$1', '$1:a', '$', '$-0', '$I', '$N', '$S', '$Z'];

/** A JSON-ish value for an action call's part 0: React's references among plain values, sometimes broken. */
function actionPart(random: Random, depth = 0): string {
  const roll = random();
  if (depth > 3 || roll < 0.35) return JSON.stringify(pick(random, [...REFERENCES, 'text', 1, null, true]));
  if (roll < 0.6) return `[${Array.from({ length: Math.floor(random() * 4) }, () => actionPart(random, depth + 1)).join(',')}]`;
  if (roll < 0.85) return `{"values":${actionPart(random, depth + 1)},"key":${actionPart(random, depth + 1)}}`;
  return pick(random, ['{bad', '[', '', 'null', '"$Q9"', '[1,]', '\u0000', 'x'.repeat(3_000)]);
}

/** A Next-Router-State-Tree value: the router's shape, bent, or not JSON at all. */
function routerTree(random: Random, depth = 0): string {
  const roll = random();
  if (depth > 3 || roll < 0.2) return pick(random, ['""', '"__PAGE__"', '1', 'null', '{}', '[]', '["slug","x","d",null]', '["slug","x","zz",null]']);
  const children = Array.from({ length: Math.floor(random() * 3) }, () => `"${pick(random, ['children', 'modal', '__proto__'])}":${routerTree(random, depth + 1)}`);
  const extra = pick(random, ['', ',null', ',null,"refetch"', ',["/a","/a"],null,1', ',1,2,3,4,5', ',null,"bogus"']);
  return `[${routerTree(random, depth + 1)},{${children.join(',')}}${extra}]`;
}

test('no server action call or router header makes a page answer 5xx', async ({ request, baseURL }) => {
  test.setTimeout(120_000);
  const random = seeded(SEED ^ 0x2a2a);
  const origin = new URL(baseURL!).origin;
  const thankYou = '/thank-you?form=contact&ref=QM-20261124-ABCDEF&next=newsletter';
  const action = /&quot;id&quot;:&quot;([0-9a-f]+)&quot;/.exec(await (await request.get(thankYou)).text())?.[1] ?? '';
  expect(action).not.toBe('');
  const statuses = new Map<number, number>();
  const send = async () => {
    let response: Response;
    if (random() < 0.5) {
      const form = new FormData();
      form.append('0', random() < 0.1 ? '[{"values":{},"errors":{},"key":""},"$K1"]' : actionPart(random));
      if (random() < 0.3) form.append(pick(random, ['1', '2', '1_email_address', '$ACTION_1:0']), actionPart(random));
      const headers = { origin, 'next-action': random() < 0.9 ? action : pick(random, ['', 'x', '0'.repeat(42)]) };
      response = await fetch(`${origin}${random() < 0.7 ? thankYou : pick(random, ['/contact-us', '/newsletter', '/'])}`, { method: 'POST', headers, body: form, redirect: 'manual' });
    } else {
      const raw = routerTree(random);
      const tree = random() < 0.8 ? encodeURIComponent(raw) : pick(random, [raw, '%E0%A4%A', `${encodeURIComponent(raw)}%`]);
      const route = pick(random, ['/thank-you', '/newsletter', '/newsletter/confirm', '/newsletter/unsubscribe', '/', '/blog', '/services/web-development']);
      response = await fetch(`${origin}${route}?_rsc=${Math.floor(random() * 1e6)}`, { headers: { rsc: '1', 'next-router-state-tree': tree, ...(random() < 0.3 ? { 'next-router-prefetch': '1' } : {}) }, redirect: 'manual' });
    }
    await response.arrayBuffer();
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  };
  for (let done = 0; done < 600; done += PARALLEL) await Promise.all(Array.from({ length: PARALLEL }, send));
  const summary = Object.fromEntries([...statuses].sort(([a], [b]) => a - b));
  console.log(`action and router fuzz: 600 requests, by status ${JSON.stringify(summary)}`);
  expect([...statuses.keys()].filter((status) => status >= 500), `seed ${SEED}`).toEqual([]);
  // Both kinds reached Next: refused with 400, and answered. How many of each is the generator's draw, not the site's
  // doing: 30 to 39 answered in the runs seen, and seed 1162261913 drew exactly 30 (CI failed it at "more than 30"). At
  // least 10 answered still proves the generator reaches the answered paths.
  expect(statuses.get(400) ?? 0).toBeGreaterThan(100);
  expect(statuses.get(200) ?? 0).toBeGreaterThanOrEqual(10);
});
