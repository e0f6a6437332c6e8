import { services } from '@/content/services';
import { getAuthors, getPosts } from './blog';

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

export function allRoutes(): string[] {
  return [
    ...staticRoutes,
    ...services.map((service) => `/services/${service.slug}`),
    ...getPosts().map((post) => `/blog/${post.slug}`),
    ...getAuthors().map((author) => author.path),
  ];
}
