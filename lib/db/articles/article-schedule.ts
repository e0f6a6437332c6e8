import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@/lib/db/schema';
import type { ArticleRow, Author } from './article-rows';

// What articles.ts does to when an article is on the site: published now or later, an update scheduled beside the live
// revision, unpublished, a waiting update cancelled. Each first settles an update whose time has come.

/** An article as it stands at `now`: a scheduled update whose time has come becomes its published revision, at its slug. */
async function settled(trx: Transaction<Database>, articleId: number, now: number): Promise<ArticleRow | undefined> {
  const article = await trx.selectFrom('articles').selectAll().where('id', '=', articleId).executeTakeFirst();
  if (!article || article.scheduledRevisionId === null || article.scheduledAt === null || article.scheduledAt > now) return article;
  const revision = await trx.selectFrom('articleRevisions').select('slug').where('id', '=', article.scheduledRevisionId).executeTakeFirstOrThrow();
  await trx.deleteFrom('articleRedirects').where('fromSlug', '=', revision.slug).execute();
  return trx
    .updateTable('articles')
    .set({ slug: revision.slug, publishedRevisionId: article.scheduledRevisionId, publishAt: article.scheduledAt, scheduledRevisionId: null, scheduledAt: null })
    .where('id', '=', articleId)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Puts a revision on the site from `publishAt` (now, or later: scheduled). A published article moving to a new slug
 * leaves a redirect from the old one; a slug that redirected here is the article's own again. A later time on an
 * article that is live now schedules an update: it waits beside the live revision, which stays live until the time
 * (and replaces any update scheduled before); publishing now drops a waiting update.
 */
export async function publishRevision(db: Kysely<Database>, articleId: number, revisionId: number, publishAt: number, by: Author, now = Date.now()): Promise<ArticleRow | undefined> {
  return db.transaction().execute(async (trx) => {
    const article = await settled(trx, articleId, now);
    const revision = await trx.selectFrom('articleRevisions').select(['id', 'slug']).where('id', '=', revisionId).where('articleId', '=', articleId).executeTakeFirst();
    // One in the bin is taken back out before it can go on the site.
    if (!article || !revision || article.binnedAt !== null) return undefined;
    // Only a slug visitors have been shown leaves a redirect: not one a first publication waited at.
    const moves = article.firstPublishedAt !== null && article.firstPublishedAt <= now && article.slug !== revision.slug;
    if (moves) await trx.insertInto('articleRedirects').values({ fromSlug: article.slug, articleId, createdAt: now }).onConflict((conflict) => conflict.column('fromSlug').doUpdateSet({ articleId, createdAt: now })).execute();
    const live = article.state === 'published' && article.publishAt !== null && article.publishAt <= now;
    if (live && publishAt > now) {
      // The old slug's redirect waits too: the live revision answers at that slug first until the time.
      if (!moves) await trx.deleteFrom('articleRedirects').where('fromSlug', '=', article.slug).execute();
      return trx.updateTable('articles').set({ scheduledRevisionId: revisionId, scheduledAt: publishAt, updatedAt: now, updatedBy: by.name }).where('id', '=', articleId).returningAll().executeTakeFirst();
    }
    await trx.deleteFrom('articleRedirects').where('fromSlug', '=', revision.slug).execute();
    // The first time it went live is kept; a first publication still waiting moves with its schedule.
    const firstPublishedAt = article.firstPublishedAt !== null && article.firstPublishedAt <= now ? article.firstPublishedAt : publishAt;
    return trx
      .updateTable('articles')
      .set({ state: 'published', slug: revision.slug, publishedRevisionId: revisionId, publishAt, firstPublishedAt, scheduledRevisionId: null, scheduledAt: null, updatedAt: now, updatedBy: by.name })
      .where('id', '=', articleId)
      .returningAll()
      .executeTakeFirst();
  });
}

/** Off the site: its page answers 404, its revisions stay; an update scheduled for later is dropped. */
export async function unpublishArticle(db: Kysely<Database>, articleId: number, by: Author, now = Date.now()): Promise<ArticleRow | undefined> {
  return db.transaction().execute(async (trx) => {
    await settled(trx, articleId, now);
    return trx
      .updateTable('articles')
      .set({ state: 'unpublished', scheduledRevisionId: null, scheduledAt: null, updatedAt: now, updatedBy: by.name })
      .where('id', '=', articleId)
      .where('state', '=', 'published')
      .returningAll()
      .executeTakeFirst();
  });
}

/**
 * Drops what waits for its time. An update scheduled beside the live revision: the live one stays live, at its slug.
 * A publication of an article not on the site: it goes back to what it was, a draft if it has never been live (its
 * draft can be deleted again), unpublished if it has. Undefined when nothing waits (never scheduled, cancelled
 * already, or its time has come: it is live now).
 */
export async function cancelSchedule(db: Kysely<Database>, articleId: number, by: Author, now = Date.now()): Promise<{ article: ArticleRow; revisionId: number } | undefined> {
  return db.transaction().execute(async (trx) => {
    const article = await settled(trx, articleId, now);
    if (!article) return undefined;
    if (article.scheduledRevisionId !== null) {
      await trx.deleteFrom('articleRedirects').where('fromSlug', '=', article.slug).execute();
      const cleared = await trx
        .updateTable('articles')
        .set({ scheduledRevisionId: null, scheduledAt: null, updatedAt: now, updatedBy: by.name })
        .where('id', '=', articleId)
        .returningAll()
        .executeTakeFirstOrThrow();
      return { article: cleared, revisionId: article.scheduledRevisionId };
    }
    const waiting = article.state === 'published' && article.publishAt !== null && article.publishAt > now && article.publishedRevisionId !== null;
    if (!waiting) return undefined;
    const wasLive = article.firstPublishedAt !== null && article.firstPublishedAt <= now;
    const back = wasLive
      ? { state: 'unpublished' as const }
      : { state: 'draft' as const, publishAt: null, firstPublishedAt: null, publishedRevisionId: null };
    const cleared = await trx
      .updateTable('articles')
      .set({ ...back, updatedAt: now, updatedBy: by.name })
      .where('id', '=', articleId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { article: cleared, revisionId: article.publishedRevisionId! };
  });
}
