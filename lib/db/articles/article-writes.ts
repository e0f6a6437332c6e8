import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@/lib/db/schema';
import { recordPictureUses } from './article-pictures';
import type { ArticleRow, AutosaveResult, Author, RenderedBody, RevisionFields, RevisionRow, SaveResult } from './article-rows';
import type { RevisionKind } from './articles-schema';

// The editor's writes of articles.ts: a draft made, revisions saved and rendered. Every save writes a
// whole revision, never an update of one; an autosave may take the place of the same person's last autosave.

/** A new draft and its first revision, with the HTML its body was rendered to (null only for a test's row). */
export async function createArticle(db: Kysely<Database>, fields: RevisionFields, rendered: RenderedBody | null, by: Author, now = Date.now()): Promise<{ article: ArticleRow; revision: RevisionRow }> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('articles')
      .values({ slug: fields.slug, state: 'draft', publishAt: null, firstPublishedAt: null, publishedRevisionId: null, currentRevisionId: null, createdAt: now, updatedAt: now, updatedBy: by.name })
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
export async function saveRevision(db: Kysely<Database>, articleId: number, base: number, fields: RevisionFields, rendered: RenderedBody | null, by: Author, note: string | null = null, now = Date.now()): Promise<SaveResult | undefined> {
  return db.transaction().execute(async (trx) => {
    const article = await trx.selectFrom('articles').selectAll().where('id', '=', articleId).executeTakeFirst();
    // An article in the bin takes no revision until it is taken back out.
    if (!article || article.currentRevisionId === null || article.binnedAt !== null) return undefined;
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
 * The editor's save as a person types: written only on the newest revision (`base`), never beside a colleague's. It
 * takes the place of the newest when that is this person's own autosave and not on the site (it keeps that number),
 * so a morning of typing is one revision, not hundreds; after anyone's save, the next autosave is a new revision.
 */
export async function autosaveRevision(db: Kysely<Database>, articleId: number, base: number, fields: RevisionFields, rendered: RenderedBody, by: Author, now = Date.now()): Promise<AutosaveResult | undefined> {
  return db.transaction().execute(async (trx) => {
    // Claimed first: on PostgreSQL a second autosave of the same base waits on this row, then finds it moved on.
    const claimed = await trx.updateTable('articles').set({ updatedAt: now, updatedBy: by.name }).where('id', '=', articleId).where('currentRevisionId', '=', base).executeTakeFirst();
    const article = await trx.selectFrom('articles').selectAll().where('id', '=', articleId).executeTakeFirst();
    if (!article || article.currentRevisionId === null || article.binnedAt !== null) return undefined;
    const current = await trx.selectFrom('articleRevisions').selectAll().where('id', '=', article.currentRevisionId).executeTakeFirstOrThrow();
    if (Number(claimed.numUpdatedRows) !== 1) return { saved: false, theirs: current };
    const onSite = current.id === article.publishedRevisionId || current.id === article.scheduledRevisionId;
    const replaced = current.kind === 'autosave' && by.id !== null && current.createdById === by.id && !onSite;
    let number = current.number;
    if (replaced) {
      // Its pictures' uses go with it (a foreign key); the new revision records its own.
      await trx.deleteFrom('articleRevisions').where('id', '=', current.id).execute();
    } else {
      const last = await trx.selectFrom('articleRevisions').select((eb) => eb.fn.max('number').as('number')).where('articleId', '=', articleId).executeTakeFirstOrThrow();
      number = Number(last.number ?? 0) + 1;
    }
    const revision = await insertRevision(trx, articleId, number, fields, rendered, by, null, now, 'autosave');
    await trx
      .updateTable('articles')
      .set({ currentRevisionId: revision.id, ...(article.publishedRevisionId === null ? { slug: fields.slug } : {}) })
      .where('id', '=', articleId)
      .execute();
    return { saved: true, revision, replaced };
  });
}

/** Stores what the renderer made of a revision's body; a newer renderer's HTML is never replaced by an older one's. */
export async function setRendered(db: Kysely<Database>, id: number, rendered: RenderedBody): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
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

async function insertRevision(trx: Transaction<Database>, articleId: number, number: number, fields: RevisionFields, rendered: RenderedBody | null, by: Author, note: string | null, now: number, kind: RevisionKind = 'save'): Promise<RevisionRow> {
  // Each column named: an object carrying more than the fields (a row read back, with its own HTML) writes no more than they are.
  const { slug, title, summary, body, author, authorRole, tags, cover, coverAlt, date, seoTitle, seoDescription } = fields;
  const { html = null, readingMinutes = null, renderer = null } = rendered ?? {};
  const revision = await trx
    .insertInto('articleRevisions')
    .values({ slug, title, summary, body, author, authorRole, tags, cover, coverAlt, date, seoTitle, seoDescription, articleId, number, createdAt: now, createdById: by.id, createdByName: by.name, note, kind, html, readingMinutes, renderer })
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordPictureUses(trx, revision.id, cover, html);
  return revision;
}
