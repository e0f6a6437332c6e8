import type { NextConfig } from 'next';
import { parseConfig } from './lib/config';

const { MEDIA_BASE_URL } = parseConfig(process.env);
const mediaHost = MEDIA_BASE_URL ? new URL(MEDIA_BASE_URL) : undefined;

const nextConfig: NextConfig = {
  output: 'standalone',
  poweredByHeader: false,
  reactStrictMode: true,
  serverExternalPackages: ['better-sqlite3'],
  images: {
    formats: ['image/avif', 'image/webp'],
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
