import { createHash } from 'node:crypto';

/** Every security header the site sends, built in one place; proxy.ts applies them to every answer. */

export interface CspInput {
  /** 'sha256-…' sources of the inline scripts of the page being served. */
  scriptHashes: readonly string[];
  /** For an answer rendered on demand (a form post, the thank-you page): Next puts it on its own scripts. */
  nonce?: string | undefined;
  /** Origin of MEDIA_BASE_URL, when media come from a storage host. */
  mediaOrigin?: string | undefined;
  dev?: boolean;
  https?: boolean;
  /** The staff preview of an article is shown in frames on the site's own pages; nothing else may be framed. */
  framedBySelf?: boolean;
  /** The staff area frames that preview (its preview page, reached by a client-side navigation that keeps the policy of
   * the page it came from): the one part of the site that may frame anything, and only the site's own pages. */
  framesSelf?: boolean;
}

export function contentSecurityPolicy({ scriptHashes, nonce, mediaOrigin, dev = false, https = false, framedBySelf = false, framesSelf = false }: CspInput): string {
  const media = mediaOrigin ? ` ${mediaOrigin}` : '';
  const directives = [
    "default-src 'none'",
    `script-src 'self' ${nonce ? `'nonce-${nonce}' ` : ''}${scriptHashes.join(' ')}${dev ? " 'unsafe-eval' 'unsafe-inline'" : ''}`.replace(/\s+/g, ' ').trim(),
    // React writes style attributes (custom properties) and next/font a style block: styles stay inline-capable.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${media}`,
    `media-src 'self'${media}`,
    "font-src 'self'",
    `connect-src 'self'${dev ? ' ws:' : ''}`,
    "manifest-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ...(framesSelf ? ["frame-src 'self'"] : []),
    `frame-ancestors ${framedBySelf ? "'self'" : "'none'"}`,
    ...(https ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.join('; ');
}

/** The policy for answers that are not pages (API, files): nothing may run or frame them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

export const staticSecurityHeaders: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
};

/** The staff preview of an article (app/(public)/(site)/preview): framed by the editor, one person's, never indexed. */
export const PREVIEW_PATH = '/preview/';
/** The pages that may frame it: the staff area's (app/(staff)/staff/(signed-in)/articles/[id]/preview frames it). */
export const framesPreview = (pathname: string) => pathname === '/staff' || pathname.startsWith('/staff/');

/**
 * nginx caches the pages rendered per request for a few seconds and gives every answer its own nonce: it asks Node
 * for the page with this header, whose value Next puts on its scripts as their nonce, and replaces it in each answer
 * with a value of that request's own (deploy/nginx/articles.conf, docs/decisions/0031-a-nonce-per-answer-from-the-cache.md).
 */
export const NONCE_PLACEHOLDER_HEADER = 'x-quillmark-nonce-placeholder';
/** 48 lower-case hex digits: never a nonce Node makes itself (24 base64 characters), so nginx replaces only this one. */
const NONCE_PLACEHOLDER = /^[0-9a-f]{48}$/;

/** The placeholder a trusted proxy sent, when it has the one shape nginx's is made in; anything else is ignored. */
export const noncePlaceholder = (value: string | null) => (value !== null && NONCE_PLACEHOLDER.test(value) ? value : undefined);

/** Public pages rendered per request: a browser may keep them for Back, never serve them unasked; nothing shared keeps them. */
export const PER_REQUEST_PAGE_CACHE = 'private, no-cache';
/**
 * The same page rendered with nginx's placeholder, which nginx replaces in every answer: it may keep it two seconds, then
 * serve it one more while a render replaces it, so that a publish shows within five seconds (decision 0031). nginx
 * sends it on as private, no-cache: nothing past it keeps it.
 */
export const PLACEHOLDER_PAGE_CACHE = 'public, max-age=0, s-maxage=2, stale-while-revalidate=1';

/** Route → hashes map written after the build; pages not listed are served the not-found page's policy. */
export type ScriptHashes = Record<string, string[]>;

const routeOf = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

export function hashesFor(pathname: string, map: ScriptHashes): string[] {
  return map[routeOf(pathname)] ?? map['/_not-found'] ?? [];
}

/** Whether the build prerendered this page, i.e. its scripts are known by their hashes. */
export const isPrerendered = (pathname: string, map: ScriptHashes) => Object.hasOwn(map, routeOf(pathname));

/** An inline script's CSP source: the SHA-256 of its text, as a browser hashes it. */
export const inlineScriptHash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
