import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { Article } from '@/components/blog/article';
import { BreadcrumbLd, JsonLd } from '@/components/seo/json-ld';
import { company } from '@/content/company';
import { blogPage } from '@/content/pages';
import { getMostRead, getMovedPost, getPost } from '@/lib/blog';
import { authorOf } from '@/lib/bylines';
import { config } from '@/lib/config';
import { coverUrl } from '@/lib/media';
import { articleLd, pageMetadata } from '@/lib/seo';

interface ArticlePageProps {
  params: Promise<{ slug: string }>;
}

export async function generateMetadata({ params }: ArticlePageProps): Promise<Metadata> {
  const post = await getPost((await params).slug);
  if (!post) return {};
  const author = authorOf(post);
  return {
    ...pageMetadata({ title: post.seoTitle ?? `${post.title} | ${company.name}`, description: post.seoDescription ?? post.summary, keywords: post.tags }, { path: `/blog/${post.slug}`, type: 'article', publishedTime: post.date, authors: [author.name], ownImage: true }),
    authors: [{ name: author.name, url: author.path }],
  };
}

/** Read from the store on each request: what is live now, on every host (lib/articles/live.ts). */
export default async function ArticlePage({ params }: ArticlePageProps) {
  const { slug } = await params;
  const post = await getPost(slug);
  if (!post) {
    const moved = await getMovedPost(slug);
    if (moved) permanentRedirect(`/blog/${moved}`);
    notFound();
  }
  const author = authorOf(post);
  return (
    <>
      <JsonLd data={articleLd(config.SITE_URL, { ...post, cover: coverUrl(post.cover) }, author)} />
      <BreadcrumbLd section="/blog" page={{ name: post.title, path: `/blog/${post.slug}` }} />
      <Article post={post} author={author} mostRead={await getMostRead(post.slug, blogPage.mostReadSlugs)} />
    </>
  );
}
