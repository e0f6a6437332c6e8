import type { MetadataRoute } from 'next';
import { config } from '@/lib/config';

export default function robots(): MetadataRoute.Robots {
  return {
    // The staff area is also noindex; a crawler has no reason to ask for it at all.
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/staff'] }],
    sitemap: `${config.SITE_URL}/sitemap.xml`,
    host: config.SITE_URL,
  };
}
