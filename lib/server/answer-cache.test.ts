import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cacheablePaths, createEntry, isCacheableRequest, isCompressible, matchesEtag, negotiateEncoding, serveEntry, staticUrls, type PageEntry } from './answer-cache.cjs';

const html = Buffer.from(`<!DOCTYPE html><html><body>${'<p>Quillmark builds software.</p>'.repeat(400)}</body></html>`);
const nextHeaders: IncomingHttpHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 's-maxage=31536000',
  'content-security-policy': "default-src 'none'; script-src 'self' 'sha256-abc'",
  vary: 'rsc, next-router-state-tree, Accept-Encoding',
  etag: '"next-etag"',
  'content-length': String(html.length),
  date: 'Sun, 22 Nov 2026 10:00:00 GMT',
  connection: 'keep-alive',
};

describe('which pages and requests the cache takes', () => {
  it('holds only prerendered pages that never revalidate, not internal ones or route handlers', () => {
    const routes = {
      '/': { routeType: 'page', initialRevalidateSeconds: false as const },
      '/blog': { routeType: 'page', initialRevalidateSeconds: false as const },
      '/news': { routeType: 'page', initialRevalidateSeconds: 60 },
      '/_not-found': { routeType: 'page', initialRevalidateSeconds: false as const },
      '/feed.xml': { routeType: 'route', initialRevalidateSeconds: false as const },
    };
    expect(cacheablePaths({ routes })).toEqual(['/', '/blog']);
  });

  it('answers plain document requests only: no query, no router, action or range headers', () => {
    expect(isCacheableRequest('GET', '/about-us', { accept: 'text/html' })).toBe(true);
    expect(isCacheableRequest('HEAD', '/about-us', {})).toBe(true);
    expect(isCacheableRequest('POST', '/about-us', {})).toBe(false);
    expect(isCacheableRequest('GET', '/about-us?_rsc=1x', {})).toBe(false);
    expect(isCacheableRequest('GET', '/about-us', { rsc: '1' })).toBe(false);
    expect(isCacheableRequest('GET', '/about-us', { 'next-router-prefetch': '1' })).toBe(false);
    expect(isCacheableRequest('GET', '/about-us', { 'next-action': 'abc' })).toBe(false);
    expect(isCacheableRequest('GET', '/about-us', { 'x-prerender-revalidate': 'token' })).toBe(false);
    expect(isCacheableRequest('GET', '/about-us', { range: 'bytes=0-10' })).toBe(false);
  });
});

describe('content negotiation and validators', () => {
  it('prefers brotli, then gzip, then identity, and honours q=0', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(negotiateEncoding(undefined)).toBe('identity');
    expect(negotiateEncoding('')).toBe('identity');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('identity;q=0')).toBeUndefined();
    expect(negotiateEncoding('*;q=0')).toBeUndefined();
    expect(negotiateEncoding('deflate, identity;q=0')).toBeUndefined();
  });

  it('offers only the encodings an answer has: a font or an image is sent as it is', () => {
    expect(negotiateEncoding('gzip, br', ['br', 'gzip', 'identity'])).toBe('br');
    expect(negotiateEncoding('gzip, br', ['identity'])).toBe('identity');
    expect(negotiateEncoding('br, identity;q=0', ['identity'])).toBeUndefined();
  });

  it('compares entity tags weakly, in lists, and for *', () => {
    expect(matchesEtag('"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('W/"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('"x", "abc"', '"abc"')).toBe(true);
    expect(matchesEtag('*', '"abc"')).toBe(true);
    expect(matchesEtag('"abc-gz"', '"abc"')).toBe(false);
    expect(matchesEtag(undefined, '"abc"')).toBe(false);
  });
});

