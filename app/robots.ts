import type { MetadataRoute } from 'next';
import { config } from '@/lib/config';

export default function robots(): MetadataRoute.Robots {
  return {
    // The staff area and its preview of articles are also noindex; a crawler has no reason to ask for them at all.
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/staff', '/preview/'] }],
    sitemap: `${config.SITE_URL}/sitemap.xml`,
    host: config.SITE_URL,
  };
}
