import type { Metadata } from 'next';
import { PostList } from '@/components/blog/post-list';
import { PageHero } from '@/components/sections/page-hero';
import { blogPage } from '@/content/pages';
import { getPosts } from '@/lib/blog';

export const metadata: Metadata = { title: blogPage.meta.title, description: blogPage.meta.description };

export default function BlogPage() {
  return (
    <>
      <PageHero hero={blogPage.hero} />
      <PostList posts={getPosts()} />
    </>
  );
}
