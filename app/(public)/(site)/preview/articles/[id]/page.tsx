import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Article } from '@/components/blog/article';
import { blogPage } from '@/content/pages';
import { previewPost } from '@/lib/articles/live';
import { getMostRead } from '@/lib/blog';
import { authorOf } from '@/lib/bylines';
import { requirePreviewer } from '@/lib/staff/preview';

interface PreviewPageProps {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ revision?: string | string[] }>;
}

export const metadata: Metadata = { title: blogPage.previewTitle, robots: { index: false, follow: false } };

/** A revision as its article page will show it, with the site's own layout: for signed-in staff, framed by the editor. */
export default async function ArticlePreviewPage({ params, searchParams }: PreviewPageProps) {
  await requirePreviewer();
  const id = Number((await params).id);
  const { revision } = await searchParams;
  const number = typeof revision === 'string' && /^\d{1,9}$/.test(revision) ? Number(revision) : undefined;
  const post = Number.isSafeInteger(id) && id > 0 ? await previewPost(id, number) : undefined;
  if (!post) notFound();
  return <Article post={post} author={authorOf(post)} mostRead={await getMostRead(post.slug, blogPage.mostReadSlugs)} />;
}
