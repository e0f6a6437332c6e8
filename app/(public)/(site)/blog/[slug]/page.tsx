import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Article } from '@/components/blog/article';
import { BreadcrumbLd, JsonLd } from '@/components/seo/json-ld';
import { company } from '@/content/company';
import { blogPage } from '@/content/pages';
import { authorOf, getMostRead, getPost, getPosts } from '@/lib/blog';
import { config } from '@/lib/config';
import { coverUrl } from '@/lib/media';
import { articleLd, pageMetadata } from '@/lib/seo';

interface ArticlePageProps {
  params: Promise<{ slug: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return getPosts().map((post) => ({ slug: post.slug }));
}

export async function generateMetadata({ params }: ArticlePageProps): Promise<Metadata> {
  const post = getPost((await params).slug);
  if (!post) return {};
  const author = authorOf(post);
  return {
    ...pageMetadata({ title: `${post.title} | ${company.name}`, description: post.summary, keywords: post.tags }, { path: `/blog/${post.slug}`, type: 'article', publishedTime: post.date, authors: [author.name], ownImage: true }),
    authors: [{ name: author.name, url: author.path }],
  };
}

export default async function ArticlePage({ params }: ArticlePageProps) {
  const post = getPost((await params).slug);
  if (!post) notFound();
  const author = authorOf(post);
  return (
    <>
      <JsonLd data={articleLd(config.SITE_URL, { ...post, cover: coverUrl(post.cover) }, author)} />
      <BreadcrumbLd section="/blog" page={{ name: post.title, path: `/blog/${post.slug}` }} />
      <Article post={post} author={author} mostRead={getMostRead(post.slug, blogPage.mostReadSlugs)} />
    </>
  );
}
