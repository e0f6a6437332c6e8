import type { Author, BlogPostSummary } from '@/content/types';

// The blog's authors and dates as bylines, cards and pages show them. The authors' pages are the store's
// (lib/articles/authors.ts): each writer keeps their own.

export interface BlogAuthor extends Author {
  slug: string;
  /** The author's page, which the bylines and the structured data link to. */
  path: string;
  /** Their photo, an uploaded picture, when the page has one. */
  photo?: { id: string; alt: string; width: number; height: number } | undefined;
}

/** An author page's address. */
export const authorPath = (slug: string) => `/blog/authors/${slug}`;

/** An article's byline: its author's name, role and page, as the article's summary carries them. */
export function authorOf(post: Pick<BlogPostSummary, 'author' | 'authorRole' | 'authorSlug'>): Pick<BlogAuthor, 'name' | 'role' | 'path'> {
  return { name: post.author, role: post.authorRole, path: post.authorSlug ? authorPath(post.authorSlug) : '/blog' };
}

/** An author's articles among `posts`, newest first. */
export const postsBy = <Post extends Pick<BlogPostSummary, 'authorSlug'>>(posts: readonly Post[], author: Pick<BlogAuthor, 'slug'>): Post[] => posts.filter((post) => post.authorSlug === author.slug);

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