describe('serving a page from the cache over HTTP', () => {
  let server: Server;
  let entry: PageEntry;
  let origin: string;

  beforeAll(async () => {
    entry = await createEntry(nextHeaders, html);
    server = createServer((request, response) => serveEntry(entry, request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** A raw request (fetch would decompress and hide the encoding). */
  function get(headers: Record<string, string>, method = 'GET') {
    return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const request = httpRequest(`${origin}/`, { method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      });
      request.on('error', reject);
      request.end();
    });
  }

  it("keeps Next's headers but replaces what belongs to one answer", () => {
    expect(entry.headers).toMatchObject({ 'content-security-policy': nextHeaders['content-security-policy'], vary: nextHeaders.vary });
    expect(Object.keys(entry.headers)).not.toEqual(expect.arrayContaining(['etag']));
    expect(entry.headers).not.toHaveProperty('date');
    expect(entry.headers).not.toHaveProperty('content-length');
  });

  it('serves the same page in each encoding, each with its own strong ETag', async () => {
    const br = await get({ 'accept-encoding': 'gzip, br' });
    const gzip = await get({ 'accept-encoding': 'gzip' });
    const plain = await get({});
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(html)).toBe(true);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(html)).toBe(true);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(html)).toBe(true);
    expect(br.body.length).toBeLessThan(html.length / 10);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    const etags = new Set([br.headers.etag, gzip.headers.etag, plain.headers.etag]);
    expect(etags.size).toBe(3);
    for (const etag of etags) expect(etag).toMatch(/^"[\w-]+"$/);
    expect(br.headers['content-security-policy']).toBe(nextHeaders['content-security-policy']);
    expect(br.headers['cache-control']).toBe('s-maxage=31536000');
  });

  it('answers 304 with its validators and policy, and no body, when the copy is current', async () => {
    const first = await get({ 'accept-encoding': 'br' });
    const again = await get({ 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['content-security-policy']).toBe(nextHeaders['content-security-policy']);
    const otherEncoding = await get({ 'accept-encoding': 'gzip', 'if-none-match': String(first.headers.etag) });
    expect(otherEncoding.status).toBe(200);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const head = await get({ 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBe(entry.bodies.gzip!.body.length);
  });

  it('refuses with 406 when the client accepts none of the encodings', async () => {
    const refused = await get({ 'accept-encoding': 'identity;q=0, deflate' });
    expect(refused.status).toBe(406);
  });
});

describe('static files', () => {
  it('lists every file under a folder as the URL Next serves it at, names encoded', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'static-'));
    try {
      mkdirSync(path.join(dir, 'chunks', 'nested'), { recursive: true });
      writeFileSync(path.join(dir, 'chunks', 'a-1.js'), 'a');
      writeFileSync(path.join(dir, 'chunks', 'nested', 'b c.css'), 'b');
      writeFileSync(path.join(dir, 'logo.svg'), '<svg/>');
      expect(staticUrls(dir, '/_next/static')).toEqual(['/_next/static/chunks/a-1.js', '/_next/static/chunks/nested/b%20c.css', '/_next/static/logo.svg']);
      expect(staticUrls(dir, '')).toContain('/logo.svg');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('compresses text only', () => {
    for (const type of ['application/javascript; charset=UTF-8', 'text/css; charset=UTF-8', 'image/svg+xml', 'application/manifest+json', 'application/json']) expect(isCompressible(type)).toBe(true);
    for (const type of ['font/woff2', 'image/webp', 'image/jpeg', 'video/mp4', undefined]) expect(isCompressible(type)).toBe(false);
  });

  it('keeps a font as it is, one encoding with one strong ETag, whatever the client accepts', async () => {
    const font = Buffer.from('wOF2 pretend font bytes');
    const entry = await createEntry({ 'content-type': 'font/woff2', 'cache-control': 'public, max-age=31536000, immutable', etag: 'W/"17-abc"', 'content-length': '23' }, font);
    expect(Object.keys(entry.bodies)).toEqual(['identity']);
    const server = createServer((request, response) => serveEntry(entry, request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const answer = await new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const outgoing = httpRequest(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { headers: { 'accept-encoding': 'gzip, br' } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
        });
        outgoing.on('error', reject);
        outgoing.end();
      });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers['etag']).toBe(entry.bodies.identity.etag);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.body.equals(font)).toBe(true);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
