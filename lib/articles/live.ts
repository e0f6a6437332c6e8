import 'server-only';
import { connection } from 'next/server';
import { cache } from 'react';
import { authors } from '@/content/authors';
import type { BlogPost, BlogPostSummary } from '@/content/types';
import { services } from '@/lib/container';
import type { LiveArticleSummary, RevisionSummary } from '@/lib/db/articles';
import { renderedSoon } from './runtime';

// What the public site shows, read from the store on every request: a publish, a schedule reached or an unpublish is
// seen by the next request on every host that shares the store, with no build and no cache to empty
// (docs/decisions/0029-articles-in-the-store.md). The HTML was made when each revision was saved (0031): no request
// renders Markdown. A revision without HTML yet (saved before it was stored) is waited for briefly, then left out.

const authorName = (slug: string) => (authors as Record<string, { name: string } | undefined>)[slug]?.name ?? slug;

function toSummary(row: Omit<RevisionSummary, 'readingMinutes'>, readingMinutes: number): BlogPostSummary {
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
    readingMinutes,
  };
}

const summaries = (rows: readonly LiveArticleSummary[]) => rows.flatMap((row) => (row.readingMinutes === null ? [] : [toSummary(row, row.readingMinutes)]));

/**
 * Every live article, newest first, without bodies. Asked once per request, however many parts of the page ask
 * (React's cache: the metadata, the page, its most-read list).
 */
export const livePosts = cache(async function livePosts(): Promise<BlogPostSummary[]> {
  await connection();
  const { store } = services();
  let rows = await store.articles.live();
  const unrendered = rows.filter((row) => row.readingMinutes === null).map((row) => row.id);
  if (unrendered.length) {
    await renderedSoon(unrendered);
    rows = await store.articles.live();
  }
  return summaries(rows);
});

/** One live article with its HTML, or undefined: a draft, a scheduled one before its time and an unpublished one are not found. */
export const livePost = cache(async function livePost(slug: string): Promise<BlogPost | undefined> {
  await connection();
  const { store } = services();
  let row = await store.articles.liveBySlug(slug);
  if (row && row.html === null) {
    await renderedSoon([row.id]);
    row = await store.articles.liveBySlug(slug);
  }
  return row && row.html !== null && row.readingMinutes !== null ? { ...toSummary(row, row.readingMinutes), html: row.html } : undefined;
});

/** Where an article that left this slug now lives, for a permanent redirect. */
export async function movedPost(slug: string): Promise<string | undefined> {
  await connection();
  return services().store.articles.redirect(slug);
}

/**
 * A revision of any article, live or not, as its page will show it: for the staff preview only, whose page checks the
 * session itself. Without a number, the article's newest revision. One without HTML yet is not found.
 */
export async function previewPost(articleId: number, number?: number): Promise<BlogPost | undefined> {
  await connection();
  const { store } = services();
  const article = await store.articles.get(articleId);
  if (!article?.currentRevisionId) return undefined;
  const revision = number === undefined ? await store.articles.revisionById(article.currentRevisionId) : await store.articles.revision(articleId, number);
  if (!revision || revision.html === null || revision.readingMinutes === null) return undefined;
  return { ...toSummary(revision, revision.readingMinutes), html: revision.html };
}
