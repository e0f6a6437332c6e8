import { GET } from '@/app/api/health/route';
import { Store } from './db/store';
import { upstreamState } from './enquiries/upstream-state';
import { READINESS_MAX_AGE_MS, createReadiness, mayReadDetail } from './health';

const TOKEN = 'a-long-health-token-0123456789';
const probe = { API_BASE_URL: 'http://upstream.test', UPSTREAM_TIMEOUT_MS: 1_000 };

let now: number;
let fetchMock: jest.SpyInstance;
beforeEach(() => {
  now = 1_000_000;
  fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(null, { status: 204 }));
  jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
  jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
  upstreamState.noteAnswered();
});
afterEach(() => jest.restoreAllMocks());

describe('liveness', () => {
  it('tells anyone only that the process answers: no version, uptime or other key', async () => {
    const response = GET();
    expect(response.status).toBe(200);
    expect(await response.json()).toStrictEqual({ ok: true });
  });
});

describe('readiness', () => {
  it('answers from one snapshot for a few seconds: no write and no upstream call per request', async () => {
    const store = new Store(':memory:');
    const probeWrite = jest.spyOn(store, 'probeWrite');
    const readiness = createReadiness(() => store, probe, () => now);
    const answers = await Promise.all(Array.from({ length: 20 }, () => readiness()));
    now += READINESS_MAX_AGE_MS - 1;
    await readiness();
    expect([probeWrite.mock.calls.length, fetchMock.mock.calls.length]).toEqual([1, 1]);
    expect(answers[0]).toMatchObject({ status: 'ready', store: { writable: true }, upstream: { configured: true, answering: true, misconfigured: false } });
    now += 1;
    await readiness();
    expect([probeWrite.mock.calls.length, fetchMock.mock.calls.length]).toEqual([2, 2]);
  });

  it('is degraded, with the counts, when the upstream redirects or deliveries have failed', async () => {
    const store = new Store(':memory:');
    await store.enquiries.insert({ endpoint: 'newsletter', payload: {}, status: 'queued', idempotencyKey: 'key-ready-01' }, now - 90_000);
    await store.enquiries.insert({ endpoint: 'newsletter', payload: {}, status: 'failed', idempotencyKey: 'key-ready-02' }, now);
    upstreamState.noteMisdirected(308);
    const report = await createReadiness(() => store, probe, () => now)();
    expect(report).toMatchObject({ status: 'degraded', upstream: { misconfigured: true }, outbox: { pending: 1, failed: 1, oldestAgeSeconds: 90 } });
  });

  it('is unavailable when the store cannot be opened', async () => {
    const report = await createReadiness(() => {
      throw new Error('SQLITE_CANTOPEN');
    }, probe)();
    expect(report).toMatchObject({ status: 'unavailable', store: { writable: false } });
  });
});

describe('who may read the detail', () => {
  const headers = (init: Record<string, string>) => new Headers(init);
  it('is whoever sends the bearer token, and nobody when none is set', async () => {
    expect(mayReadDetail(headers({ authorization: `Bearer ${TOKEN}` }), TOKEN)).toBe(true);
    expect(mayReadDetail(headers({ authorization: `bearer  ${TOKEN} ` }), TOKEN)).toBe(true);
    expect(mayReadDetail(headers({ authorization: `Bearer ${TOKEN}x` }), TOKEN)).toBe(false);
    expect(mayReadDetail(headers({ authorization: TOKEN }), TOKEN)).toBe(false);
    expect(mayReadDetail(headers({}), undefined)).toBe(false);
    expect(mayReadDetail(headers({ authorization: 'Bearer ' }), undefined)).toBe(false);
  });

  it('is never decided by the caller’s claimed address or host', async () => {
    const loopback = headers({ 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '::1', host: 'localhost:3000', forwarded: 'for=127.0.0.1' });
    expect(mayReadDetail(loopback, TOKEN)).toBe(false);
    expect(mayReadDetail(loopback, undefined)).toBe(false);
  });
});
