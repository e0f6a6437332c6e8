import 'server-only';
import { connection } from 'next/server';
import { cache } from 'react';
import type { BlogPost, BlogPostSummary } from '@/content/types';
import { services } from '@/lib/container';
import type { LiveArticleSummary, RevisionSummary } from '@/lib/db/articles/articles';
import { publishGaps } from './gaps';
import { renderedSoon } from './runtime';

// What the public site shows, read from the store on every request: a publish, a schedule reached or an unpublish is
// seen by the next request on every host that shares the store, with no build and no cache to empty
// (docs/decisions/0029-articles-in-the-store.md). The HTML was made when each revision was saved (0032): no request
// renders Markdown. A revision without HTML yet (saved before it was stored) is waited for briefly, then left out.

/** The byline as the author's page gives it now, read with the article: a page's name and role change every article that names it. */
type Byline = { name: string; role: string } | undefined;

function toSummary(row: Omit<RevisionSummary, 'readingMinutes'>, readingMinutes: number, byline: Byline): BlogPostSummary {
  return {
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    date: row.date,
    author: byline?.name ?? row.author,
    authorRole: byline?.role ?? row.authorRole,
    authorSlug: row.author,
    cover: row.cover,
    coverAlt: row.coverAlt,
    tags: JSON.parse(row.tags) as string[],
    readingMinutes,
    ...('articleId' in row ? { articleId: row.articleId } : {}),
    ...(row.seoTitle ? { seoTitle: row.seoTitle } : {}),
    ...(row.seoDescription ? { seoDescription: row.seoDescription } : {}),
  };
}

type LiveRow = LiveArticleSummary & { html: string | null; bylineName: string | null; bylineRole: string | null };

const bylineOf = (row: LiveRow): Byline => (row.bylineName === null || row.bylineRole === null ? undefined : { name: row.bylineName, role: row.bylineRole });
const summaries = (rows: readonly LiveRow[]) => rows.flatMap((row) => (row.readingMinutes === null ? [] : [toSummary(row, row.readingMinutes, bylineOf(row))]));

/**
 * The live list, read once; with `slug`, that article's HTML in the same read. A revision without HTML yet (saved
 * before it was stored) is waited for briefly, then left out.
 */
async function readLive(slug?: string): Promise<LiveRow[]> {
  const { store } = services();
  const read = () => store.articles.live(Date.now(), slug);
  const rows = await read();
  const unrendered = rows.filter((row) => row.readingMinutes === null || (row.slug === slug && row.html === null)).map((row) => row.id);
  if (unrendered.length === 0) return rows;
  await renderedSoon(unrendered);
  return read();
}

/** This request's reads by the slug whose HTML they carry ('' for none): the list is the same in each. */
const reads = cache(() => new Map<string, Promise<LiveRow[]>>());

function readOnce(slug: string): Promise<LiveRow[]> {
  const held = reads();
  let read = held.get(slug);
  if (!read) {
    read = readLive(slug || undefined);
    held.set(slug, read);
  }
  return read;
}

/**
 * Every live article, newest first, without bodies. Read once per request, however many parts of the page ask (the
 * metadata, the page, its most-read list): an article's page reads it with its own HTML (livePost), in one query.
 */
export async function livePosts(): Promise<BlogPostSummary[]> {
  await connection();
  const [first] = reads().values();
  return summaries(await (first ?? readOnce('')));
}

/** One live article with its HTML, or undefined: a draft, a scheduled one before its time and an unpublished one are not found. */
export async function livePost(slug: string): Promise<BlogPost | undefined> {
  await connection();
  const row = (await readOnce(slug)).find((candidate) => candidate.slug === slug);
  return row && row.html !== null && row.readingMinutes !== null ? { ...toSummary(row, row.readingMinutes, bylineOf(row)), html: row.html } : undefined;
}

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
  // A draft saved before it is ready has no page to show yet: its preview page lists what it lacks.
  if (Object.keys(publishGaps(revision)).length > 0) return undefined;
  return { ...toSummary(revision, revision.readingMinutes, await store.authors.get(revision.author)), html: revision.html };
}
