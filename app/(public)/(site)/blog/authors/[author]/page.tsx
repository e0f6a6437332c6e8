import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PostList } from '@/components/blog/post-list';
import { PageHero } from '@/components/sections/page-hero';
import { BreadcrumbLd, JsonLd } from '@/components/seo/json-ld';
import { authorPage } from '@/content/authors';
import { getPosts } from '@/lib/blog';
import { getAuthor, getAuthors, postsBy } from '@/lib/bylines';
import { config } from '@/lib/config';
import { pageMetadata, profilePageLd } from '@/lib/seo';

interface AuthorPageProps {
  params: Promise<{ author: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return getAuthors().map((author) => ({ author: author.slug }));
}

export async function generateMetadata({ params }: AuthorPageProps): Promise<Metadata> {
  const author = getAuthor((await params).author);
  if (!author) return {};
  return pageMetadata(authorPage.meta(author), { path: author.path });
}

export default async function AuthorPage({ params }: AuthorPageProps) {
  const author = getAuthor((await params).author);
  if (!author) notFound();
  return (
    <>
      <JsonLd data={profilePageLd(config.SITE_URL, author)} />
      <BreadcrumbLd section="/blog" page={{ name: author.name, path: author.path }} />
      <PageHero hero={authorPage.hero(author)} />
      <PostList posts={postsBy(await getPosts(), author)} heading={authorPage.articlesHeading(author.name)} />
    </>
  );
}
