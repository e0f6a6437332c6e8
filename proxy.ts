import { readFileSync } from 'node:fs';
import path from 'node:path';
import { NextResponse, type NextRequest } from 'next/server';
import { contentSecurityPolicy, hashesFor, type ScriptHashes } from '@/lib/security';

let hashes: ScriptHashes | undefined;

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

const mediaOrigin = process.env.MEDIA_BASE_URL ? new URL(process.env.MEDIA_BASE_URL).origin : undefined;
const https = (process.env.SITE_URL ?? '').startsWith('https:');
const dev = process.env.NODE_ENV !== 'production';

/**
 * Each page gets a script-src listing the hashes of its own inline scripts. The fixed headers, and the locked-down
 * policy of every answer that is not a page, come from next.config.ts: they cost nothing per request.
 */
export function proxy(request: NextRequest) {
  const response = NextResponse.next();
  const scriptHashesOfPage = hashesFor(request.nextUrl.pathname, scriptHashes());
  response.headers.set('Content-Security-Policy', contentSecurityPolicy({ scriptHashes: scriptHashesOfPage, mediaOrigin, dev, https }));
  return response;
}

export const config = {
  // Pages only: not the API, Next's own assets, or any file with an extension (media, icons, feed, sitemap).
  matcher: ['/((?!api/|_next/|.*\\.[a-zA-Z0-9]+$).*)'],
};
