import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PostList } from '@/components/blog/post-list';
import { PageHero } from '@/components/sections/page-hero';
import { BreadcrumbLd, JsonLd } from '@/components/seo/json-ld';
import { authorPage } from '@/content/authors';
import { getAuthor, getPosts } from '@/lib/blog';
import { postsBy } from '@/lib/bylines';
import { config } from '@/lib/config';
import { pageMetadata, profilePageLd } from '@/lib/seo';
import { uploadUrl } from '@/lib/uploads';

// An author's page, as its writer keeps it in the store (lib/articles/authors.ts): read per request, as the articles
// are, so a page made or changed is on the site at once.

interface AuthorPageProps {
  params: Promise<{ author: string }>;
}

export async function generateMetadata({ params }: AuthorPageProps): Promise<Metadata> {
  const author = await getAuthor((await params).author);
  if (!author) return {};
  return pageMetadata(authorPage.meta(author), { path: author.path });
}

export default async function AuthorPage({ params }: AuthorPageProps) {
  const author = await getAuthor((await params).author);
  if (!author) notFound();
  const { photo } = author;
  return (
    <>
      <JsonLd data={profilePageLd(config.SITE_URL, author)} />
      <BreadcrumbLd section="/blog" page={{ name: author.name, path: author.path }} />
      <PageHero hero={authorPage.hero(author)} portrait={photo && { src: uploadUrl(photo.id), alt: photo.alt, width: photo.width, height: photo.height }} />
      <PostList posts={postsBy(await getPosts(), author)} heading={authorPage.articlesHeading(author.name)} />
    </>
  );
}
