import type { MetadataRoute } from 'next';
import { getAuthors, getPosts } from '@/lib/blog';
import { postsBy } from '@/lib/bylines';
import { config } from '@/lib/config';
import { allRoutes } from '@/lib/routes';

/**
 * Every route from the content data, on the canonical origin, each with a last-modified date: an article's own date,
 * the newest article for the blog, the author's newest for an author's page, and the build's for the pages whose
 * content carries no date.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const built = new Date().toISOString().slice(0, 10);
  // Articles come newest first, so the first of a list is its newest.
  const [articles, authors] = await Promise.all([getPosts(), getAuthors()]);
  const posts = new Map(articles.map((post) => [`/blog/${post.slug}`, post.date]));
  const dated = new Map([
    ...posts,
    ['/blog', articles[0]?.date ?? built],
    ...authors.map((author) => [author.path, postsBy(articles, author)[0]?.date ?? built] as const),
  ]);
  return allRoutes(articles, authors).map((route) => ({
    url: `${config.SITE_URL}${route === '/' ? '' : route}`,
    lastModified: dated.get(route) ?? built,
    changeFrequency: posts.has(route) ? 'yearly' : 'monthly',
    priority: route === '/' ? 1 : route.split('/').length > 2 ? 0.6 : 0.8,
  }));
}
