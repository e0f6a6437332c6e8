import { sql, type Kysely } from 'kysely';
import type { Database } from '@/lib/db/schema';
import { REVISION_COLUMNS, type LiveArticle, type LiveArticleSummary } from './article-rows';
import { liveRevisionId, livePublishAt, liveUpdatedAt } from './live-revision';

// The public site's reads of articles.ts: what is live at `now`, joined through the revision the site shows.

/** The byline as the author's page says it now: null when no page has the revision's author (a store copied in part). */
export interface Byline {
  bylineName: string | null;
  bylineRole: string | null;
}

/**
 * What the site shows at `now`, newest first by the date each article shows, without bodies, each with its author's
 * byline; with `htmlOf`, the HTML of the article at that slug comes in the same read (an article's page shows it and
 * the list's most read).
 */
export async function liveArticles(db: Kysely<Database>, now = Date.now(), htmlOf?: string): Promise<(LiveArticleSummary & Byline & { html: string | null })[]> {
  return db
    .selectFrom('articles')
    .innerJoin('articleRevisions', (join) => join.on(sql<boolean>`article_revisions.id = ${liveRevisionId(now)}`))
    .leftJoin('articleAuthors', 'articleAuthors.slug', 'articleRevisions.author')
    .select(REVISION_COLUMNS)
    .select(['articleAuthors.name as bylineName', 'articleAuthors.role as bylineRole'])
    .select([livePublishAt(now).as('publishAt'), liveUpdatedAt(now).as('updatedAt')])
    .select((eb) => (htmlOf === undefined ? sql<string | null>`null`.as('html') : eb.case().when('articleRevisions.slug', '=', htmlOf).then(eb.ref('articleRevisions.html')).else(sql<string | null>`null`).end().as('html')))
    .where('articles.state', '=', 'published')
    .where('articles.publishAt', '<=', now)
    .orderBy('articleRevisions.date', 'desc')
    .orderBy('publishAt', 'desc')
    .execute();
}

/** One live article by its slug, with its HTML. */
export async function liveArticleBySlug(db: Kysely<Database>, slug: string, now = Date.now()): Promise<LiveArticle | undefined> {
  return db
    .selectFrom('articles')
    .innerJoin('articleRevisions', (join) => join.on(sql<boolean>`article_revisions.id = ${liveRevisionId(now)}`))
    .select(REVISION_COLUMNS)
    .select(['articleRevisions.html', livePublishAt(now).as('publishAt'), liveUpdatedAt(now).as('updatedAt')])
    .where('articleRevisions.slug', '=', slug)
    .where('articles.state', '=', 'published')
    .where('articles.publishAt', '<=', now)
    .executeTakeFirst();
}

/** Where a slug an article left now lives, if that article is live. */
export async function redirectOf(db: Kysely<Database>, slug: string, now = Date.now()): Promise<string | undefined> {
  const row = await db
    .selectFrom('articleRedirects')
    .innerJoin('articles', 'articles.id', 'articleRedirects.articleId')
    .innerJoin('articleRevisions', (join) => join.on(sql<boolean>`article_revisions.id = ${liveRevisionId(now)}`))
    .select('articleRevisions.slug')
    .where('articleRedirects.fromSlug', '=', slug)
    // A slug an update will leave still answers with the live revision until the update's time.
    .where('articleRevisions.slug', '!=', slug)
    .where('articles.state', '=', 'published')
    .where('articles.publishAt', '<=', now)
    .executeTakeFirst();
  return row?.slug;
}
