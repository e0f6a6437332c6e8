import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db/schema';
import { binArticle, binnedArticles, purgeArticle, purgeBinned, unbinArticle } from './article-bin';
import { REVISION_COLUMNS, type ArticleRow, type RevisionRow, type RevisionSummary } from './article-rows';
import { cancelSchedule, publishRevision, unpublishArticle } from './article-schedule';
import { autosaveRevision, createArticle, saveRevision, setRendered } from './article-writes';
import { liveArticleBySlug, liveArticles, redirectOf } from './live-articles';

export type { ArticleRow, AutosaveResult, Author, LiveArticle, LiveArticleSummary, RenderedBody, RevisionFields, RevisionRow, RevisionSummary, SaveResult } from './article-rows';

/** A query's arguments after the handle it is given. */
type Args<Query> = Query extends (db: Kysely<Database>, ...args: infer Rest) => unknown ? Rest : never;

/**
 * Articles and their revisions. Every save writes a whole revision, never an update of one; the article row says which
 * revision is newest and which the site shows. What a state means and what may be saved is lib/articles'. The editor's
 * reads are here; its writes are in article-writes.ts, publishing and schedules in article-schedule.ts, and the public
 * site's reads in live-articles.ts.
 */
export class Articles {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly ready: () => Promise<void>,
  ) {}

  /** Every article but those in the bin, with its newest revision's title, newest change first: the editor's list. */
  async list(): Promise<(ArticleRow & { title: string; author: string })[]> {
    await this.ready();
    return this.db
      .selectFrom('articles')
      .innerJoin('articleRevisions', 'articleRevisions.id', 'articles.currentRevisionId')
      .selectAll('articles')
      .select(['articleRevisions.title', 'articleRevisions.author'])
      .where('articles.binnedAt', 'is', null)
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

  /** A new draft and its first revision (article-writes.ts). */
  create(...args: Args<typeof createArticle>) {
    return this.on(createArticle, args);
  }

  /** A revision written, the newest only if the newest is still the one the writer started from (article-writes.ts). */
  save(...args: Args<typeof saveRevision>) {
    return this.on(saveRevision, args);
  }

  /** What the renderer made of a revision's body, never over a newer renderer's (article-writes.ts). */
  setRendered(...args: Args<typeof setRendered>) {
    return this.on(setRendered, args);
  }

  /** Deletes an article never published, with its revisions (article-writes.ts). */
  /** The editor's save as a person types: on the newest revision only, in place of their own last autosave (article-writes.ts). */
  autosave(...args: Args<typeof autosaveRevision>) {
    return this.on(autosaveRevision, args);
  }

  /** A draft or an unpublished article into the bin, and back out; deleted from it for good (article-bin.ts). */
  bin(...args: Args<typeof binArticle>) {
    return this.on(binArticle, args);
  }

  unbin(...args: Args<typeof unbinArticle>) {
    return this.on(unbinArticle, args);
  }

  purge(...args: Args<typeof purgeArticle>) {
    return this.on(purgeArticle, args);
  }

  purgeBinned(...args: Args<typeof purgeBinned>) {
    return this.on(purgeBinned, args);
  }

  binned(...args: Args<typeof binnedArticles>) {
    return this.on(binnedArticles, args);
  }

  /** A revision on the site now or later; later, on a live article, an update scheduled (article-schedule.ts). */
  publish(...args: Args<typeof publishRevision>) {
    return this.on(publishRevision, args);
  }

  /** Off the site, its revisions kept (article-schedule.ts). */
  unpublish(...args: Args<typeof unpublishArticle>) {
    return this.on(unpublishArticle, args);
  }

  /** A waiting update dropped, the live revision left live (article-schedule.ts). */
  cancelSchedule(...args: Args<typeof cancelSchedule>) {
    return this.on(cancelSchedule, args);
  }

  /** What the site shows at `now`, with one slug's HTML if asked (live-articles.ts). */
  live(...args: Args<typeof liveArticles>) {
    return this.on(liveArticles, args);
  }

  /** One live article by its slug, with its HTML (live-articles.ts). */
  liveBySlug(...args: Args<typeof liveArticleBySlug>) {
    return this.on(liveArticleBySlug, args);
  }

  /** Where a slug an article left now lives, if that article is live (live-articles.ts). */
  redirect(...args: Args<typeof redirectOf>) {
    return this.on(redirectOf, args);
  }

  /** Runs a query of another module on this store's handle, once the store is ready. */
  private async on<Rest extends unknown[], Result>(query: (db: Kysely<Database>, ...args: Rest) => Promise<Result>, args: Rest): Promise<Result> {
    await this.ready();
    return query(this.db, ...args);
  }
}
