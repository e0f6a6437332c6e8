import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const TOKEN = 'a-long-health-token-0123456789';
const baseEnv = { ...process.env };
let dataDir: string;

beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'ready-'));
  process.env = { ...baseEnv, DATA_DIR: dataDir, API_BASE_URL: '', HEALTH_TOKEN: TOKEN };
});
afterAll(() => {
  process.env = baseEnv;
  rmSync(dataDir, { recursive: true, force: true });
});

const get = async (headers: Record<string, string> = {}) => {
  const { GET } = await import('./route');
  const response = await GET(new Request('http://localhost:3000/api/health/ready', { headers }));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('GET /api/health/ready', () => {
  it('tells anyone only whether the site is ready, even a caller claiming to be local', async () => {
    expect(await get()).toEqual({ status: 200, body: { ok: true } });
    expect(await get({ 'x-forwarded-for': '127.0.0.1', host: 'localhost' })).toEqual({ status: 200, body: { ok: true } });
  });

  it('gives the detail to a caller with the token', async () => {
    const { body } = await get({ authorization: `Bearer ${TOKEN}` });
    expect(body).toMatchObject({ ok: true, status: 'ready', store: { writable: true }, upstream: { configured: false }, outbox: { pending: 0, failed: 0 } });
  });
});
