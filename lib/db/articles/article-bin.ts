import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db/schema';
import { DAY_MS } from '@/lib/time-units';
import type { ArticleRow, Author } from './article-rows';

/** An article in the bin is kept this long, then deleted for good with its revisions by the hourly sweep. */
export const BIN_DAYS = 30;

// The articles' bin (articles.ts): a draft or an unpublished article deleted is kept there with its revisions, its
// address still its own, until it is taken back out or its 30 days are up. Nothing on the site, or waiting to go on
// it, can be binned: it is unpublished, or its schedule cancelled, first.

/** Moves an article to the bin; undefined when it is on the site, scheduled, binned already or gone. */
export async function binArticle(db: Kysely<Database>, articleId: number, by: Author, now = Date.now()): Promise<ArticleRow | undefined> {
  return db
    .updateTable('articles')
    .set({ binnedAt: now, binnedBy: by.name, updatedAt: now, updatedBy: by.name })
    .where('id', '=', articleId)
    .where('binnedAt', 'is', null)
    .where('state', 'in', ['draft', 'unpublished'])
    .returningAll()
    .executeTakeFirst();
}

/** Takes an article back out of the bin, as it was (a draft, or unpublished); undefined when it is not in it. */
export async function unbinArticle(db: Kysely<Database>, articleId: number, by: Author, now = Date.now()): Promise<ArticleRow | undefined> {
  return db
    .updateTable('articles')
    .set({ binnedAt: null, binnedBy: null, updatedAt: now, updatedBy: by.name })
    .where('id', '=', articleId)
    .where('binnedAt', 'is not', null)
    .returningAll()
    .executeTakeFirst();
}

/** Deletes one binned article for good, with its revisions and old addresses (their foreign keys); false when it is not in the bin. */
export async function purgeArticle(db: Kysely<Database>, articleId: number): Promise<boolean> {
  const result = await db.deleteFrom('articles').where('id', '=', articleId).where('binnedAt', 'is not', null).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Deletes for good every article binned more than BIN_DAYS before `now`: the hourly sweep's. How many went. */
export async function purgeBinned(db: Kysely<Database>, now = Date.now()): Promise<number> {
  const result = await db.deleteFrom('articles').where('binnedAt', '<=', now - BIN_DAYS * DAY_MS).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** What the bin holds, the most recently binned first, each with its newest revision's title. */
export async function binnedArticles(db: Kysely<Database>): Promise<(ArticleRow & { title: string })[]> {
  return db
    .selectFrom('articles')
    .innerJoin('articleRevisions', 'articleRevisions.id', 'articles.currentRevisionId')
    .selectAll('articles')
    .select('articleRevisions.title')
    .where('articles.binnedAt', 'is not', null)
    .orderBy('articles.binnedAt', 'desc')
    .orderBy('articles.id', 'desc')
    .execute();
}
