import type { StoreCopy } from '@/lib/db/copy';
import { recordPictureUses } from './article-pictures';

/**
 * The authors' pages: one the target lacks is added, one the source changed later takes the target's place. Staff
 * accounts never move (lib/db/staff/copy.ts), so a copied page is nobody's until an admin gives it to its writer.
 */
async function copyAuthors(source: Parameters<StoreCopy['copy']>[0], target: Parameters<StoreCopy['copy']>[1]): Promise<number> {
  let copied = 0;
  for (const author of await source.db.selectFrom('articleAuthors').selectAll().execute()) {
    const there = await target.db.selectFrom('articleAuthors').select('updatedAt').where('slug', '=', author.slug).executeTakeFirst();
    if (there && there.updatedAt >= author.updatedAt) continue;
    const row = { ...author, staffId: null };
    if (there) await target.db.updateTable('articleAuthors').set(row).where('slug', '=', author.slug).execute();
    else await target.db.insertInto('articleAuthors').values(row).execute();
    copied += 1;
  }
  return copied;
}

/**
 * The articles (every revision, the redirects of each), the authors' pages and the uploaded pictures. An article is known by its
 * slug: a new store already holds the ten shipped ones as their first revision, and the source's article takes its
 * place, history and all. One the target has changed itself (a revision written there) is left alone.
 */
export const articlesCopy: StoreCopy = {
  domain: 'articles',
  copies: ['articleAuthors', 'articles', 'articleRevisions', 'articleRedirects', 'articlePictures', 'articlePictureFiles', 'articlePictureUses'],
  leaves: {},
  async copy(source, target) {
    let pictures = 0;
    for (const picture of await source.db.selectFrom('articlePictures').selectAll().execute()) {
      if (await target.db.selectFrom('articlePictures').select('id').where('id', '=', picture.id).executeTakeFirst()) continue;
      const files = await source.db.selectFrom('articlePictureFiles').select(['width', 'format', 'bytes']).where('pictureId', '=', picture.id).execute();
      await target.pictures.save(picture, files);
      pictures += 1;
    }
    let articles = 0;
    for (const article of await source.db.selectFrom('articles').selectAll().orderBy('id').execute()) {
      const revisions = await source.db.selectFrom('articleRevisions').selectAll().where('articleId', '=', article.id).orderBy('number').execute();
      const copied = await target.db.transaction().execute(async (trx) => {
        const there = await trx.selectFrom('articles').select(['id', 'updatedAt']).where('slug', '=', article.slug).executeTakeFirst();
        if (there) {
          const written = await trx.selectFrom('articleRevisions').select((eb) => eb.fn.countAll<number>().as('count')).where('articleId', '=', there.id).executeTakeFirstOrThrow();
          // Already copied (or never changed on either side): the same last change and as many revisions.
          if (there.updatedAt === article.updatedAt && Number(written.count) === revisions.length) return false;
          const own = await trx.selectFrom('articleRevisions').select('id').where('articleId', '=', there.id).where('createdById', 'is not', null).executeTakeFirst();
          if (own) return false;
          await trx.deleteFrom('articles').where('id', '=', there.id).execute();
        }
        const { id } = await trx.insertInto('articles').values({ ...article, id: undefined, publishedRevisionId: null, scheduledRevisionId: null, currentRevisionId: null }).returning('id').executeTakeFirstOrThrow();
        const ids = new Map<number, number>();
        for (const revision of revisions) {
          const made = await trx.insertInto('articleRevisions').values({ ...revision, id: undefined, articleId: id }).returning('id').executeTakeFirstOrThrow();
          await recordPictureUses(trx, made.id, revision.cover, revision.html);
          ids.set(revision.id, made.id);
        }
        const mapped = (old: number | null) => (old === null ? null : (ids.get(old) ?? null));
        await trx.updateTable('articles').set({ publishedRevisionId: mapped(article.publishedRevisionId), scheduledRevisionId: mapped(article.scheduledRevisionId), currentRevisionId: mapped(article.currentRevisionId) }).where('id', '=', id).execute();
        for (const redirect of await source.db.selectFrom('articleRedirects').selectAll().where('articleId', '=', article.id).execute())
          await trx.insertInto('articleRedirects').values({ ...redirect, articleId: id }).onConflict((conflict) => conflict.column('fromSlug').doNothing()).execute();
        return true;
      });
      if (copied) articles += 1;
    }
    return { articles, pictures, authors: await copyAuthors(source, target) };
  },
};
