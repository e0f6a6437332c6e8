import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { recordPictureUses } from './article-pictures';
import { liveRevisionId, livePublishAt, liveUpdatedAt } from './live-revision';
import type { ArticleRevisionsTable, ArticlesTable, Database } from './schema';

export type ArticleRow = Selectable<ArticlesTable>;
export type RevisionRow = Selectable<ArticleRevisionsTable>;
/** What a revision holds that a person wrote: everything but its bookkeeping. */
export type RevisionFields = Omit<RevisionRow, 'id' | 'articleId' | 'number' | 'createdAt' | 'createdById' | 'createdByName' | 'note' | keyof RenderedBody>;
/** What the renderer made of a revision's body, stored with it: the site never renders on a request. */
export interface RenderedBody {
  html: string;
  readingMinutes: number;
  /** The renderer's version (lib/articles/renderer.ts). */
  renderer: number;
}
/** A revision as lists show it: no body, no HTML. */
export type RevisionSummary = Omit<RevisionRow, 'body' | 'html'>;
/** A published article as the public site reads it: its row and the revision it shows. */
export type LiveArticle = Omit<RevisionRow, 'body'> & { publishAt: number; articleId: number; updatedAt: number };
export type LiveArticleSummary = Omit<LiveArticle, 'html'>;
export interface Author {
  id: string | null;
  name: string;
}

/** The outcome of a save: the revision it wrote, and whether it became the article's newest or sits beside another's. */
export type SaveResult = { saved: true; revision: RevisionRow } | { saved: false; revision: RevisionRow; theirs: RevisionRow };

const REVISION_COLUMNS = [
  'articleRevisions.id',
  'articleRevisions.articleId',
  'articleRevisions.number',
  'articleRevisions.slug',
  'articleRevisions.title',
  'articleRevisions.summary',
  'articleRevisions.author',
  'articleRevisions.authorRole',
  'articleRevisions.tags',
  'articleRevisions.cover',
  'articleRevisions.coverAlt',
  'articleRevisions.date',
  'articleRevisions.createdAt',
  'articleRevisions.createdById',
  'articleRevisions.createdByName',
  'articleRevisions.note',
  'articleRevisions.readingMinutes',
  'articleRevisions.renderer',
] as const;

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
 * Articles and their revisions. Every save writes a whole revision, never an update of one; the article row says which
 * revision is newest and which the site shows. What a state means and what may be saved is lib/articles'.
 */
