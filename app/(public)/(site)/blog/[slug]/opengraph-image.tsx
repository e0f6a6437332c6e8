import { notFound } from 'next/navigation';
import { blogPage } from '@/content/pages';
import { getPost, getPosts } from '@/lib/blog';
import { ogContentType, ogSize, renderOg } from '@/lib/og';

export const size = ogSize;
export const contentType = ogContentType;
export const alt = blogPage.ogImageAlt;

// Only the slugs built: any other answers 404 from the router, and nothing is rendered or written to the cache.
export const dynamicParams = false;

export function generateStaticParams() {
  return getPosts().map((post) => ({ slug: post.slug }));
}

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const post = getPost((await params).slug);
  if (!post) notFound();
  return renderOg({ label: `${post.author} · ${post.readingMinutes} min read`, title: post.title });
}
