// POST /api/v1/<endpoint> handed straight to the route's own POST export (app/api/v1/[endpoint]/route.ts),
// the very module instance Next loads, so the store, rate limiter and outbox are the ones Next's requests use.
// Next's router costs about 1 ms of the one core per request on this path and decides nothing here: the URL
// has one shape, the proxy does not run for /api, and the only config rule is the fixed header set, which
// is read from the build's routes manifest and applied the same way. Anything else (other methods, a query
// string, a trailing slash, a malformed path) still goes to Next.
'use strict';

const { Readable } = require('node:stream');

const ENQUIRY_PATH = /^\/api\/v1\/([a-z0-9-]{1,64})$/;

/**
 * How much of a body is gathered here before the route sees it. An enquiry is a few kB and the route refuses
 * more than 16 kB (413), so nearly every body arrives whole and is handed over as bytes. A longer one is
 * handed over as a stream, the bytes read so far first, so the route's own cap decides about it as before.
 */
const GATHER_LIMIT = 64 * 1024;

/** The route reads a body gathered here from this property of a Request made without one (lib/enquiries/http.ts). */
const GATHERED_BODY = Symbol.for('quillmark.gatheredBody');

/**
 * The body as one Buffer once it has ended within `limit` bytes, or else the request as a web stream that
 * starts with what was read.
 * @param {import('node:http').IncomingMessage} request
 * @returns {Promise<Buffer | ReadableStream>}
 */
function gatherBody(request, limit = GATHER_LIMIT) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    const stop = () => {
      request.off('data', onData);
      request.off('end', onEnd);
      request.off('error', onError);
    };
    function onData(chunk) {
      chunks.push(chunk);
      size += chunk.length;
      if (size <= limit) return;
      stop();
      request.pause();
      request.unshift(Buffer.concat(chunks, size));
      resolve(Readable.toWeb(request));
    }
    function onEnd() {
      stop();
      resolve(Buffer.concat(chunks, size));
    }
    function onError(error) {
      stop();
      reject(error);
    }
    request.on('data', onData);
    request.on('end', onEnd);
    request.on('error', onError);
  });
}

/** The header rules next.config.ts gives paths (unconditional ones), compiled once, in the order Next applies them. */
function headerRules(routesManifest) {
  return (routesManifest.headers ?? []).filter((rule) => !rule.has && !rule.missing).map((rule) => ({ regex: new RegExp(rule.regex), headers: rule.headers }));
}

/** The request headers as Next hands them to a route handler: with the x-forwarded-* it fills in when absent. */
function forwardedHeaders(request, port) {
  const headers = new Headers();
  const raw = request.rawHeaders;
  for (let index = 0; index < raw.length; index += 2) headers.append(raw[index], raw[index + 1]);
  const proto = request.headers['x-forwarded-proto'];
  const https = proto ? proto === 'https' : Boolean(request.socket.encrypted);
  if (!headers.has('x-forwarded-host') && headers.has('host')) headers.set('x-forwarded-host', headers.get('host'));
  if (!headers.has('x-forwarded-port')) headers.set('x-forwarded-port', String(port || (https ? 443 : 80)));
  if (!headers.has('x-forwarded-proto')) headers.set('x-forwarded-proto', https ? 'https' : 'http');
  if (!headers.has('x-forwarded-for') && request.socket.remoteAddress) headers.set('x-forwarded-for', request.socket.remoteAddress);
  return headers;
}

/**
 * Returns a handler for enquiry POSTs, or undefined (with a warning) when the built route does not have the
 * expected shape, in which case every request keeps going through Next.
 * @param {{ routeModule: unknown, routesManifest: { headers?: Array<{ regex: string, headers: Array<{ key: string, value: string }>, has?: unknown, missing?: unknown }> }, port: number }} options
 */
function createEnquiryRoute({ routeModule, routesManifest, port }) {
  const post = routeModule?.routeModule?.userland?.POST;
  if (typeof post !== 'function') {
    console.warn('enquiry route: the built route has no POST export where expected; enquiries go through Next');
    return undefined;
  }
  const rules = headerRules(routesManifest);

  /** True for a request this handler answers. */
  function matches(request) {
    return request.method === 'POST' && ENQUIRY_PATH.test(request.url);
  }

  async function serve(request, response) {
    const [pathname, endpoint] = ENQUIRY_PATH.exec(request.url);
    for (const rule of rules) if (rule.regex.test(pathname)) for (const { key, value } of rule.headers) response.setHeader(key, value);
    try {
      const headers = forwardedHeaders(request, port);
      const url = `${headers.get('x-forwarded-proto')}://${headers.get('host') ?? `localhost:${port}`}${pathname}`;
      const body = await gatherBody(request);
      const whole = Buffer.isBuffer(body);
      const incoming = new Request(url, whole ? { method: 'POST', headers } : { method: 'POST', headers, body, duplex: 'half' });
      if (whole) incoming[GATHERED_BODY] = body;
      const answer = await post(incoming, { params: Promise.resolve({ endpoint }) });
      const bytes = Buffer.from(await answer.arrayBuffer());
      response.statusCode = answer.status;
      answer.headers.forEach((value, key) => response.setHeader(key, value));
      response.setHeader('content-length', bytes.length);
      response.end(bytes);
    } catch (error) {
      console.error('enquiry route:', error);
      if (response.headersSent) return response.destroy();
      response.statusCode = 500;
      response.setHeader('content-type', 'application/json; charset=utf-8');
      response.setHeader('cache-control', 'no-store');
      response.end('{"ok":false,"error":"The enquiry could not be handled; please try again"}');
    }
  }

  return { matches, serve };
}

module.exports = { GATHER_LIMIT, GATHERED_BODY, createEnquiryRoute, gatherBody };
