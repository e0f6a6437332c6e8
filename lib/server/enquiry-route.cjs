// POST /api/v1/<endpoint> handed straight to the route's own POST export (app/api/v1/[endpoint]/route.ts),
// the very module instance Next loads, so the store, rate limiter and outbox are the ones Next's requests use.
// Next's router costs about 1 ms of the one core per request on this path and decides nothing here: the URL
// has one shape, the proxy does not run for /api, and the only config rule is the fixed header set, which
// is read from the build's routes manifest and applied the same way. Anything else (other methods, a query
// string, a trailing slash, a malformed path) still goes to Next.
'use strict';

const { Readable } = require('node:stream');

const ENQUIRY_PATH = /^\/api\/v1\/([a-z0-9-]{1,64})$/;

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
      const answer = await post(new Request(url, { method: 'POST', headers, body: Readable.toWeb(request), duplex: 'half' }), { params: Promise.resolve({ endpoint }) });
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

module.exports = { createEnquiryRoute };
