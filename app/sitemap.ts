import type { MetadataRoute } from 'next';
import { getPosts } from '@/lib/blog';
import { config } from '@/lib/config';
import { allRoutes } from '@/lib/routes';

/**
 * Every route from the content data, on the canonical origin, each with a last-modified date: an article's own date,
 * the blog's newest article for the blog, and the build's for the pages whose content carries no date.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  const posts = new Map(getPosts().map((post) => [`/blog/${post.slug}`, post.date]));
  const built = new Date().toISOString().slice(0, 10);
  const newest = [...posts.values()].sort().at(-1) ?? built;
  const lastModified = (route: string) => posts.get(route) ?? (route === '/blog' ? newest : built);
  return allRoutes().map((route) => ({
    url: `${config.SITE_URL}${route === '/' ? '' : route}`,
    lastModified: lastModified(route),
    changeFrequency: posts.has(route) ? 'yearly' : 'monthly',
    priority: route === '/' ? 1 : route.split('/').length > 2 ? 0.6 : 0.8,
  }));
}
