import { signInCopy } from '@/content/staff-auth';
import { keyAsAddress } from '@/lib/address-key';
import { config } from '@/lib/config';
import { services } from '@/lib/container';
import { clientAddress } from '@/lib/http/client-address';
import { isSameOrigin } from '@/lib/http/origin';
import { json, readJson } from '@/lib/http/requests';
import { CLIENT_HEADER } from '@/lib/staff/auth';
import { auditRouteRefusal } from '@/lib/staff/auth-audit';
import { refusedInput, servedEndpoint } from '@/lib/staff/auth-requests';
import { AUTH_BASE_PATH } from '@/lib/staff/constants';
import { staffAuth } from '@/lib/staff/runtime';

export const dynamic = 'force-dynamic';

const BODY_LIMIT_BYTES = 16 * 1024;
const HEADERS = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex, nofollow' };

async function handle(request: Request): Promise<Response> {
  const path = new URL(request.url).pathname.slice(AUTH_BASE_PATH.length);
  if (!servedEndpoint(request.method, path)) return json(404, { ok: false, error: 'Not found' }, HEADERS);
  // Posts must come from a staff page; Better Auth checks the origin too, this answers before it reads anything.
  if (request.method === 'POST' && !isSameOrigin(request.headers, { headerless: false, siteUrl: config.SITE_URL })) return json(403, { ok: false, error: 'Cross-site requests are not accepted' }, HEADERS);
  const headers = new Headers(request.headers);
  // Better Auth keys its limits and sessions by this header alone: always ours, whatever the client sent; an IPv6
  // client as its /64's first address, which Better Auth reads as an address and keys by the same /64.
  const client = clientAddress(request.headers.get('x-forwarded-for'), config.TRUST_PROXY);
  headers.set(CLIENT_HEADER, keyAsAddress(client));
  // The site's one limiter (lib/http/rate-limit.ts), as for enquiries and beacons, before a byte of the body is read.
  const take = await services().staffAuth.take(client);
  if (!take.ok) {
    await auditRouteRefusal(services().store, path, headers, 429, 'address-limit');
    return json(429, { ok: false, error: signInCopy.limited }, { ...HEADERS, 'retry-after': String(take.retryAfterSeconds) });
  }
  let body: { text: string; value: unknown } | null = null;
  if (request.method === 'POST') {
    const read = await readJson(request, { limit: BODY_LIMIT_BYTES, noun: 'request', headers: HEADERS, empty: {} });
    if (!read.ok) {
      // Text that is not JSON is an attempt like any other input our pages never send: on the trail.
      if (read.response.status === 400) await auditRouteRefusal(services().store, path, headers, 400, 'unexpected-input');
      return read.response;
    }
    body = read;
  }
  const refused = refusedInput(request.method, path, new URL(request.url).searchParams, body?.value);
  if (refused) {
    await auditRouteRefusal(services().store, path, headers, 400, 'unexpected-input');
    return json(400, { ok: false, error: refused }, HEADERS);
  }
  const auth = await staffAuth();
  const forwarded = new Request(request.url, { method: request.method, headers, body: body?.text ?? null });
  const response = await auth.handler(forwarded);
  // Better Auth's per-address limit answers before any hook runs: its refusals are written to the trail here.
  if (response.status === 429 && response.headers.has('x-retry-after')) await auditRouteRefusal(services().store, path, headers, 429, 'address-limit');
  for (const [name, value] of Object.entries(HEADERS)) response.headers.set(name, value);
  return response;
}

export { handle as GET, handle as POST };
