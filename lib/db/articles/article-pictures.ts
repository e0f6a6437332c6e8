import { sql, type ExpressionBuilder, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { ArticlePictureFilesTable, ArticlePicturesTable, Database } from '@/lib/db/schema';
import { DAY_MS } from '@/lib/time-units';
import { uploadIdOfKey, uploadKey, uploadsIn } from '@/lib/uploads';
import { liveRevisionId } from './live-revision';

export type PictureRow = Selectable<ArticlePicturesTable>;
/** Who may be sent a picture: anyone while a live revision shows it; otherwise only signed-in staff. */
export interface ServedPicture {
  width: number;
  live: boolean;
}
/** A revision showing a picture, as the staff's list of pictures names it. */
export interface PictureUse {
  articleId: number;
  number: number;
  live: boolean;
}
export type DeleteOutcome = 'deleted' | 'live' | 'missing';

/** The uploaded pictures a revision shows: its cover, and each one its stored HTML names, once each. */
export function picturesShown(cover: string, html: string | null): string[] {
  const ids = [uploadIdOfKey(cover), ...uploadsIn(html ?? '').map((copy) => copy.id)];
  return [...new Set(ids.filter((id): id is string => id !== undefined))];
}

/**
 * Records which of the store's pictures a revision shows, in the transaction that wrote its cover or HTML. A picture
 * shown again is no longer counting towards its sweep. One the store does not hold (a test's row) is left out.
 */
export async function recordPictureUses(trx: Transaction<Database>, revisionId: number, cover: string, html: string | null): Promise<void> {
  await trx.deleteFrom('articlePictureUses').where('revisionId', '=', revisionId).execute();
  const shown = picturesShown(cover, html);
  if (shown.length === 0) return;
  const held = (await trx.selectFrom('articlePictures').select('id').where('id', 'in', shown).execute()).map((row) => row.id);
  if (held.length === 0) return;
  await trx.insertInto('articlePictureUses').values(held.map((pictureId) => ({ revisionId, pictureId }))).execute();
  await trx.updateTable('articlePictures').set({ unusedSince: null }).where('id', 'in', held).where('unusedSince', 'is not', null).execute();
}

/** A picture an author's page shows as its photo: public, like a live article's, for as long as the page shows it. */
const onAuthorPage = (eb: ExpressionBuilder<Database, 'articlePictures'>) =>
  eb.exists(eb.selectFrom('articleAuthors').select('articleAuthors.slug').where(sql<boolean>`article_authors.photo = ${uploadKey('')} || article_pictures.id`));

/** A picture no revision shows, draft, history or live, and no author's page. */
const unused = (eb: ExpressionBuilder<Database, 'articlePictures'>) =>
  eb.and([eb.not(eb.exists(eb.selectFrom('articlePictureUses').select('articlePictureUses.revisionId').whereRef('articlePictureUses.pictureId', '=', 'articlePictures.id'))), eb.not(onAuthorPage(eb))]);

/**
 * The pictures staff upload for articles, every copy's bytes in the store so each host serves the same files; and
 * which revisions show each, which decides who is sent it and when it is swept.
 */
export class ArticlePictures {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly ready: () => Promise<void>,
  ) {}

  /** Keeps a picture and every copy of it; the same picture again changes nothing. */
  async save(picture: Omit<PictureRow, 'unusedSince'>, files: Omit<Selectable<ArticlePictureFilesTable>, 'pictureId'>[]): Promise<void> {
    await this.ready();
    const { id, kind, width, height, createdAt, createdBy } = picture;
    await this.db.transaction().execute(async (trx) => {
      const inserted = await trx.insertInto('articlePictures').values({ id, kind, width, height, createdAt, createdBy, unusedSince: null }).onConflict((conflict) => conflict.column('id').doNothing()).executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return;
      for (const file of files) await trx.insertInto('articlePictureFiles').values({ ...file, pictureId: id }).execute();
    });
  }

  async get(id: string): Promise<PictureRow | undefined> {
    await this.ready();
    return this.db.selectFrom('articlePictures').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async file(id: string, width: number, format: 'avif' | 'webp'): Promise<Buffer | undefined> {
    await this.ready();
    const row = await this.db.selectFrom('articlePictureFiles').select('bytes').where('pictureId', '=', id).where('width', '=', width).where('format', '=', format).executeTakeFirst();
    return row ? Buffer.from(row.bytes) : undefined;
  }

  /** The width and height of each of these pictures the store holds, by id. */
  async sizes(ids: readonly string[]): Promise<Record<string, { width: number; height: number }>> {
    await this.ready();
    if (ids.length === 0) return {};
    const rows = await this.db.selectFrom('articlePictures').select(['id', 'width', 'height']).where('id', 'in', ids).execute();
    return Object.fromEntries(rows.map(({ id, width, height }) => [id, { width, height }]));
  }

  /** A picture's largest width, and whether a revision the site shows at `now`, or an author's page, shows it. */
  async served(id: string, now = Date.now()): Promise<ServedPicture | undefined> {
    await this.ready();
    const row = await this.db
      .selectFrom('articlePictures')
      .select((eb) => ['articlePictures.width', eb.or([eb.exists(this.liveUses(now).where('articlePictureUses.pictureId', '=', sql<string>`article_pictures.id`)), onAuthorPage(eb)]).as('live')])
      .where('articlePictures.id', '=', id)
      .executeTakeFirst();
    return row && { width: row.width, live: Boolean(row.live) };
  }

  /** Every picture without its bytes, newest first, with the revisions and the author pages that show it: the staff's list. */
  async list(now = Date.now()): Promise<(PictureRow & { uses: PictureUse[]; authors: string[] })[]> {
    await this.ready();
    const [pictures, uses, photos] = await Promise.all([
      this.db.selectFrom('articlePictures').selectAll().orderBy('createdAt', 'desc').orderBy('id').execute(),
      this.db
        .selectFrom('articlePictureUses')
        .innerJoin('articleRevisions', 'articleRevisions.id', 'articlePictureUses.revisionId')
        .innerJoin('articles', 'articles.id', 'articleRevisions.articleId')
        .select(['articlePictureUses.pictureId', 'articleRevisions.articleId', 'articleRevisions.number'])
        .select(sql<number | boolean>`articles.state = 'published' and articles.publish_at <= ${now} and article_revisions.id = ${liveRevisionId(now)}`.as('live'))
        .orderBy('articleRevisions.articleId')
        .orderBy('articleRevisions.number')
        .execute(),
      this.db.selectFrom('articleAuthors').select(['photo', 'name']).where('photo', '<>', '').orderBy('name').execute(),
    ]);
    const byPicture = new Map<string, PictureUse[]>();
    for (const { pictureId, articleId, number, live } of uses) byPicture.set(pictureId, [...(byPicture.get(pictureId) ?? []), { articleId, number, live: Boolean(live) }]);
    return pictures.map((picture) => ({ ...picture, uses: byPicture.get(picture.id) ?? [], authors: photos.filter((photo) => uploadIdOfKey(photo.photo) === picture.id).map((photo) => photo.name) }));
  }

  /** Deletes a picture and its copies, unless a live revision or an author's page shows it: that must change first. */
  async delete(id: string, now = Date.now()): Promise<DeleteOutcome> {
    await this.ready();
    return this.db.transaction().execute(async (trx) => {
      const live = await this.liveUses(now, trx).where('articlePictureUses.pictureId', '=', id).executeTakeFirst();
      if (live) return 'live';
      if (await trx.selectFrom('articleAuthors').select('slug').where('photo', '=', uploadKey(id)).executeTakeFirst()) return 'live';
      const deleted = await trx.deleteFrom('articlePictures').where('id', '=', id).executeTakeFirst();
      return Number(deleted.numDeletedRows) === 1 ? 'deleted' : 'missing';
    });
  }

  /**
   * Notes when each picture was first found unused, forgets it for one shown again, and deletes those unused for
   * `days`: a picture uploaded and never saved in a revision, or one whose every revision went with its article.
   */
  async sweep(days: number, now = Date.now()): Promise<number> {
    await this.ready();
    await this.db.updateTable('articlePictures').set({ unusedSince: now }).where('unusedSince', 'is', null).where(unused).execute();
    await this.db.updateTable('articlePictures').set({ unusedSince: null }).where('unusedSince', 'is not', null).where((eb) => eb.not(unused(eb))).execute();
    const deleted = await this.db.deleteFrom('articlePictures').where('unusedSince', '<=', now - days * DAY_MS).where(unused).executeTakeFirst();
    return Number(deleted.numDeletedRows);
  }

  /** The uses whose revision the site shows at `now`. */
  private liveUses(now: number, db: Kysely<Database> = this.db) {
    return db
      .selectFrom('articlePictureUses')
      .innerJoin('articles', (join) => join.on(sql<boolean>`article_picture_uses.revision_id = ${liveRevisionId(now)}`))
      .select('articlePictureUses.revisionId')
      .where('articles.state', '=', 'published')
      .where('articles.publishAt', '<=', now);
  }
}
