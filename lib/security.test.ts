import { readFileSync } from 'node:fs';
import { API_CSP, contentSecurityPolicy, framesPreview, hashesFor, inlineScriptHash, noncePlaceholder, staticSecurityHeaders } from './security';

describe('the content security policy', () => {
  it('lists the page’s script hashes and never unsafe-inline or unsafe-eval in production', () => {
    const csp = contentSecurityPolicy({ scriptHashes: ["'sha256-abc='", "'sha256-def='"] });
    expect(csp).toContain("script-src 'self' 'sha256-abc=' 'sha256-def='");
    expect(/script-src [^;]*unsafe/.test(csp)).toBe(false);
    for (const directive of ["object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'", "default-src 'none'"]) expect(csp).toContain(directive);
  });

  it('limits media and images to the site and the media host', () => {
    const csp = contentSecurityPolicy({ scriptHashes: [], mediaOrigin: 'https://cdn.example' });
    expect(csp).toContain("media-src 'self' https://cdn.example");
    expect(csp).toContain("img-src 'self' data: blob: https://cdn.example");
    expect(contentSecurityPolicy({ scriptHashes: [] })).toContain("media-src 'self';");
  });

  it('relaxes only in development and upgrades requests only over https', () => {
    expect(contentSecurityPolicy({ scriptHashes: [], dev: true })).toContain("'unsafe-eval'");
    expect(contentSecurityPolicy({ scriptHashes: [], https: true })).toContain('upgrade-insecure-requests');
    expect(contentSecurityPolicy({ scriptHashes: [] })).not.toContain('upgrade-insecure-requests');
  });

  it('lets only the article preview be framed, only by the site, and only the staff area frame it', () => {
    const page = contentSecurityPolicy({ scriptHashes: [] });
    expect(page).not.toContain('frame-src');
    expect(contentSecurityPolicy({ scriptHashes: [], framedBySelf: true })).toContain("frame-ancestors 'self'");
    expect(contentSecurityPolicy({ scriptHashes: [], framesSelf: true })).toContain("frame-src 'self'; frame-ancestors 'none'");
    expect(['/staff/articles/12/preview', '/staff', '/staffing', '/', '/blog/x', '/preview/articles/1'].map(framesPreview)).toEqual([true, true, false, false, false, false]);
  });

  it('hashes an inline script as a browser does (SHA-256 of its UTF-8 text, base64)', () => {
    expect(inlineScriptHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });

  it('finds a page’s hashes, ignoring a trailing slash, and gives unknown pages the not-found page’s', () => {
    const map = { '/': ['a'], '/products': ['b'], '/_not-found': ['c'] };
    expect(hashesFor('/', map)).toEqual(['a']);
    expect(hashesFor('/products/', map)).toEqual(['b']);
    expect(hashesFor('/nope', map)).toEqual(['c']);
    expect(hashesFor('/nope', {})).toEqual([]);
  });

  it('locks API answers down completely', () => {
    expect(API_CSP).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});

describe('the fixed headers', () => {
  it('are the ones the Observatory looks for', () => {
    expect(staticSecurityHeaders).toMatchObject({
      'Strict-Transport-Security': expect.stringContaining('max-age=63072000'),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cross-Origin-Opener-Policy': 'same-origin',
    });
    expect(staticSecurityHeaders['Permissions-Policy']).toMatch(/camera=\(\), microphone=\(\), geolocation=\(\)/);
  });
});

describe('the nonce placeholder nginx sends', () => {
  it('is taken only in the one shape nginx makes it, never like a nonce Node makes itself', () => {
    const placeholder = '0123456789abcdef'.repeat(3);
    expect(noncePlaceholder(placeholder)).toBe(placeholder);
    for (const refused of [null, '', placeholder.slice(1), `${placeholder}0`, placeholder.toUpperCase(), 'cF9bi+zF2BY+jRBlrBPzEw==', `${placeholder.slice(0, 47)}'`, `${placeholder.slice(0, 40)}"><script>`])
      expect(noncePlaceholder(refused)).toBeUndefined();
  });

  it('and nginx replaces it only in that shape: a policy with a nonce of Node’s own keeps it', () => {
    const map = /map \$upstream_http_content_security_policy \$quillmark_page_csp \{\s*"~([^"]+)"/.exec(readFileSync('deploy/nginx/http.conf', 'utf8'))?.[1];
    const pattern = new RegExp(map!.replace(/\(\?<\w+>/g, '('));
    expect(pattern.test(contentSecurityPolicy({ scriptHashes: [], nonce: 'ab'.repeat(24) }))).toBe(true);
    expect(pattern.test(contentSecurityPolicy({ scriptHashes: [], nonce: 'cF9bi+zF2BY+jRBlrBPzEw==' }))).toBe(false);
  });
});
