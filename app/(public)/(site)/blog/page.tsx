import type { Metadata } from 'next';
import { PostList } from '@/components/blog/post-list';
import { PageHero } from '@/components/sections/page-hero';
import { BreadcrumbLd } from '@/components/seo/json-ld';
import { blogPage } from '@/content/pages';
import { getPosts } from '@/lib/blog';
import { pageMetadata } from '@/lib/seo';

export const metadata: Metadata = pageMetadata(blogPage.meta, { path: '/blog' });

/** Read from the store on each request, as the articles themselves (lib/articles/live.ts). */
export default async function BlogPage() {
  return (
    <>
      <BreadcrumbLd section="/blog" />
      <PageHero hero={blogPage.hero} />
      <PostList posts={await getPosts()} />
    </>
  );
}
