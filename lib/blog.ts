import type { BlogPostSummary } from '@/content/types';
import { liveAuthor, liveAuthors } from '@/lib/articles/authors';
import { livePost, livePosts, movedPost } from '@/lib/articles/live';

// The public site's articles and their authors' pages: what is live in the store at the moment of the request
// (lib/articles/live.ts, lib/articles/authors.ts).

/** Every live article, newest first. */
export const getPosts = livePosts;
export const getPost = livePost;
/** Every author's page, by name; one by its address. */
export const getAuthors = liveAuthors;
export const getAuthor = liveAuthor;
/** Where a renamed article now lives. */
export const getMovedPost = movedPost;

/** The curated most-read list, without the article being read, three at most: those not live are left out. */
export async function getMostRead(exclude: string, slugs: readonly string[]): Promise<BlogPostSummary[]> {
  const posts = await getPosts();
  return slugs
    .filter((slug) => slug !== exclude)
    .map((slug) => posts.find((post) => post.slug === slug))
    .filter((post): post is BlogPostSummary => post !== undefined)
    .slice(0, 3);
}
