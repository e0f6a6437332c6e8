import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { IMAGE_FORMATS, STATUS_KEY, imageUrls, warmImages, warmupStatus, type WarmupStatus } from './warm-images.cjs';

const aboutPage = `<!DOCTYPE html><html><head>
<link rel="preload" as="image" imageSrcSet="/_next/image?url=%2Fmedia%2Fscenes%2Fabout.webp&amp;w=640&amp;q=75 640w, /_next/image?url=%2Fmedia%2Fscenes%2Fabout.webp&amp;w=1200&amp;q=75 1200w" imageSizes="(min-width: 1024px) 40vw, 100vw"/>
<link rel="preload" href="/_next/static/media/inter.woff2" as="font" type="font/woff2"/>
</head><body>
<img srcSet="/_next/image?url=%2Fmedia%2Fscenes%2Fabout.webp&amp;w=640&amp;q=75 640w, /_next/image?url=%2Fmedia%2Fscenes%2Fabout.webp&amp;w=1200&amp;q=75 1200w" src="/_next/image?url=%2Fmedia%2Fscenes%2Fabout.webp&amp;w=1200&amp;q=75"/>
<picture><source srcSet="/media/demos/crm.avif" type="image/avif"/><img src="/media/demos/crm.webp" alt=""/></picture>
</body></html>`;

const blogPage = `<!DOCTYPE html><html><body>
<img loading="lazy" srcset="/_next/image?url=%2Fmedia%2Fblog%2Fapis.jpg&amp;w=640&amp;q=75 640w,/_next/image?url=%2Fmedia%2Fblog%2Fapis.jpg&amp;w=750&amp;q=75 750w"/>
<img srcSet="/_next/image?url=%2Fmedia%2Fscenes%2Fabout.webp&amp;w=640&amp;q=75 640w"/>
</body></html>`;

const homePage = `<!DOCTYPE html><html><head>
<link rel="preload" as="image" imageSrcSet="/_next/image?url=%2Fmedia%2Fblog%2Fapis.jpg&amp;w=828&amp;q=75 828w"/>
</head><body></body></html>`;

describe('which pictures the server warms', () => {
  it('takes every optimised candidate once, the preloaded ones of every page first, with the entities decoded', () => {
    expect(imageUrls([aboutPage, blogPage, homePage])).toEqual([
      '/_next/image?url=%2Fmedia%2Fscenes%2Fabout.webp&w=640&q=75',
      '/_next/image?url=%2Fmedia%2Fscenes%2Fabout.webp&w=1200&q=75',
      '/_next/image?url=%2Fmedia%2Fblog%2Fapis.jpg&w=828&q=75',
      '/_next/image?url=%2Fmedia%2Fblog%2Fapis.jpg&w=640&q=75',
      '/_next/image?url=%2Fmedia%2Fblog%2Fapis.jpg&w=750&q=75',
    ]);
  });

  it('leaves plain files, fonts and pages without pictures alone', () => {
    expect(imageUrls(['<html><body><img src="/media/brand/logo.svg" alt=""/></body></html>', ''])).toEqual([]);
  });
});

describe('warming against a server that answers like Next', () => {
  let server: Server;
  let origin: string;
  const seen: { url: string; headers: IncomingHttpHeaders }[] = [];
  const stored = new Set<string>();

  beforeAll(async () => {
    server = createServer((request, response) => {
      const url = request.url ?? '';
      seen.push({ url, headers: request.headers });
      if (url.includes('missing')) return void response.writeHead(404).end();
      if (url.includes('stalled')) return; // never answers
      // Like Next: the format follows the Accept header, and each format of a URL is stored apart. The first
      // request for one encodes it (MISS); later ones are served from the store (HIT).
      const type = request.headers.accept?.includes('image/avif') ? 'image/avif' : 'image/webp';
      const cache = stored.has(`${type} ${url}`) ? 'HIT' : 'MISS';
      stored.add(`${type} ${url}`);
      response.writeHead(200, { 'content-type': type, 'x-nextjs-cache': cache }).end(Buffer.alloc(2048));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    seen.length = 0;
  });

  it('asks for each picture in turn, as a browser with AVIF and then as one without, counts what it made, and leaves the status where readiness reads it', async () => {
    const urls = ['/_next/image?url=%2Fa.webp&w=640&q=75', '/_next/image?url=%2Fa.webp&w=1200&q=75'];
    stored.add(`image/avif ${urls[0]}`);
    const status = await warmImages(origin, urls);
    expect(seen.map(({ url, headers }) => [url, headers.accept])).toEqual([
      [urls[0], IMAGE_FORMATS[0]!.accept],
      [urls[1], IMAGE_FORMATS[0]!.accept],
      [urls[0], IMAGE_FORMATS[1]!.accept],
      [urls[1], IMAGE_FORMATS[1]!.accept],
    ]);
    expect(IMAGE_FORMATS.map(({ format, accept }) => [format, accept.split(',')[0]])).toEqual([
      ['avif', 'image/avif'],
      ['webp', 'image/webp'],
    ]);
    expect(IMAGE_FORMATS[1]!.accept).not.toContain('avif');
    // Three encodings: the 1200 px AVIF and both WebP sizes; the 640 px AVIF was stored already.
    expect(status).toMatchObject({ total: 4, warmed: 4, made: 3, failed: 0, done: true });
    expect((globalThis as unknown as Record<symbol, WarmupStatus>)[STATUS_KEY]).toBe(status);
    // Readiness gets a copy: nothing it does with the report reaches the server's count.
    expect(warmupStatus()).toEqual(status);
    expect(warmupStatus()).not.toBe(status);
  });

  it('counts a picture that fails, says so, and goes on with the rest', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const status = await warmImages(origin, ['/_next/image?url=%2Fmissing.webp&w=640&q=75', '/_next/image?url=%2Fb.webp&w=640&q=75']);
    expect(status).toMatchObject({ total: 4, warmed: 2, made: 2, failed: 2, done: true });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('missing.webp&w=640&q=75 as avif answered 404'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('missing.webp&w=640&q=75 as webp answered 404'));
    warn.mockRestore();
  });

  it('gives up on a picture that never comes, says so, and goes on with the rest', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const both = ['/_next/image?url=%2Fstalled.webp&w=640&q=75', '/_next/image?url=%2Fe.webp&w=640&q=75'];
    const status = await warmImages(origin, both, { timeoutMs: 300 });
    expect(seen.map(({ url }) => url)).toEqual([...both, ...both]);
    expect(status).toMatchObject({ total: 4, warmed: 2, failed: 2, done: true });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('stalled.webp&w=640&q=75 as avif no answer in 300 ms'));
    warn.mockRestore();
  });

  it('reports progress while it runs, not only at the end', async () => {
    const pending = warmImages(origin, ['/_next/image?url=%2Fc.webp&w=640&q=75']);
    expect(warmupStatus()).toMatchObject({ total: 2, warmed: 0, done: false });
    await pending;
  });

  it('survives a server that is not there', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const status = await warmImages('http://127.0.0.1:9', ['/_next/image?url=%2Fd.webp&w=640&q=75']);
    expect(status).toMatchObject({ warmed: 0, failed: 2, done: true });
    warn.mockRestore();
  });
});
