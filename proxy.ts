import { readFileSync } from 'node:fs';
import path from 'node:path';
import { NextResponse, type NextRequest } from 'next/server';
import { config as site } from '@/lib/config';
import { crossSitePostPage, refuseMalformedPost, unreadableRequestPage } from '@/lib/form-post-guard';
import { isSameOrigin } from '@/lib/http/origin';
import { INTRO_FLAG_SCRIPT } from '@/lib/motion';
import { isReadableRouterState } from '@/lib/router-state-guard';
import { contentSecurityPolicy, framesPreview, hashesFor, inlineScriptHash, isPrerendered, NONCE_PLACEHOLDER_HEADER, noncePlaceholder, PER_REQUEST_PAGE_CACHE, PLACEHOLDER_PAGE_CACHE, PREVIEW_PATH, type ScriptHashes } from '@/lib/security';
import { OPEN_STAFF_PATHS, SIGN_IN_PATH } from '@/lib/staff/constants';
import { hasSessionCookie } from '@/lib/staff/session-cookie';

let hashes: ScriptHashes | undefined;

/**
 * Our own inline scripts in pages rendered per request (the home page, since it lists the newest articles): constant
 * text, so allowed by hash; Next's own scripts there carry the nonce.
 */
const OWN_INLINE_SCRIPTS = [inlineScriptHash(INTRO_FLAG_SCRIPT)];

/** Written by scripts/csp-hashes.mjs after the build; read once per process. */
function scriptHashes(): ScriptHashes {
  if (!hashes) {
    try {
      hashes = JSON.parse(readFileSync(path.join(process.cwd(), '.next', 'csp-hashes.json'), 'utf8')) as ScriptHashes;
    } catch {
      hashes = {};
    }
  }
  return hashes;
}

// Read from the validated configuration, as everywhere else; NODE_ENV is Next's, not a setting of ours.
const mediaOrigin = site.MEDIA_BASE_URL ? new URL(site.MEDIA_BASE_URL).origin : undefined;
const https = site.SITE_URL.startsWith('https:');
const dev = process.env.NODE_ENV !== 'production';
const behindProxy = site.TRUST_PROXY.kind !== 'none';

/**
 * Each prerendered page gets a script-src listing the hashes of its own inline scripts. What is rendered per
 * request (a form posted without JavaScript, the thank-you page) also gets a nonce, which Next reads from the
 * request's policy and puts on its scripts. The fixed headers, and the locked-down policy of every answer that
 * is not a page, come from next.config.ts: they cost nothing per request.
 */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (!isReadableRouterState(request.headers.get('next-router-state-tree'))) return unreadableRequestPage();
  if (request.method === 'POST') {
    // Refused here, before Next's own action check: it compares hosts alone, and answers a mismatch with a 500.
    if (!isSameOrigin(request.headers, { headerless: false, url: request.url })) return crossSitePostPage();
    const refused = await refuseMalformedPost(request);
    if (refused) return refused;
  }
  const staff = pathname === '/staff' || pathname.startsWith('/staff/');
  // A convenience only: without a session cookie there is no point rendering a staff page. Every staff page, route
  // handler and server action checks the session itself (lib/staff/guard.ts); this never lets anything through.
  if (staff && request.method === 'GET' && !OPEN_STAFF_PATHS.includes(pathname) && !hasSessionCookie(request))
    return withStaffHeaders(NextResponse.redirect(new URL(SIGN_IN_PATH, request.url)));
  const read = request.method === 'GET' || request.method === 'HEAD';
  const preview = pathname.startsWith(PREVIEW_PATH);
  const perRequest = !(read && isPrerendered(pathname, scriptHashes()));
  // Only behind a proxy the configuration trusts (nginx sets the header on every request it passes, so a visitor's own
  // never arrives), and only for a public page read: nginx may then keep the answer and replace the nonce in each copy.
  const placeholder = perRequest && read && behindProxy && !staff && !preview ? noncePlaceholder(request.headers.get(NONCE_PLACEHOLDER_HEADER)) : undefined;
  const nonce = perRequest ? (placeholder ?? Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64')) : undefined;
  const policy = contentSecurityPolicy({ scriptHashes: nonce ? [...hashesFor(pathname, scriptHashes()), ...OWN_INLINE_SCRIPTS] : hashesFor(pathname, scriptHashes()), nonce, mediaOrigin, dev, https, framedBySelf: preview, framesSelf: framesPreview(pathname) });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.delete(NONCE_PLACEHOLDER_HEADER);
  if (nonce) requestHeaders.set('content-security-policy', policy);
  const response = nonce || request.headers.has(NONCE_PLACEHOLDER_HEADER) ? NextResponse.next({ request: { headers: requestHeaders } }) : NextResponse.next();
  response.headers.set('Content-Security-Policy', policy);
  if (preview) response.headers.set('X-Frame-Options', 'SAMEORIGIN');
  // Next sends its pages rendered per request with no-store, which keeps Safari and Firefox from restoring them on Back.
  if (nonce && !staff && !preview) response.headers.set('Cache-Control', placeholder ? PLACEHOLDER_PAGE_CACHE : PER_REQUEST_PAGE_CACHE);
  return staff || preview ? withStaffHeaders(response) : response;
}

/** Staff pages are one person's: never stored by a browser or proxy cache, never indexed. */
function withStaffHeaders(response: NextResponse): NextResponse {
  response.headers.set('Cache-Control', 'private, no-store');
  response.headers.set('X-Robots-Tag', 'noindex, nofollow');
  return response;
}

export const config = {
  // Everything but the API, Next's own assets and the media files, which keep the locked-down policy of
  // next.config.ts. A path with an extension that no route has (/rss.xml) is answered with the not-found page, so it
  // needs that page's policy like any other 404; the feed, sitemap and icons get a page's policy too, which they
  // never use.
  matcher: ['/((?!api/|_next/|media/|uploads/).*)'],
};
