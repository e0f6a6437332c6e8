import type { NextConfig } from 'next';
import { parseConfig } from './lib/config';
import { API_CSP, staticSecurityHeaders } from './lib/security';

const { MEDIA_BASE_URL } = parseConfig(process.env);
const mediaHost = MEDIA_BASE_URL ? new URL(MEDIA_BASE_URL) : undefined;

const nextConfig: NextConfig = {
  output: 'standalone',
  poweredByHeader: false,
  reactStrictMode: true,
  serverExternalPackages: ['better-sqlite3'],
  async headers() {
    const fixed = Object.entries(staticSecurityHeaders).map(([key, value]) => ({ key, value }));
    // Every answer starts locked down; proxy.ts replaces the policy of pages with one naming their own scripts.
    return [{ source: '/:path*', headers: [...fixed, { key: 'Content-Security-Policy', value: API_CSP }] }];
  },
  images: {
    formats: ['image/avif', 'image/webp'],
    // Every picture the site has is at most 1200 px wide (public/media); Next's larger default widths (1920, 2048,
    // 3840) were the same 1200 px picture encoded again under three more URLs, each one for the server to warm.
    deviceSizes: [640, 750, 828, 1080, 1200],
    remotePatterns: mediaHost
      ? [
          {
            protocol: mediaHost.protocol.replace(':', '') as 'http' | 'https',
            hostname: mediaHost.hostname,
            port: mediaHost.port,
            pathname: `${mediaHost.pathname.replace(/\/$/, '')}/**`,
          },
        ]
      : [],
  },
};

export default nextConfig;
