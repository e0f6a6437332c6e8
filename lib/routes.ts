import { services } from '@/content/services';
import { authorPath } from './bylines';
import { ARTICLE_SLUG } from './forms/article';

/** Every page the site serves, from the content data: the sweep, the sitemap and the link checks use it. */
export const staticRoutes = [
  '/',
  '/products',
  '/services',
  '/contact-us',
  '/about-us',
  '/bootcamp',
  '/studyabroad',
  '/sponsorship',
  '/blog',
  '/privacy-policy',
  '/terms-and-conditions',
] as const;

/**
 * Every page the site serves with these articles live and these authors' pages: the sitemap passes the store's, the
 * tests a fresh store's (lib/articles/shipped.ts).
 */
export function allRoutes(posts: readonly { slug: string }[], authors: readonly { slug: string }[]): string[] {
  return [
    ...staticRoutes,
    ...services.map((service) => `/services/${service.slug}`),
    ...posts.map((post) => `/blog/${post.slug}`),
    ...authors.map((author) => authorPath(author.slug)),
  ];
}


/**
 * A path an article may be served at. Articles come and go without a build, so the insights count any such path as
 * its own page (a made-up one is still held to the beacons' rate limit); everything else is one of allRoutes.
 */
export const isArticlePath = (path: string) => path.startsWith('/blog/') && ARTICLE_SLUG.test(path.slice('/blog/'.length)) && path.length <= 120;

/** A path an author's page may be served at: pages come and go as writers make them, as articles do. */
export const isAuthorPath = (path: string) => path.startsWith('/blog/authors/') && ARTICLE_SLUG.test(path.slice('/blog/authors/'.length)) && path.length <= 120;
