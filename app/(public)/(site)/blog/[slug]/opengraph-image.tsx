import { notFound } from 'next/navigation';
import { blogPage } from '@/content/pages';
import { shareCover } from '@/lib/articles/share-cover';
import { getPost } from '@/lib/blog';
import { ogContentType, ogSize, renderOg } from '@/lib/og';

export const size = ogSize;
export const contentType = ogContentType;
export const alt = blogPage.ogImageAlt;

/** Drawn for a live article only, on its cover: a draft's, a scheduled one's or an unpublished one's answers 404. */
export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const post = await getPost((await params).slug);
  if (!post) notFound();
  return renderOg({ label: `${post.author} · ${post.readingMinutes} min read`, title: post.seoTitle ?? post.title, background: await shareCover(post.cover) });
}
