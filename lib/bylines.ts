import { authors } from '@/content/authors';
import type { Author, BlogPostSummary } from '@/content/types';

// The blog's authors on record (content/authors.ts) and its dates, as bylines, cards and pages show them.

export interface BlogAuthor extends Author {
  slug: string;
  /** The author's page, which the bylines and the structured data link to. */
  path: string;
}

/** Every author on record (content/authors.ts), with their page. */
export function getAuthors(): BlogAuthor[] {
  return Object.entries(authors).map(([slug, author]) => ({ ...author, slug, path: `/blog/authors/${slug}` }));
}

export function getAuthor(slug: string): BlogAuthor | undefined {
  return getAuthors().find((author) => author.slug === slug);
}

/** An article's author's record, found by the name it shows; an article is saved only with an author on record. */
export function authorOf(post: Pick<BlogPostSummary, 'author' | 'authorRole'>): BlogAuthor {
  const author = getAuthors().find((candidate) => candidate.name === post.author);
  return author ?? { name: post.author, role: post.authorRole, bio: '', topics: '', slug: '', path: '/blog' };
}

/** An author's articles among `posts`, newest first. */
export const postsBy = <Post extends Pick<BlogPostSummary, 'author'>>(posts: readonly Post[], author: Pick<Author, 'name'>): Post[] => posts.filter((post) => post.author === author.name);

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
