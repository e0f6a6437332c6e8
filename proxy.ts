import { readFileSync } from 'node:fs';
import path from 'node:path';
import { NextResponse, type NextRequest } from 'next/server';
import { API_CSP, contentSecurityPolicy, hashesFor, staticSecurityHeaders, type ScriptHashes } from '@/lib/security';

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

/** Security headers on every answer; each page gets a script-src listing the hashes of its own inline scripts. */
export function proxy(request: NextRequest) {
  const response = NextResponse.next();
  const { pathname } = request.nextUrl;
  for (const [name, value] of Object.entries(staticSecurityHeaders)) response.headers.set(name, value);
  const page = !pathname.startsWith('/api/') && !pathname.startsWith('/_next/') && !/\.[a-z0-9]+$/i.test(pathname);
  response.headers.set('Content-Security-Policy', page ? contentSecurityPolicy({ scriptHashes: hashesFor(pathname, scriptHashes()), mediaOrigin, dev, https }) : API_CSP);
  return response;
}
