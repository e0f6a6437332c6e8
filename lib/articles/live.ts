import 'server-only';
import { connection } from 'next/server';
import { cache } from 'react';
import { authors } from '@/content/authors';
import type { BlogPost } from '@/content/types';
import { services } from '@/lib/container';
import type { LiveArticleSummary, RevisionRow } from '@/lib/db/articles';
import { renderArticle } from './render';

// What the public site shows, read from the store on every request: a publish, a schedule reached or an unpublish is
// seen by the next request on every host that shares the store, with no build and no cache to empty
// (docs/decisions/0029-articles-in-the-store.md).

/** Rendered bodies by revision: a revision never changes, so its HTML is made once per process. */
const rendered = new Map<number, { html: string; readingMinutes: number }>();
const RENDERED_KEPT = 200;

function renderedOf(revision: Pick<RevisionRow, 'id' | 'body'>) {
  let made = rendered.get(revision.id);
  if (!made) {
    const { html, readingMinutes } = renderArticle(revision.body);
    made = { html, readingMinutes };
    if (rendered.size >= RENDERED_KEPT) rendered.delete(rendered.keys().next().value as number);
    rendered.set(revision.id, made);
  }
  return made;
}

const authorName = (slug: string) => (authors as Record<string, { name: string } | undefined>)[slug]?.name ?? slug;

function toPost(row: Omit<RevisionRow, 'body'> & { slug: string }, body: { html: string; readingMinutes: number }): BlogPost {
  return {
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    date: row.date,
    author: authorName(row.author),
    authorRole: row.authorRole,
    cover: row.cover,
    coverAlt: row.coverAlt,
    tags: JSON.parse(row.tags) as string[],
    readingMinutes: body.readingMinutes,
    html: body.html,
  };
}

/**
 * Every live article, newest first; the bodies of revisions this process has not rendered yet are read once. Asked
 * once per request, however many parts of the page ask (React's cache: the metadata, the page, its most-read list).
 */
export const livePosts = cache(async function livePosts(): Promise<BlogPost[]> {
  await connection();
  const { store } = services();
  const rows: LiveArticleSummary[] = await store.articles.live();
  const missing = rows.filter((row) => !rendered.has(row.id)).map((row) => row.id);
  if (missing.length) for (const revision of await store.articles.bodies(missing)) renderedOf(revision);
  return rows.map((row) => toPost(row, rendered.get(row.id) ?? { html: '', readingMinutes: 1 }));
});

/** One live article, or undefined: a draft, a scheduled one before its time and an unpublished one are not found. */
export const livePost = cache(async function livePost(slug: string): Promise<BlogPost | undefined> {
  await connection();
  const row = await services().store.articles.liveBySlug(slug);
  return row ? toPost(row, renderedOf(row)) : undefined;
});

/** Where an article that left this slug now lives, for a permanent redirect. */
export async function movedPost(slug: string): Promise<string | undefined> {
  await connection();
  return services().store.articles.redirect(slug);
}

/**
 * A revision of any article, live or not, rendered as its page will render it: for the staff preview only, whose page
 * checks the session itself. Without a number, the article's newest revision.
 */
export async function previewPost(articleId: number, number?: number): Promise<BlogPost | undefined> {
  await connection();
  const { store } = services();
  const article = await store.articles.get(articleId);
  if (!article?.currentRevisionId) return undefined;
  const revision = number === undefined ? await store.articles.revisionById(article.currentRevisionId) : await store.articles.revision(articleId, number);
  return revision ? toPost(revision, renderedOf(revision)) : undefined;
}
