import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { marked } from 'marked';
import { z } from 'zod';
import { authors } from '@/content/authors';
import type { Author, BlogFrontmatter, BlogPost } from '@/content/types';

const BLOG_DIR = path.join(process.cwd(), 'content', 'blog');
const WORDS_PER_MINUTE = 220;

const expected = (what: string) => ({ error: (issue: { input?: unknown }) => (issue.input === undefined ? 'missing' : `expected ${what}, got ${typeof issue.input}`) });
const text = z.string(expected('text')).trim().min(1, 'empty');

/** YAML frontmatter (a value holding ": " is quoted). YAML reads 2026-05-01 as a Date: the post keeps it as written. */
const frontmatterSchema = z.object({
  title: text,
  date: z.preprocess((value) => (value instanceof Date ? value.toISOString().replace('T00:00:00.000Z', '') : value), text.refine((date) => !Number.isNaN(Date.parse(date)), 'not a date')),
  author: text,
  authorRole: text,
  summary: text,
  cover: text,
  coverAlt: text,
  /** A comma-separated line, or a YAML list. */
  tags: z.preprocess((value) => (typeof value === 'string' ? value.split(',').map((tag) => tag.trim()).filter(Boolean) : value), z.array(text, expected('a list'))),
}) satisfies z.ZodType<BlogFrontmatter>;

/** Parses an article's frontmatter and Markdown; a frontmatter error names the file and the field, at build time. */
export function parseArticle(slug: string, source: string): BlogPost {
  const file = `content/blog/${slug}.md`;
  if (!matter.test(source)) throw new Error(`${file}: no frontmatter`);
  let parsed: matter.GrayMatterFile<string>;
  try {
    // With options, gray-matter skips its cache, which would keep a half-parsed file after a YAML error.
    parsed = matter(source, { language: 'yaml' });
  } catch (error) {
    // js-yaml's first line names the line and column, counted as in the file.
    throw new Error(`${file}: frontmatter is not valid YAML (quote a value that holds ": "): ${String(error instanceof Error ? error.message : error).split('\n')[0]?.replace(/:$/, '')}`);
  }
  const result = frontmatterSchema.safeParse(parsed.data);
  if (!result.success) throw new Error(`${file}: frontmatter ${result.error.issues.map((issue) => `${issue.path.join('.') || 'block'}: ${issue.message}`).join('; ')}`);
  const body = parsed.content;
  const words = body.split(/\s+/).filter(Boolean).length;
  return {
    ...result.data,
    slug,
    readingMinutes: Math.max(1, Math.ceil(words / WORDS_PER_MINUTE)),
    html: sectioned(marked.parse(body, { async: false, gfm: true })),
  };
}

/**
 * Each part of an article from one h2 to the next becomes a section laid out only as it nears the viewport
 * (`data-defer-layout`, as the legal documents' parts), so the first paint lays out the opening rather than the
 * whole text twice over (with the fallback font, then the web font). The text before the first h2 stays as it is.
 */
export function sectioned(html: string): string {
  const starts = [...html.matchAll(/<h2[\s>]/g)].map((match) => match.index);
  const parts = starts.map((start, index) => html.slice(start, starts[index + 1]).trimEnd());
  return html.slice(0, starts[0]) + parts.map((part) => `<section data-defer-layout>${part}</section>\n`).join('');
}

let cache: BlogPost[] | undefined;

/** Every article, newest first. */
export function getPosts(): BlogPost[] {
  cache ??= readdirSync(BLOG_DIR)
    .filter((file) => file.endsWith('.md'))
    .map((file) => {
      const slug = file.slice(0, -3);
      return parseArticle(slug, readFileSync(path.join(BLOG_DIR, file), 'utf8'));
    })
    .sort((a, b) => b.date.localeCompare(a.date));
  return cache;
}

export function getPost(slug: string): BlogPost | undefined {
  return getPosts().find((post) => post.slug === slug);
}

/** The curated most-read list, without the article being read, three at most. */
export function getMostRead(exclude: string, slugs: readonly string[]): BlogPost[] {
  return slugs
    .filter((slug) => slug !== exclude)
    .map((slug) => getPost(slug))
    .filter((post): post is BlogPost => post !== undefined)
    .slice(0, 3);
}

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

/** An article's author's record: an article naming someone off the record, or in another role, fails the build. */
export function authorOf(post: Pick<BlogPost, 'slug' | 'author' | 'authorRole'>): BlogAuthor {
  const author = getAuthors().find((candidate) => candidate.name === post.author);
  if (!author) throw new Error(`content/blog/${post.slug}.md: author ${post.author} has no record in content/authors.ts`);
  if (author.role !== post.authorRole) throw new Error(`content/blog/${post.slug}.md: authorRole ${post.authorRole} is not ${author.name}'s role in content/authors.ts (${author.role})`);
  return author;
}

/** An author's articles, newest first. */
export function getPostsBy(author: Pick<Author, 'name'>): BlogPost[] {
  return getPosts().filter((post) => post.author === author.name);
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
