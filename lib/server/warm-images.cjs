// Next's image optimiser encodes a picture the first time a size of it is asked for (about 2 s for a 1200 px
// AVIF on this machine's one core) and keeps the result on disk, serving it stale while it renews it. So the
// first visitor after a deploy waited for the encoding of the very picture that is the page's largest paint.
// The server asks for every optimised picture its prerendered pages name, one at a time, once it is up, in
// each format Next can answer with: that visitor now gets a stored copy. Plain CommonJS: it runs inside
// .next/standalone, beside Next's own server.
'use strict';

const http = require('node:http');

/**
 * Next stores one answer per format and picks it from the Accept header: AVIF for a browser that lists it
 * (Chromium's header, which Firefox and Safari 16+ match), else WebP (what Chromium sent before AVIF, and what
 * an older Safari or Edge still sends). AVIF first: nearly every visitor gets it.
 */
const IMAGE_FORMATS = [
  { format: 'avif', accept: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8' },
  { format: 'webp', accept: 'image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8' },
];

/** Where the server leaves its progress: Next's bundle has its own copy of this module, so the process's global is shared. */
const STATUS_KEY = Symbol.for('quillmark.imageWarmup');

/** Longest wait for one picture: an encoding takes about 2 s here, and a stalled answer must not stop the rest. */
const ANSWER_TIMEOUT_MS = 60_000;

const SOURCE_SET = /\b(?:imagesrcset|srcset)="([^"]*)"/gi;
const PRELOAD_LINK = /<link\b[^>]*\bas="image"[^>]*>/gi;

/** The optimised picture URLs a candidate list names (`url 640w, url 750w`), in its order. */
function candidates(sourceSet) {
  return sourceSet
    .replaceAll('&amp;', '&')
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0])
    .filter((url) => url?.startsWith('/_next/image?'));
}

/**
 * Every `/_next/image` URL the pages name in a srcset, once: the pictures a page preloads (its largest paint)
 * first, then the rest in page order.
 */
function imageUrls(pages) {
  const preloaded = [];
  const others = [];
  for (const html of pages) {
    for (const [link] of html.matchAll(PRELOAD_LINK)) for (const [, set] of link.matchAll(SOURCE_SET)) preloaded.push(...candidates(set));
    for (const [, set] of html.matchAll(SOURCE_SET)) others.push(...candidates(set));
  }
  return [...new Set([...preloaded, ...others])];
}

/** One optimised picture asked for as a browser asks; resolves to Next's cache verdict (HIT, MISS, STALE) or the failure. */
function request(origin, url, accept, timeoutMs) {
  return new Promise((resolve) => {
    const req = http.get(new URL(url, origin), { headers: { accept } }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve(response.statusCode === 200 ? { cache: String(response.headers['x-nextjs-cache'] ?? 'unknown') } : { error: `answered ${response.statusCode}` }),
      );
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer in ${timeoutMs} ms`)));
    req.on('error', (error) => resolve({ error: error.message }));
  });
}

/**
 * Asks for each URL in turn, in every format (one encoding at a time leaves the other core to visitors), and
 * keeps the count of answers (a URL in one format) in globalThis[STATUS_KEY]: { total, warmed, made, failed,
 * done, seconds }.
 */
async function warmImages(origin, urls, { timeoutMs = ANSWER_TIMEOUT_MS } = {}) {
  const started = Date.now();
  const status = { total: urls.length * IMAGE_FORMATS.length, warmed: 0, made: 0, failed: 0, done: false, seconds: 0 };
  globalThis[STATUS_KEY] = status;
  for (const { format, accept } of IMAGE_FORMATS) {
    for (const url of urls) {
      const answer = await request(origin, url, accept, timeoutMs);
      if (answer.error) {
        status.failed += 1;
        console.warn(`image cache: ${url} as ${format} ${answer.error}; encoded on its first visit instead`);
      } else {
        status.warmed += 1;
        if (answer.cache !== 'HIT') status.made += 1;
      }
    }
  }
  status.seconds = Math.round((Date.now() - started) / 100) / 10;
  status.done = true;
  return status;
}

/** The warm-up's progress for the readiness report (lib/health.ts); null where Next's own server runs. */
function warmupStatus() {
  const status = globalThis[STATUS_KEY];
  return status ? { ...status } : null;
}

module.exports = { IMAGE_FORMATS, STATUS_KEY, imageUrls, warmImages, warmupStatus };
