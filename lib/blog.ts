import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { marked } from 'marked';
import type { BlogFrontmatter, BlogPost } from '@/content/types';

const BLOG_DIR = path.join(process.cwd(), 'content', 'blog');
const WORDS_PER_MINUTE = 220;
const KEYS = ['title', 'date', 'author', 'authorRole', 'summary', 'cover', 'coverAlt', 'tags'] as const;

/** Parses flat `key: value` frontmatter; a missing key is a content error, caught at build time. */
export function parseArticle(slug: string, source: string): BlogPost {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source.replace(/\r\n/g, '\n'));
  if (!match) throw new Error(`content/blog/${slug}.md: no frontmatter`);
  const [, head = '', body = ''] = match;
  const fields = new Map<string, string>();
  for (const line of head.split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) fields.set(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  const missing = KEYS.filter((key) => !fields.get(key));
  if (missing.length) throw new Error(`content/blog/${slug}.md: missing ${missing.join(', ')}`);
  const get = (key: (typeof KEYS)[number]) => fields.get(key) ?? '';
  if (Number.isNaN(Date.parse(get('date')))) throw new Error(`content/blog/${slug}.md: invalid date`);
  const frontmatter: BlogFrontmatter = {
    title: get('title'),
    date: get('date'),
    author: get('author'),
    authorRole: get('authorRole'),
    summary: get('summary'),
    cover: get('cover'),
    coverAlt: get('coverAlt'),
    tags: get('tags').split(',').map((tag) => tag.trim()).filter(Boolean),
  };
  const words = body.split(/\s+/).filter(Boolean).length;
  return {
    ...frontmatter,
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

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
