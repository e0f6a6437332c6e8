import type { MetadataRoute } from 'next';
import { getPosts } from '@/lib/blog';
import { config } from '@/lib/config';
import { allRoutes } from '@/lib/routes';

/** Every route from the content data, on the canonical origin; articles carry their dates. */
export default function sitemap(): MetadataRoute.Sitemap {
  const posts = new Map(getPosts().map((post) => [`/blog/${post.slug}`, post.date]));
  return allRoutes().map((route) => ({
    url: `${config.SITE_URL}${route === '/' ? '' : route}`,
    ...(posts.has(route) ? { lastModified: posts.get(route) } : {}),
    changeFrequency: posts.has(route) ? 'yearly' : 'monthly',
    priority: route === '/' ? 1 : route.split('/').length > 2 ? 0.6 : 0.8,
  }));
}
