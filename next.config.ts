import { execFileSync } from 'node:child_process';
import type { NextConfig } from 'next';
import { BUILD_ID_PATTERN } from './lib/insights/beacon';
import { DEVICE_SIZES, IMAGE_SIZES } from './lib/picture-sizes.cjs';
import { API_CSP, staticSecurityHeaders } from './lib/security';

/** The commit built, or 'nogit' outside a checkout. */
function shortSha(): string {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return /^[0-9a-f]+$/.test(sha) ? sha : 'nogit';
  } catch {
    return 'nogit';
  }
}

// Set before Next starts its build workers, which inherit the environment and load this file again: one id a build.
process.env.BUILD_ID ||= `${new Date().toISOString().replace(/\D/g, '').slice(0, 12)}-${shortSha()}`;
if (!BUILD_ID_PATTERN.test(process.env.BUILD_ID)) throw new Error(`BUILD_ID must be 1 to 64 letters, digits, dots, hyphens or underscores: ${JSON.stringify(process.env.BUILD_ID)}`);

const nextConfig: NextConfig = {
  output: 'standalone',
  poweredByHeader: false,
  // The SITE_URL the pages are prerendered with, so that the server warns at start when it runs with another; the
  // media host for lib/picture-loader.ts, which is bundled for browsers and so cannot read lib/config.ts; the build
  // the insights script names in its vitals (lib/insights/client.ts), which staff see deploys by.
  env: { BUILD_SITE_URL: process.env.SITE_URL ?? '', BUILD_MEDIA_BASE_URL: process.env.MEDIA_BASE_URL ?? '', BUILD_ID: process.env.BUILD_ID },
  reactStrictMode: true,
  // Every page's title and meta tags in its head, for every client: Next streams a page's metadata after the head
  // when generateMetadata resolves after the page (it did for the first articles a cold server rendered, so the
  // title landed in the body of a page nginx then cached for everyone). /.*/ is the documented way to turn streaming
  // metadata off; the metadata reads what the page reads, so the page waits for nothing more.
  htmlLimitedBots: /.*/,
  // The type check runs once, as `npm run typecheck` (part of npm test): `next typegen` writes the route types this
  // build would, then tsc checks every file against them. The build's own pass was the same check again, 18 s of one
  // core beside the unit tests.
  typescript: { ignoreBuildErrors: true },
  // proxy.ts sees the request as sent, the app router's own headers included (Next-Router-State-Tree), so that it
  // can refuse one Next could not read with a 400 rather than Next's 500 (lib/router-state-guard.ts).
  skipProxyUrlNormalize: true,
  experimental: {
    // Each page carries its CSS (8.5 kB gzip in all) in the head instead of three stylesheets behind a second round
    // trip: under real slow 4G that trip held every first paint back (docs/decisions/0004-inline-css.md).
    inlineCss: true,
    // Each route inlines the CSS of its own modules only. Merging (the default) put other routes' rules in every
    // page: / carried 34.6 kB of CSS instead of 18.0 (webpack; Turbopack allows no other setting). 0019.
    cssChunking: false,
    // A form posted without JavaScript is a few kB; the JSON API takes 16 kB, and a post has no reason to take more.
    serverActions: { bodySizeLimit: '32kb' },
    // proxy.ts reads a form post's body to refuse what Next would answer with a 500; it needs no more than this.
    proxyClientMaxBodySize: '64kb',
    // The public site and the staff area are two apps with a root layout each, so a URL neither matches gets
    // app/global-not-found.tsx, the public 404, rendered on its own.
    globalNotFound: true,
  },
  // React sends a page's preloads (its fonts) as a Link header when it can, with the page's nonce on each. nginx gives
  // every cached answer its own nonce by replacing it in the body (deploy/nginx/articles.conf), so the preloads stay
  // in the document's head, as on every prerendered page. docs/decisions/0031.
  reactMaxHeadersLength: 0,
  // piscina starts its threads from its own files (node_modules/piscina/dist/worker.js): required, not bundled.
  serverExternalPackages: ['better-sqlite3', 'piscina'],
  async headers() {
    const fixed = Object.entries(staticSecurityHeaders).map(([key, value]) => ({ key, value }));
    // Every answer starts locked down; proxy.ts replaces the policy of pages with one naming their own scripts.
    return [{ source: '/:path*', headers: [...fixed, { key: 'Content-Security-Policy', value: API_CSP }] }];
  },
  images: {
    // Pictures are encoded before `next build` (scripts/media/sizes.mjs) and served as files. A custom loader also
    // turns /_next/image into a 404: no request can make the server encode, and nothing falls back to it unseen.
    loader: 'custom',
    loaderFile: './lib/picture-loader.ts',
    // The widths srcsets offer, from the module the build script makes them by (it says why these).
    deviceSizes: [...DEVICE_SIZES],
    imageSizes: [...IMAGE_SIZES],
  },
};

export default nextConfig;
