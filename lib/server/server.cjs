// The production server: Next's request handler behind a cache of the answers that cannot change before the
// next build (prerendered pages, static files) and a direct route for enquiries. Once up, it has Next's image
// optimiser store every picture its pages name (warm-images.cjs), so no visitor waits for an encoding.
// scripts/standalone.mjs copies this file to .next/standalone/server.js, in place of the one Next generates.
'use strict';

const http = require('node:http');
const { createEnquiryRoute } = require('./enquiry-route.cjs');
const { cacheablePaths, createEntry, isCacheableRequest, serveEntry, staticUrls } = require('./answer-cache.cjs');
const { imageUrls, warmImages } = require('./warm-images.cjs');

process.env.NODE_ENV = 'production';
process.chdir(__dirname);

const { config } = require('./.next/required-server-files.json');
const port = Number.parseInt(process.env.PORT ?? '', 10) || 3000;
const hostname = process.env.HOSTNAME || '0.0.0.0';
// The build records its config for a standalone server to use as is; only the output folder is relative here.
const nextConfig = { ...config, distDir: './.next' };
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(nextConfig);

const next = require('next');
const app = next({ dev: false, dir: __dirname, hostname, port, conf: nextConfig });
const handle = app.getRequestHandler();

/** @type {Map<string, Awaited<ReturnType<typeof createEntry>>>} */
const answers = new Map();
/** @type {ReturnType<typeof createEnquiryRoute>} set once Next is ready */
let enquiries;

/** Answers being written; a shutdown tells those not yet under way to close their connection after them. */
const inFlight = new Set();
let closing = false;

const server = http.createServer((request, response) => {
  if (closing) response.shouldKeepAlive = false;
  else {
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
  }
  if (enquiries?.matches(request)) return void enquiries.serve(request, response);
  const entry = isCacheableRequest(request.method, request.url, request.headers) ? answers.get(request.url) : undefined;
  if (entry) return serveEntry(entry, request, response);
  return handle(request, response);
});
const keepAliveTimeout = Number.parseInt(process.env.KEEP_ALIVE_TIMEOUT ?? '', 10);
if (Number.isFinite(keepAliveTimeout) && keepAliveTimeout >= 0) server.keepAliveTimeout = keepAliveTimeout;

/**
 * Asks our own server for a page or file as a browser would, and keeps the answer if it is the same for
 * everyone. Resolves to the number of body bytes kept (0 when Next's answer is not kept).
 */
function capture(origin, pathname, { accept, html }) {
  return new Promise((resolve) => {
    const request = http.get(new URL(pathname, origin), { headers: { 'accept-encoding': 'identity', accept } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', async () => {
        const cacheControl = String(response.headers['cache-control'] ?? '');
        const shared =
          response.statusCode === 200 &&
          (!html || String(response.headers['content-type'] ?? '').startsWith('text/html')) &&
          !response.headers['set-cookie'] &&
          !/private|no-store|no-cache/.test(cacheControl);
        if (!shared) {
          console.warn(`answer cache: ${pathname} answered ${response.statusCode} (${cacheControl || 'no cache-control'}); served by Next on every request`);
          return resolve(0);
        }
        const body = Buffer.concat(chunks);
        answers.set(pathname, await createEntry(response.headers, body));
        resolve(body.length);
      });
    });
    request.on('error', (error) => {
      console.warn(`answer cache: ${pathname} could not be read (${error.message}); served by Next on every request`);
      resolve(0);
    });
  });
}

async function fillCache() {
  const address = server.address();
  const loopback = address.family === 'IPv6' ? '[::1]' : '127.0.0.1';
  const host = address.address === '0.0.0.0' || address.address === '::' ? loopback : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const origin = `http://${host}:${address.port}`;
  const pages = cacheablePaths(require('./.next/prerender-manifest.json'));
  let held = 0;
  for (const page of pages) if (await capture(origin, page, { accept: 'text/html', html: true })) held += 1;
  const html = pages.map((page) => answers.get(page)?.bodies.identity.body.toString('utf8') ?? '');
  const files = [...staticUrls('.next/static', '/_next/static'), ...staticUrls('public', '')];
  let bytes = 0;
  for (const file of files) bytes += await capture(origin, file, { accept: '*/*', html: false });
  console.log(`answer cache: ${held} of ${pages.length} prerendered pages and ${answers.size - held} of ${files.length} static files held (${(bytes / 1048576).toFixed(1)} MB before compression)`);
  return { origin, html };
}

// Stop taking connections, let answers in flight finish, then leave: an enquiry being stored is never cut off.
// Each of those answers closes its connection (a next request on it would find no one), so the server is done
// when the last is sent rather than when the last idle keep-alive times out. The enquiry store closes as the
// process exits (lib/enquiries/store.ts). A second signal stops the process at once.
function shutdown(signal) {
  closing = true;
  console.log(`shutdown (${signal}): taking no new connections; ${inFlight.size} answer(s) in flight`);
  for (const response of inFlight) if (!response.headersSent) response.shouldKeepAlive = false;
  server.close(() => {
    console.log('shutdown: done');
    process.exit(0);
  });
  server.closeIdleConnections();
  setTimeout(() => {
    console.warn(`shutdown: ${inFlight.size} answer(s) still in flight after 10 s; leaving`);
    process.exit(0);
  }, 10_000).unref();
}
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

process.title = 'quillmark-site';
app
  .prepare()
  .then(
    () =>
      new Promise((resolve) => {
        enquiries = createEnquiryRoute({
          routeModule: require('./.next/server/app/api/v1/[endpoint]/route.js'),
          routesManifest: require('./.next/routes-manifest.json'),
          port,
        });
        server.listen(port, hostname, resolve);
      }),
  )
  .then(() => {
    console.log(`Ready on http://${hostname}:${port}`);
    return fillCache();
  })
  .then(async ({ origin, html }) => {
    // A courtesy to the first visitors: should it break, that is said, and the server answering goes on.
    try {
      const images = await warmImages(origin, imageUrls(html));
      console.log(`image cache: ${images.warmed} of ${images.total} optimised pictures stored, AVIF and WebP (${images.made} encoded now, ${images.failed} failed) in ${images.seconds} s`);
    } catch (error) {
      console.error('image cache: warm-up stopped;', error);
    }
  })
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
