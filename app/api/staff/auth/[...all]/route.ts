import { config } from '@/lib/config';
import { clientAddress } from '@/lib/http/client-address';
import { isSameOrigin } from '@/lib/http/origin';
import { json, readCapped } from '@/lib/http/requests';
import { CLIENT_HEADER } from '@/lib/staff/auth';
import { AUTH_BASE_PATH } from '@/lib/staff/constants';
import { staffAuth } from '@/lib/staff/runtime';

export const dynamic = 'force-dynamic';

/**
 * The Better Auth endpoints the staff area's pages call, and no others: its admin endpoints (impersonation, user
 * creation and the like) are not served over HTTP at all. The team is managed by server actions that check the
 * session themselves (lib/staff/team.ts).
 */
const SERVED = new Set([
  'GET /get-session',
  'POST /sign-out',
  'POST /sign-in/email',
  'GET /passkey/generate-authenticate-options',
  'POST /passkey/verify-authentication',
  'GET /passkey/generate-register-options',
  'POST /passkey/verify-registration',
  'POST /two-factor/enable',
  'POST /two-factor/verify-totp',
]);

const BODY_LIMIT_BYTES = 16 * 1024;
const HEADERS = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex, nofollow' };

async function handle(request: Request): Promise<Response> {
  const path = new URL(request.url).pathname.slice(AUTH_BASE_PATH.length);
  if (!SERVED.has(`${request.method} ${path}`)) return json(404, { ok: false, error: 'Not found' }, HEADERS);
  // Posts must come from a staff page; Better Auth checks the origin too, this answers before it reads anything.
  if (request.method === 'POST' && !isSameOrigin(request.headers, { headerless: false, siteUrl: config.SITE_URL })) return json(403, { ok: false, error: 'Cross-site requests are not accepted' }, HEADERS);
  const headers = new Headers(request.headers);
  // Better Auth keys its limits and sessions by this header alone: always ours, whatever the client sent.
  headers.set(CLIENT_HEADER, clientAddress(request.headers.get('x-forwarded-for'), config.TRUST_PROXY));
  let body: string | null = null;
  if (request.method === 'POST') {
    if (Number(request.headers.get('content-length') ?? 0) > BODY_LIMIT_BYTES) return json(413, { ok: false, error: 'Too large' }, HEADERS);
    const text = await readCapped(request, BODY_LIMIT_BYTES);
    if (text === null) return json(413, { ok: false, error: 'Too large' }, HEADERS);
    body = text;
  }
  const auth = await staffAuth();
  const response = await auth.handler(new Request(request.url, { method: request.method, headers, body }));
  for (const [name, value] of Object.entries(HEADERS)) response.headers.set(name, value);
  return response;
}

export { handle as GET, handle as POST };
