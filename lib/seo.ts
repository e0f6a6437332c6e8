import type { Metadata } from 'next';
import { company } from '@/content/company';
import { blogPage } from '@/content/pages';
import type { PageMeta } from '@/content/types';
import type { BlogAuthor } from '@/lib/bylines';

interface PageMetadataOptions {
  path: string;
  /** Services and articles draw their own share image (opengraph-image.tsx beside the page). */
  ownImage?: boolean;
  type?: 'website' | 'article';
  publishedTime?: string;
  authors?: string[];
}

const SITE_IMAGE = '/opengraph-image';

/**
 * The blog's feed, announced by every public page so that a reader's feed finder works from any of them. A page's
 * `alternates` replaces its layout's whole, so pageMetadata names it again beside the canonical.
 */
export const feedAlternates = { types: { 'application/rss+xml': [{ url: '/feed.xml', title: `${company.name} ${blogPage.hero.title}` }] } };

/** Title, description, canonical, Open Graph and Twitter tags for one route, from its content record. */
export function pageMetadata(meta: PageMeta, { path, type = 'website', publishedTime, authors, ownImage = false }: PageMetadataOptions): Metadata {
  // A page that sets openGraph replaces the layout's, so the site's share image is named here explicitly.
  const images = ownImage ? undefined : [{ url: SITE_IMAGE, width: 1200, height: 630, alt: meta.title }];
  return {
    title: meta.title,
    description: meta.description,
    keywords: meta.keywords ? [...meta.keywords] : undefined,
    alternates: { canonical: path, ...feedAlternates },
    openGraph: {
      title: meta.title,
      description: meta.description,
      url: path,
      siteName: company.name,
      locale: 'en_GB',
      type,
      ...(type === 'article' ? { publishedTime, authors } : {}),
      ...(images ? { images } : {}),
    },
    twitter: { card: 'summary_large_image', title: meta.title, description: meta.description, ...(images ? { images } : {}) },
  };
}

type Thing = Record<string, unknown>;

const absolute = (base: string, path: string) => (/^https?:/.test(path) ? path : `${base}${path === '/' ? '' : path}`);

/**
 * The company's logo for search engines: the mark as a square PNG (app/apple-icon.tsx draws it at this size), since
 * Google asks for at least 112 px each way and the wordmark is 180 by 40.
 */
export const SITE_LOGO = { url: '/apple-icon', size: 180 } as const;

const logoLd = (base: string) => ({ '@type': 'ImageObject', url: absolute(base, SITE_LOGO.url), width: SITE_LOGO.size, height: SITE_LOGO.size });

/** The company with its offices and contact points (home page). */
export function organizationLd(base: string): Thing {
  const countries: Record<string, string> = { uk: 'GB', usa: 'US', bangalore: 'IN', hyderabad: 'IN' };
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${base}/#organization`,
    name: company.name,
    legalName: company.legalName,
    url: base,
    logo: logoLd(base),
    description: company.blurb,
    sameAs: company.social.map((link) => link.href),
    location: company.offices.map((office) => ({
      '@type': 'Place',
      name: office.label,
      address: { '@type': 'PostalAddress', streetAddress: office.addressLines.slice(0, -1).join(', '), addressLocality: office.addressLines.at(-1), addressCountry: countries[office.id] },
    })),
    contactPoint: [
      ...company.emails.map((email) => ({ '@type': 'ContactPoint', contactType: email.label, email: email.address })),
      ...company.phones.map((phone) => ({ '@type': 'ContactPoint', contactType: phone.label, telephone: phone.number })),
    ],
  };
}

export function websiteLd(base: string): Thing {
  return { '@context': 'https://schema.org', '@type': 'WebSite', '@id': `${base}/#website`, name: company.name, url: base, inLanguage: 'en-GB', publisher: { '@id': `${base}/#organization` } };
}

/** Home › … › this page. */
export function breadcrumbLd(base: string, trail: readonly { name: string; path: string }[]): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({ '@type': 'ListItem', position: index + 1, name: step.name, item: absolute(base, step.path) })),
  };
}

export function serviceLd(base: string, service: { title: string; meta: PageMeta; slug: string }): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.title,
    description: service.meta.description,
    url: absolute(base, `/services/${service.slug}`),
    provider: { '@type': 'Organization', name: company.name, url: base },
    areaServed: ['GB', 'US', 'IN'],
  };
}

/** An article's day as a full ISO datetime with its zone: the start of that day in UTC. */
const isoDay = (day: string) => new Date(`${day}T00:00:00Z`).toISOString();

/** Who wrote an article: a Person at the company, with the author's page on the site. */
function personLd(base: string, author: Pick<BlogAuthor, 'name' | 'role' | 'path'>): Thing {
  return {
    '@type': 'Person',
    name: author.name,
    jobTitle: author.role,
    worksFor: { '@type': 'Organization', '@id': `${base}/#organization`, name: company.name, url: base },
    url: absolute(base, author.path),
  };
}

export function articleLd(base: string, post: { slug: string; title: string; summary: string; date: string; cover: string }, author: Pick<BlogAuthor, 'name' | 'role' | 'path'>): Thing {
  const url = absolute(base, `/blog/${post.slug}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.summary,
    datePublished: isoDay(post.date),
    dateModified: isoDay(post.date),
    author: personLd(base, author),
    publisher: { '@type': 'Organization', '@id': `${base}/#organization`, name: company.name, url: base, logo: logoLd(base) },
    image: absolute(base, post.cover),
    mainEntityOfPage: url,
    url,
  };
}

/** An author's page: the same Person the bylines name, with the bio, as the page's main entity. */
export function profilePageLd(base: string, author: Pick<BlogAuthor, 'name' | 'role' | 'path' | 'bio'>): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url: absolute(base, author.path),
    mainEntity: { ...personLd(base, author), description: author.bio },
  };
}