export class Articles {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly ready: () => Promise<void>,
  ) {}

  /** Every article with its newest revision's title, newest change first: the editor's list. */
  async list(): Promise<(ArticleRow & { title: string; author: string })[]> {
    await this.ready();
    return this.db
      .selectFrom('articles')
      .innerJoin('articleRevisions', 'articleRevisions.id', 'articles.currentRevisionId')
      .selectAll('articles')
      .select(['articleRevisions.title', 'articleRevisions.author'])
      .orderBy('articles.updatedAt', 'desc')
      .orderBy('articles.id', 'desc')
      .execute();
  }

  async get(id: number): Promise<ArticleRow | undefined> {
    await this.ready();
    return this.db.selectFrom('articles').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async revision(articleId: number, number: number): Promise<RevisionRow | undefined> {
    await this.ready();
    return this.db.selectFrom('articleRevisions').selectAll().where('articleId', '=', articleId).where('number', '=', number).executeTakeFirst();
  }

  async revisionById(id: number): Promise<RevisionRow | undefined> {
    await this.ready();
    return this.db.selectFrom('articleRevisions').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /**
   * Up to `limit` revisions past id `after` without HTML from `renderer` (saved before HTML was stored, or made by an
   * older renderer), in id order: the work the renderer catches up on at boot.
   */
  async unrendered(renderer: number, limit: number, after = 0): Promise<Pick<RevisionRow, 'id' | 'body'>[]> {
    await this.ready();
    return this.db
      .selectFrom('articleRevisions')
      .select(['id', 'body'])
      .where((eb) => eb.or([eb('html', 'is', null), eb('renderer', 'is', null), eb('renderer', '<', renderer)]))
      .where('id', '>', after)
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /** Stores what the renderer made of a revision's body; a newer renderer's HTML is never replaced by an older one's. */
  async setRendered(id: number, rendered: RenderedBody): Promise<boolean> {
    await this.ready();
    return this.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('articleRevisions')
        .set({ html: rendered.html, readingMinutes: rendered.readingMinutes, renderer: rendered.renderer })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('renderer', 'is', null), eb('renderer', '<=', rendered.renderer)]))
        .returning('cover')
        .executeTakeFirst();
      if (updated) await recordPictureUses(trx, id, updated.cover, rendered.html);
      return updated !== undefined;
    });
  }

  /** An article's revisions, newest first, without their bodies. */
  async revisions(articleId: number): Promise<RevisionSummary[]> {
    await this.ready();
    return this.db.selectFrom('articleRevisions').select(REVISION_COLUMNS).where('articleId', '=', articleId).orderBy('number', 'desc').execute();
  }

  /** Another article holds this slug, as its own or as a redirect. */
  async slugTaken(slug: string, exceptArticleId?: number): Promise<boolean> {
    await this.ready();
    let own = this.db.selectFrom('articles').select('id').where('slug', '=', slug);
    let moved = this.db.selectFrom('articleRedirects').select('articleId as id').where('fromSlug', '=', slug);
    // A scheduled update's slug is the article's from the moment it is scheduled: no other may take it before the time.
    let waiting = this.db.selectFrom('articles').innerJoin('articleRevisions', 'articleRevisions.id', 'articles.scheduledRevisionId').select('articles.id').where('articleRevisions.slug', '=', slug);
    if (exceptArticleId !== undefined) {
      own = own.where('id', '!=', exceptArticleId);
      moved = moved.where('articleId', '!=', exceptArticleId);
      waiting = waiting.where('articles.id', '!=', exceptArticleId);
    }
    return (await own.unionAll(moved).unionAll(waiting).executeTakeFirst()) !== undefined;
  }

  /** A new draft and its first revision, with the HTML its body was rendered to (null only for a test's row). */
  async create(fields: RevisionFields, rendered: RenderedBody | null, by: Author, now = Date.now()): Promise<{ article: ArticleRow; revision: RevisionRow }> {
    await this.ready();
    return this.db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('articles')
        .values({ slug: fields.slug, state: 'draft', publishAt: null, publishedRevisionId: null, currentRevisionId: null, createdAt: now, updatedAt: now, updatedBy: by.name })
        .returning('id')
        .executeTakeFirstOrThrow();
      const revision = await insertRevision(trx, id, 1, fields, rendered, by, null, now);
      const article = await trx.updateTable('articles').set({ currentRevisionId: revision.id }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
      return { article, revision };
    });
  }

  /**
   * Writes a revision. It becomes the newest only if the newest is still `base`, the one the writer started from; if
   * a colleague saved in between, it is kept beside theirs (never lost, never over theirs) and both are returned. A
   * draft's slug follows its newest revision; a published article keeps its live slug until it is published again.
   */
  async save(articleId: number, base: number, fields: RevisionFields, rendered: RenderedBody | null, by: Author, note: string | null = null, now = Date.now()): Promise<SaveResult | undefined> {
    await this.ready();
    return this.db.transaction().execute(async (trx) => {
      const article = await trx.selectFrom('articles').selectAll().where('id', '=', articleId).executeTakeFirst();
      if (!article || article.currentRevisionId === null) return undefined;
      const last = await trx.selectFrom('articleRevisions').select((eb) => eb.fn.max('number').as('number')).where('articleId', '=', articleId).executeTakeFirstOrThrow();
      const revision = await insertRevision(trx, articleId, Number(last.number ?? 0) + 1, fields, rendered, by, note, now);
      const moved = await trx
        .updateTable('articles')
        .set({ currentRevisionId: revision.id, updatedAt: now, updatedBy: by.name, ...(article.publishedRevisionId === null ? { slug: fields.slug } : {}) })
        .where('id', '=', articleId)
        .where('currentRevisionId', '=', base)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) === 1) return { saved: true, revision };
      const theirs = await trx.selectFrom('articleRevisions').selectAll().where('id', '=', article.currentRevisionId).executeTakeFirstOrThrow();
      return { saved: false, revision, theirs };
    });
  }

  /**
   * Puts a revision on the site from `publishAt` (now, or later: scheduled). A published article moving to a new slug
   * leaves a redirect from the old one; a slug that redirected here is the article's own again. A later time on an
   * article that is live now schedules an update: it waits beside the live revision, which stays live until the time
   * (and replaces any update scheduled before); publishing now drops a waiting update.
   */
  async publish(articleId: number, revisionId: number, publishAt: number, by: Author, now = Date.now()): Promise<ArticleRow | undefined> {
    await this.ready();
    return this.db.transaction().execute(async (trx) => {
      const article = await settled(trx, articleId, now);
      const revision = await trx.selectFrom('articleRevisions').select(['id', 'slug']).where('id', '=', revisionId).where('articleId', '=', articleId).executeTakeFirst();
      if (!article || !revision) return undefined;
      const moves = article.publishedRevisionId !== null && article.slug !== revision.slug;
      if (moves) await trx.insertInto('articleRedirects').values({ fromSlug: article.slug, articleId, createdAt: now }).onConflict((conflict) => conflict.column('fromSlug').doUpdateSet({ articleId, createdAt: now })).execute();
      const live = article.state === 'published' && article.publishAt !== null && article.publishAt <= now;
      if (live && publishAt > now) {
        // The old slug's redirect waits too: the live revision answers at that slug first until the time.
        if (!moves) await trx.deleteFrom('articleRedirects').where('fromSlug', '=', article.slug).execute();
        return trx.updateTable('articles').set({ scheduledRevisionId: revisionId, scheduledAt: publishAt, updatedAt: now, updatedBy: by.name }).where('id', '=', articleId).returningAll().executeTakeFirst();
      }
      await trx.deleteFrom('articleRedirects').where('fromSlug', '=', revision.slug).execute();
      return trx
        .updateTable('articles')
        .set({ state: 'published', slug: revision.slug, publishedRevisionId: revisionId, publishAt, scheduledRevisionId: null, scheduledAt: null, updatedAt: now, updatedBy: by.name })
        .where('id', '=', articleId)
        .returningAll()
        .executeTakeFirst();
    });
  }

  /** Off the site: its page answers 404, its revisions stay; an update scheduled for later is dropped. */
  async unpublish(articleId: number, by: Author, now = Date.now()): Promise<ArticleRow | undefined> {
    await this.ready();
    return this.db.transaction().execute(async (trx) => {
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
   * Drops an update scheduled for later: the live revision stays live, at its slug. Undefined when none is waiting
   * (never scheduled, cancelled already, or its time has come: it is the live revision now).
   */
  async cancelSchedule(articleId: number, by: Author, now = Date.now()): Promise<{ article: ArticleRow; revisionId: number } | undefined> {
    await this.ready();
    return this.db.transaction().execute(async (trx) => {
      const article = await settled(trx, articleId, now);
      if (!article || article.scheduledRevisionId === null) return undefined;
      await trx.deleteFrom('articleRedirects').where('fromSlug', '=', article.slug).execute();
      const cleared = await trx
        .updateTable('articles')
        .set({ scheduledRevisionId: null, scheduledAt: null, updatedAt: now, updatedBy: by.name })
        .where('id', '=', articleId)
        .returningAll()
        .executeTakeFirstOrThrow();
      return { article: cleared, revisionId: article.scheduledRevisionId };
    });
  }

  /** Deletes an article that was never published, with its revisions; one that was is unpublished instead. */
  async deleteDraft(articleId: number): Promise<boolean> {
    await this.ready();
    const result = await this.db.deleteFrom('articles').where('id', '=', articleId).where('publishedRevisionId', 'is', null).executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }

  /**
   * What the site shows at `now`, newest first by the date each article shows, without bodies; with `htmlOf`, the HTML
   * of the article at that slug comes in the same read (an article's page shows it and the list's most read).
   */
  async live(now = Date.now(), htmlOf?: string): Promise<(LiveArticleSummary & { html: string | null })[]> {
    await this.ready();
    return this.db
      .selectFrom('articles')
      .innerJoin('articleRevisions', (join) => join.on(sql<boolean>`article_revisions.id = ${liveRevisionId(now)}`))
      .select(REVISION_COLUMNS)
      .select([livePublishAt(now).as('publishAt'), liveUpdatedAt(now).as('updatedAt')])
      .select((eb) => (htmlOf === undefined ? sql<string | null>`null`.as('html') : eb.case().when('articleRevisions.slug', '=', htmlOf).then(eb.ref('articleRevisions.html')).else(sql<string | null>`null`).end().as('html')))
      .where('articles.state', '=', 'published')
      .where('articles.publishAt', '<=', now)
      .orderBy('articleRevisions.date', 'desc')
      .orderBy('publishAt', 'desc')
      .execute();
  }

  /** One live article by its slug, with its HTML. */
  async liveBySlug(slug: string, now = Date.now()): Promise<LiveArticle | undefined> {
    await this.ready();
    return this.db
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
  async redirect(slug: string, now = Date.now()): Promise<string | undefined> {
    await this.ready();
    const row = await this.db
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
}

async function insertRevision(trx: Transaction<Database>, articleId: number, number: number, fields: RevisionFields, rendered: RenderedBody | null, by: Author, note: string | null, now: number): Promise<RevisionRow> {
  // Each column named: an object carrying more than the fields (a row read back, with its own HTML) writes no more than they are.
  const { slug, title, summary, body, author, authorRole, tags, cover, coverAlt, date } = fields;
  const { html = null, readingMinutes = null, renderer = null } = rendered ?? {};
  const revision = await trx
    .insertInto('articleRevisions')
    .values({ slug, title, summary, body, author, authorRole, tags, cover, coverAlt, date, articleId, number, createdAt: now, createdById: by.id, createdByName: by.name, note, html, readingMinutes, renderer })
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordPictureUses(trx, revision.id, cover, html);
  return revision;
}
