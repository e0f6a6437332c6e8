// An in-memory cache of the answers that cannot change before the next build: the prerendered pages and the
// static files (/_next/static and public/), filled once from Next's own answers and served precompressed.
// Next gzips and hashes (ETag) every HTML answer on every request, and serves every file from disk through its
// router; for answers that never change between builds that work is done once here. Plain CommonJS: it runs
// inside .next/standalone, beside Next's own server.
'use strict';

const { createHash } = require('node:crypto');
const { readdirSync, statSync } = require('node:fs');
const path = require('node:path');
const { promisify } = require('node:util');
const zlib = require('node:zlib');

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Headers that belong to one answer or one connection, never to the cached page. */
const PER_ANSWER = new Set(['connection', 'content-encoding', 'content-length', 'date', 'etag', 'keep-alive', 'transfer-encoding']);

/** Prerendered pages that never revalidate: the only answers that are the same for every visitor until the next build. */
function cacheablePaths(prerenderManifest) {
  return Object.entries(prerenderManifest.routes ?? {})
    .filter(([route, entry]) => entry.routeType === 'page' && entry.initialRevalidateSeconds === false && !route.startsWith('/_'))
    .map(([route]) => route);
}

/**
 * The URL of every file under a folder, as Next serves it: `/_next/static/...` for the build's assets,
 * `/...` for public/. Names are percent-encoded the way a browser sends them.
 */
function staticUrls(dir, prefix) {
  return readdirSync(dir, { recursive: true })
    .filter((file) => statSync(path.join(dir, file)).isFile())
    .map((file) => `${prefix}/${file.split(path.sep).map(encodeURIComponent).join('/')}`)
    .sort();
}

/** Text worth compressing; images, fonts and video are compressed already. */
function isCompressible(contentType) {
  return /^(text\/|application\/(javascript|json|manifest\+json|xml|rss\+xml)|image\/svg\+xml)/i.test(String(contentType ?? ''));
}

/**
 * Whether a request may be answered from the cache: a plain GET or HEAD of the document, no query, and none of
 * the headers with which Next's router asks for flight data, prefetches, actions or revalidation.
 */
function isCacheableRequest(method, url, headers) {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (url.includes('?')) return false;
  return !Object.keys(headers).some((name) => name === 'rsc' || name.startsWith('next-') || name.startsWith('x-prerender') || name.startsWith('x-next') || name === 'range');
}

/**
 * The best encoding the client accepts among those on offer (br, gzip, then identity), honouring q-values
 * (q=0 refuses).
 */
function negotiateEncoding(acceptEncoding, offered = ['br', 'gzip']) {
  const accepted = new Map();
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    if (!token) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    accepted.set(token, q ? Number(q.slice(2)) : 1);
  }
  const weight = (encoding) => accepted.get(encoding) ?? (encoding === 'identity' ? (accepted.get('*') ?? 1) : (accepted.get('*') ?? 0));
  for (const encoding of ['br', 'gzip']) if (offered.includes(encoding) && weight(encoding) > 0) return encoding;
  return weight('identity') > 0 ? 'identity' : undefined;
}

/** True when If-None-Match names this ETag (weak comparison, as RFC 9110 asks for GET). */
function matchesEtag(ifNoneMatch, etag) {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === bare);
}

/**
 * Builds the cached entry of one answer from Next's: its headers, and the body in each encoding with its ETag.
 * Bodies that are not text are kept as they are, in one encoding.
 */
async function createEntry(headers, body) {
  const kept = Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_ANSWER.has(name.toLowerCase())));
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 22);
  if (!isCompressible(kept['content-type'])) return { headers: kept, bodies: { identity: { body, etag: `"${hash}"` } } };
  const [gzipped, brotlied] = await Promise.all([
    gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
    brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  ]);
  // Each encoding is its own representation, so each has its own strong validator.
  return {
    headers: kept,
    bodies: {
      identity: { body, etag: `"${hash}"` },
      gzip: { body: gzipped, etag: `"${hash}-gz"` },
      br: { body: brotlied, etag: `"${hash}-br"` },
    },
  };
}

/**
 * Answers a request from an entry: 406 when no encoding is acceptable, 304 when the client's copy is current,
 * otherwise 200 with the page in the chosen encoding (headers only for HEAD).
 */
function serveEntry(entry, request, response) {
  const offered = Object.keys(entry.bodies);
  const encoding = negotiateEncoding(request.headers['accept-encoding'], offered);
  if (!encoding) {
    response.writeHead(406, { 'content-type': 'text/plain; charset=utf-8', vary: 'Accept-Encoding' });
    response.end(`Not Acceptable: this is available as ${offered.join(', ')}.\n`);
    return;
  }
  const { body, etag } = entry.bodies[encoding];
  const headers = { ...entry.headers, etag };
  if (matchesEtag(request.headers['if-none-match'], etag)) {
    delete headers['content-type'];
    response.writeHead(304, headers);
    response.end();
    return;
  }
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  headers['content-length'] = String(body.length);
  response.writeHead(200, headers);
  response.end(request.method === 'HEAD' ? undefined : body);
}

module.exports = { cacheablePaths, createEntry, isCacheableRequest, isCompressible, matchesEtag, negotiateEncoding, serveEntry, staticUrls };
