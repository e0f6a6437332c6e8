import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Article } from '@/components/blog/article';
import { company } from '@/content/company';
import { blogPage } from '@/content/pages';
import { getMostRead, getPost, getPosts } from '@/lib/blog';

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
  return { title: `${post.title} | ${company.name}`, description: post.summary, keywords: [...post.tags], authors: [{ name: post.author }] };
}

export default async function ArticlePage({ params }: ArticlePageProps) {
  const post = getPost((await params).slug);
  if (!post) notFound();
  return <Article post={post} mostRead={getMostRead(post.slug, blogPage.mostReadSlugs)} />;
}
